import { formatPrice } from "~/utils/money";

/**
 * The summary's lines of a code that applies: 'Discount (EID25)' off the pieces, 'Free delivery
 * (FREEDEL)' off the fee, each '−PKR 5,000' with a true minus sign (U+2212) that a screen reader
 * reads as 'minus'; nothing for a reduction of 0. To sit in a `<dl>` of the summary's lines.
 */
export function DiscountLines({
  code,
  amount,
  deliveryAmount,
}: {
  code: string;
  amount: number;
  deliveryAmount: number;
}) {
  return [
    ["Discount", amount, "summary-discount"] as const,
    ["Free delivery", deliveryAmount, "summary-delivery-discount"] as const,
  ].map(
    ([label, value, testId]) =>
      value > 0 && (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">
            {label} ({code})
          </dt>
          <dd className="font-medium text-sage" data-testid={testId}>
            <span aria-hidden="true">−{formatPrice(value)}</span>
            <span className="sr-only">minus {formatPrice(value)}</span>
          </dd>
        </div>
      ),
  );
}

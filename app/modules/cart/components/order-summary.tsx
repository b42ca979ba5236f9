import type { ReactNode } from "react";
import { DiscountLines } from "~/modules/discounts/components/discount-lines";
import { formatPrice } from "~/utils/money";

/** 'name x quantity' lines and the Total, as the spec's Order Summary shows them, less a discount code's reduction. */
export function OrderSummary({
  lines,
  total,
  discount = null,
  children,
}: {
  lines: { id: string; name: string; quantity: number; price: number }[];
  /** The pieces' total, less the code's reduction. */
  total: number;
  /** A code that takes something off the pieces. */
  discount?: { code: string; amount: number } | null;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-[var(--radius-card)] border border-line bg-linen p-6 shadow-soft"
    >
      <h2 id="order-summary-heading" className="font-display text-xl font-medium">
        Order Summary
      </h2>
      <ul role="list" className="mt-4 space-y-2 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4">
            <span className="text-muted">
              {line.name} x {line.quantity}
            </span>
            <span className="shrink-0 font-medium">{formatPrice(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      {discount && discount.amount > 0 && (
        <dl className="mt-2 text-sm">
          <DiscountLines code={discount.code} amount={discount.amount} deliveryAmount={0} />
        </dl>
      )}
      <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
        <span>Total</span>
        <span data-testid="cart-total">{formatPrice(total)}</span>
      </p>
      {children}
    </section>
  );
}

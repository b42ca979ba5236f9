import { Notice } from "~/components/ui/notice";
import { formatPrice } from "~/utils/money";
import type { PriceChange } from "../checkout-quote";
import { deliveryFeeText } from "../order-delivery";

/**
 * Nothing was placed because the total is not the one the customer saw (DECISIONS: never
 * charged an amount they did not see): what changed, and the new total, which the button below
 * now carries; one more click places the order at it.
 */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  return (
    <Notice tone="error" title="The total has changed" className="mb-8">
      {change.codeProblem && (
        <span className="mb-1 block font-semibold" data-testid="price-change-code">
          {change.codeProblem}
        </span>
      )}
      <span className="block font-semibold" data-testid="price-change">
        {change.shownTotal === null
          ? `Please check your order: its total is ${formatPrice(change.total)}.`
          : `The total changed from ${formatPrice(change.shownTotal)} to ${formatPrice(change.total)}. Nothing has been charged.`}
      </span>
      {change.lines.length > 0 && (
        <ul role="list" className="mt-2 space-y-1">
          {change.lines.map((line) => (
            <li key={line.productId}>
              {line.name}: now {formatPrice(line.now)} (was {formatPrice(line.was)})
            </li>
          ))}
        </ul>
      )}
      <span className="mt-2 block">
        Subtotal {formatPrice(change.subtotal)}
        {change.discount ? `, less ${formatPrice(change.discount)} by your code` : ""}, delivery{" "}
        {deliveryFeeText(change.deliveryFee)}. Check the details and press Place Order to confirm at{" "}
        {formatPrice(change.total)}.
      </span>
    </Notice>
  );
}

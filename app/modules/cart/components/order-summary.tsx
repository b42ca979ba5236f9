import type { ReactNode } from "react";
import { formatPrice } from "~/utils/money";

/** 'name x quantity' lines and the Total, as the spec's Order Summary shows them. */
export function OrderSummary({
  lines,
  total,
  children,
}: {
  lines: { id: string; name: string; quantity: number; price: number }[];
  total: number;
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
      <p className="mt-4 flex justify-between border-t border-line pt-4 text-lg font-semibold">
        <span>Total</span>
        <span data-testid="cart-total">{formatPrice(total)}</span>
      </p>
      {children}
    </section>
  );
}

import { advanceText } from "../payments";

/**
 * Checkout's word on the advance, beside the Place Order button, where a phone shows it (the
 * order summary is folded away there). Nothing when the total asks none.
 */
export function AdvanceNote({
  total,
  advance,
  deliveryOpen = false,
}: {
  total: number;
  advance: number;
  /** Delivery is to be confirmed: the advance is the goods' until the charge is named. */
  deliveryOpen?: boolean;
}) {
  if (advance <= 0) return null;
  return (
    <p
      className="rounded-xl border border-brass/40 bg-brass-light/30 px-4 py-3 text-sm text-espresso"
      data-testid="checkout-advance"
      aria-live="polite"
    >
      <strong>{advanceText(total, advance)}.</strong> The advance is paid by bank transfer before we start making your
      order; the bank details come with your order.
      {deliveryOpen && " Delivery is to be confirmed: once we tell you its charge, the advance includes its share."}
    </p>
  );
}

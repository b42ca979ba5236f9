// The advance rule alone, without zod: pages that only show an advance (a quote) load this.

/** The settings' advance rule: orders whose total is at least `minTotal` pay `percent` of it first. */
export interface AdvanceRule {
  advanceMinTotal: number;
  advancePercent: number;
}

/** The advance of an order of `total` whole rupees, rounded up to the rupee; 0 when none is asked. */
export function advanceFor(total: number, rule: AdvanceRule): number {
  if (rule.advancePercent <= 0 || total <= 0 || total < rule.advanceMinTotal) return 0;
  return Math.min(total, Math.ceil((total * rule.advancePercent) / 100));
}

/**
 * The advance of an order, the one computation that checkout, placing the order and the admin's
 * delivery charge all use: the rule applied to what is charged, the goods and the delivery less a
 * discount code's reductions. While the delivery is 'to be confirmed' (null) it is the goods'
 * advance, so an order priced by quote is never free of one (issue 32); naming the fee raises it
 * to the whole total's.
 */
export function orderAdvance(
  order: { subtotal: number; deliveryFee: number | null; discountAmount?: number; deliveryDiscount?: number },
  rule: AdvanceRule,
): number {
  const charged =
    order.subtotal - (order.discountAmount ?? 0) + (order.deliveryFee ?? 0) - (order.deliveryDiscount ?? 0);
  return advanceFor(charged, rule);
}

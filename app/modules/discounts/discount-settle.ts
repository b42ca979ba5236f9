/**
 * What the browser needs of discount codes (issue 35): the longest code, and a code's outcome with
 * delivery known, the one sum every summary shows. Kept apart from discount-rules.ts, which decides
 * the outcome on the server, so that the pages that settle it as the city is typed (checkout) load
 * this small file alone.
 */
import type { DiscountOutcome } from "./discount-rules";

/** The longest code there can be (discount-rules.ts' CODE_PATTERN): the field's maxLength. */
export const CODE_MAX_LENGTH = 30;

/** What delivery costs where the buyer is: the fee (null: no city yet, or by quote), and whether by quote. */
export interface DiscountDelivery {
  fee: number | null;
  byQuote: boolean;
}

export interface SettledDiscount {
  /** The outcome where the buyer is: free delivery is refused for a city priced by quote. */
  outcome: DiscountOutcome | null;
  /** Whole rupees off the pieces, and off delivery. */
  amount: number;
  deliveryAmount: number;
  /** The pieces less their reduction, plus delivery less its reduction: what the order costs. */
  total: number;
}

/**
 * A code's outcome with delivery known: the one sum every summary shows (the cart, checkout as the
 * city is typed, the order as it is placed). Free delivery takes the fee off once it is known; for
 * a city whose charge is confirmed by phone it cannot be promised, and is refused.
 */
export function settleDiscount(
  subtotal: number,
  delivery: DiscountDelivery,
  outcome: DiscountOutcome | null,
): SettledDiscount {
  let settled = outcome;
  if (settled?.ok && settled.freeDelivery && delivery.byQuote) {
    settled = {
      ok: false,
      code: settled.code,
      reason: "delivery-by-quote",
      message: "Free delivery with this code is for cities with a set delivery charge.",
    };
  }
  const amount = settled?.ok ? settled.amount : 0;
  const fee = delivery.fee ?? 0;
  const deliveryAmount = settled?.ok && settled.freeDelivery ? fee : 0;
  return { outcome: settled, amount, deliveryAmount, total: subtotal - amount + fee - deliveryAmount };
}

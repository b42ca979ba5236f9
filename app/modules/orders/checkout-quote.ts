/**
 * What checkout shows for a city, its address, an option and the cart's subtotal: the same quote the server
 * charges (placeOrder calls quoteDelivery with the same policy), computed in the browser as the
 * customer types, and on the server for the first render and after a submit without JavaScript.
 */
import type { DeliveryOptionId, DeliveryPolicy } from "~/modules/delivery/delivery-policy";
import { quoteDelivery, type DeliveryQuote } from "~/modules/delivery/delivery-quote";

export interface CheckoutQuote {
  /** null until a city is typed. */
  quote: DeliveryQuote | null;
  /** null while unknown (no city yet) or to be confirmed (by quote). */
  fee: number | null;
  /** The subtotal and the fee: what the button says and the form carries as the total shown. */
  total: number;
}

export function checkoutQuote(
  policy: DeliveryPolicy,
  where: { city: string; address: string },
  optionId: DeliveryOptionId,
  subtotal: number,
  now: Date,
  /** Days a piece of the cart is made for (made to order): its window comes later. */
  makingDays = 0,
): CheckoutQuote {
  const { city, address } = where;
  if (city.trim() === "") return { quote: null, fee: null, total: subtotal };
  const quote = quoteDelivery(policy, { city, address, optionId, subtotal, placedAt: now, makingDays });
  const fee = quote.kind === "priced" ? quote.fee : null;
  return { quote, fee, total: subtotal + (fee ?? 0) };
}

/**
 * What the server would charge when it differs from what the customer saw: the pieces whose
 * price moved, and the new figures. Nothing was placed; the page shows this to confirm.
 */
export interface PriceChange {
  lines: { productId: string; name: string; was: number; now: number }[];
  shownTotal: number | null;
  subtotal: number;
  /** A discount code that no longer applies (ended, used up, …): why, in the buyer's words. */
  codeProblem?: string;
  /** The code's reduction as the order would now be placed (pieces and delivery), 0 without one. */
  discount?: number;
  /** null: delivery is to be confirmed (a city priced by quote). */
  deliveryFee: number | null;
  total: number;
}

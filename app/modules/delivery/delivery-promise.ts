/**
 * The product page's delivery promise, made from the stored policy so that it never promises
 * more than checkout's window does: Standard delivery by the latest day of that window. To the
 * buyer's city when they chose one (issue 33, part 4: 'Delivered to Karachi by Dec 12, 2026,
 * PKR 6,500', charged as checkout's quote charges that city for this piece alone), else to the
 * policy's first city (Lahore in the demo), which every visitor without a choice shares. Pure;
 * the loader computes it on the server with the shop's clock, so the date is Lahore's day, not
 * the browser's.
 */
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import type { CalendarDay } from "~/utils/calendar-days";
import type { DeliveryOption, DeliveryPolicy } from "./delivery-policy";
import { quoteDelivery } from "./delivery-quote";
import { deliveryWindow, withMaking } from "./delivery-window";
import { leadTimeText } from "./policy-text";

export type DeliveryPromise =
  /**
   * 'Delivered in Lahore by Dec 26, 2026' (the first city, no city chosen: `fee` null) or
   * 'Delivered to Karachi by Dec 12, 2026, PKR 6,500' (the buyer's city, with the fee checkout charges).
   */
  | { kind: "date"; city: string; chosen: boolean; by: CalendarDay; fee: number | null; text: string; detail: string }
  /** 'Delivery to Gilgit is priced by quote at checkout': the shop names the fee, so no date or charge is given. */
  | { kind: "quote"; city: string; text: string; detail: string }
  /** 'Usually delivered in 2-4 weeks': the policy gives a lead time but no city to count to. */
  | { kind: "lead"; text: string; detail: string }
  /** Nothing in stock: no date can be promised for it. */
  | { kind: "unavailable"; text: string };

export const UNAVAILABLE_TEXT = "No delivery date until it is back in stock";

/** The buyer's city (as delivery-city.ts resolved it) and the piece's price, the subtotal checkout would quote for it. */
export interface PromiseCity {
  city: string;
  subtotal: number;
}

/**
 * The promise for a piece with `stock` left, ordered at `now`, to `chosen` when the buyer chose a
 * city; null when the policy has no Standard option (then there is nothing it supports to say).
 */
export function deliveryPromise(
  policy: DeliveryPolicy,
  stock: number,
  now: Date,
  chosen: PromiseCity | null = null,
  /** Days the piece is made for (a variant made to order); 0: the option's own lead. */
  makingDays = 0,
): DeliveryPromise | null {
  if (stock <= 0) return { kind: "unavailable", text: UNAVAILABLE_TEXT };
  const listed = policy.options.find((option) => option.id === "standard");
  if (!listed) return null;
  // A piece made to order stays in the workshop for its making time, when that is longer.
  const standard = { ...listed, leadDays: withMaking(listed.leadDays, makingDays) };
  // Standard's lead time is production in the workshop (checkout counts it for every piece): say so.
  const lead = leadTimeText(standard.leadDays);
  const detail = `Standard delivery, after ${lead} in our workshop`;
  const zone = policy.zones[0];
  const city = zone?.cities[0]?.trim();
  if (!zone || !city || policy.workingDays.length === 0) {
    return { kind: "lead", text: `Usually delivered in ${lead}`, detail };
  }
  if (chosen) return chosenCityPromise(policy, listed, chosen, now, detail, makingDays);
  const by = deliveryWindow(now, standard.leadDays, zone.transitDays, policy.workingDays).latest;
  return {
    kind: "date",
    city,
    chosen: false,
    by,
    fee: null,
    text: `Delivered in ${city} by ${formatShopDate(by)}`,
    detail,
  };
}

/** The buyer's city, quoted exactly as checkout quotes it: its window's last day and its fee, or 'by quote'. */
function chosenCityPromise(
  policy: DeliveryPolicy,
  standard: DeliveryOption,
  { city, subtotal }: PromiseCity,
  now: Date,
  detail: string,
  makingDays: number,
): DeliveryPromise {
  const quote = quoteDelivery(policy, { city, optionId: standard.id, subtotal, placedAt: now, makingDays });
  if (quote.kind === "quote") {
    return { kind: "quote", city, text: `Delivery to ${city} is priced by quote at checkout`, detail };
  }
  const by = quote.window.latest;
  const charge = quote.fee === 0 ? "free delivery" : formatPrice(quote.fee);
  const text = `Delivered to ${city} by ${formatShopDate(by)}, ${charge}`;
  return { kind: "date", city, chosen: true, by, fee: quote.fee, text, detail };
}

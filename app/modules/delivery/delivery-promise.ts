/**
 * The product page's delivery promise, made from the stored policy so that it never promises
 * more than checkout's window does: Standard delivery to the policy's first city (Lahore in the
 * demo), by the latest day of that window. Pure; the loader computes it on the server with the
 * shop's clock, so the date is Lahore's day, not the browser's.
 */
import { formatShopDate } from "~/utils/shop-time";
import type { CalendarDay } from "~/utils/calendar-days";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryWindow } from "./delivery-window";
import { leadTimeText } from "./policy-text";

export type DeliveryPromise =
  /** 'Delivered in Lahore by Dec 26': the last day of Standard's window to the first city. */
  | { kind: "date"; city: string; by: CalendarDay; text: string; detail: string }
  /** 'Usually delivered in 2-4 weeks': the policy gives a lead time but no city to count to. */
  | { kind: "lead"; text: string; detail: string }
  /** Nothing in stock: no date can be promised for it. */
  | { kind: "unavailable"; text: string };

export const UNAVAILABLE_TEXT = "No delivery date until it is back in stock";

/**
 * The promise for a piece with `stock` left, ordered at `now`; null when the policy has no
 * Standard option (then there is nothing it supports to say).
 */
export function deliveryPromise(policy: DeliveryPolicy, stock: number, now: Date): DeliveryPromise | null {
  if (stock <= 0) return { kind: "unavailable", text: UNAVAILABLE_TEXT };
  const standard = policy.options.find((option) => option.id === "standard");
  if (!standard) return null;
  const zone = policy.zones[0];
  const city = zone?.cities[0]?.trim();
  // Standard's lead time is production in the workshop (checkout counts it for every piece): say so.
  const lead = leadTimeText(standard.leadDays);
  const detail = `Standard delivery, after ${lead} in our workshop`;
  if (!zone || !city || policy.workingDays.length === 0) {
    return { kind: "lead", text: `Usually delivered in ${lead}`, detail };
  }
  const by = deliveryWindow(now, standard.leadDays, zone.transitDays, policy.workingDays).latest;
  const day = formatShopDate(by).replace(/, \d{4}$/, "");
  return { kind: "date", city, by, text: `Delivered in ${city} by ${day}`, detail };
}

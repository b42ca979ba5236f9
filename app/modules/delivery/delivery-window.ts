/**
 * When a piece can reach the door: production in the Lahore workshop (calendar days), then the
 * road (working days). The window's ends are Lahore calendar days, 'YYYY-MM-DD', not instants:
 * a delivery day has no time of day, the string is what an order stores and a mail or the JSON
 * of a page carries without a time zone shifting it, and `formatShopDate` reads it as that day.
 */
import { formatShopDateRange, shopCalendar } from "~/utils/shop-time";
import type { DayRange, DeliveryOption, Weekday } from "./delivery-policy";
import { addCalendarDays, type CalendarDay } from "~/utils/calendar-days";
import { addWorkingDays } from "./working-days";

export interface DeliveryWindow {
  earliest: CalendarDay;
  latest: CalendarDay;
}

/**
 * Each end: the day the order is placed in Lahore, plus the option's production days, plus the
 * zone's transit in working days, landing on a working day. Production runs every day (the
 * workshop is not the crews), so it is counted on the calendar.
 */
export function deliveryWindow(
  placedAt: Date,
  leadDays: DeliveryOption["leadDays"],
  transitDays: DayRange,
  workingDays: readonly Weekday[],
): DeliveryWindow {
  if (Number.isNaN(placedAt.getTime())) throw new RangeError("placedAt is not a valid date.");
  const placedOn = shopCalendar(placedAt).date;
  const end = (lead: number, transit: number) => addWorkingDays(addCalendarDays(placedOn, lead), transit, workingDays);
  return { earliest: end(leadDays.min, transitDays.min), latest: end(leadDays.max, transitDays.max) };
}

/**
 * The days in the workshop of an order holding a piece made to order (issue 34): the option's own
 * lead, or the piece's making time when that is longer. A piece cannot come faster than it is made.
 */
export function withMaking(leadDays: DeliveryOption["leadDays"], makingDays: number): DeliveryOption["leadDays"] {
  if (!(makingDays > 0)) return leadDays;
  return { min: Math.max(leadDays.min, makingDays), max: Math.max(leadDays.max, makingDays) };
}

/**
 * 'Dec 08 – Dec 15, 2026' within one year, 'Dec 29, 2026 – Jan 05, 2027' across a year end, and
 * 'Dec 08, 2026' when both ends are one day: the shop's one form of a span of days
 * (`formatShopDateRange`), so checkout, mails, tracking and the admin say the year alike.
 */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  return formatShopDateRange(window.earliest, window.latest);
}

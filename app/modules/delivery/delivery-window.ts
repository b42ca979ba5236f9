/**
 * When a piece can reach the door: production in the Lahore workshop (calendar days), then the
 * road (working days). The window's ends are Lahore calendar days, 'YYYY-MM-DD', not instants:
 * a delivery day has no time of day, the string is what an order stores and a mail or the JSON
 * of a page carries without a time zone shifting it, and `formatShopDate` reads it as that day.
 */
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
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
 * 'Dec 08 - Dec 15' within one year, 'Dec 29, 2026 - Jan 05, 2027' across a year end, and
 * 'Dec 08' when both ends are one day. The dates come from `formatShopDate` (the spec's
 * 'Dec 08, 2026'), so the month names and the zone are the shop's one definition.
 */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const earliest = formatShopDate(window.earliest);
  const latest = formatShopDate(window.latest);
  if (window.earliest === window.latest) return withoutYear(earliest);
  if (window.earliest.slice(0, 4) !== window.latest.slice(0, 4)) return `${earliest} - ${latest}`;
  return `${withoutYear(earliest)} - ${withoutYear(latest)}`;
}

function withoutYear(date: string): string {
  return date.replace(/, \d{4}$/, "");
}

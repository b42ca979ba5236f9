/**
 * A code's start and end as the admin types them: an <input type="datetime-local"> sends
 * 'YYYY-MM-DDTHH:mm' (seconds when the browser adds them) with no zone, and the owner means
 * Lahore's clock whatever the browser's own zone. Pakistan keeps UTC+5 all year (no daylight
 * saving, as shop-time.ts's shopDayStart also relies on), so the offset is fixed.
 */
import { shopCalendar } from "~/utils/shop-time";

const PAKISTAN_OFFSET = "+05:00";
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/**
 * The instant a datetime-local value names on Lahore's clock, to the minute (seconds are
 * dropped: the form shows minutes). Null for anything else, or a day that does not exist
 * ('2026-02-30T10:00'), which Date would quietly roll into March.
 */
export function readShopDateTime(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  const when = new Date(`${year}-${month}-${day}T${hour}:${minute}:00${PAKISTAN_OFFSET}`);
  if (Number.isNaN(when.getTime())) return null;
  // The same wall-clock day back: proves the day existed.
  return shopCalendar(when).date === `${year}-${month}-${day}` ? when : null;
}

/** 'YYYY-MM-DDTHH:mm' on Lahore's clock: what a datetime-local field shows for an instant. */
export function shopDateTimeValue(when: Date | string): string {
  const { date, time } = shopCalendar(when);
  return `${date}T${time}`;
}

/** Whether two instants fall in the same minute on the clock (what the form can tell apart). */
export function sameShopMinute(a: Date, b: Date): boolean {
  return shopDateTimeValue(a) === shopDateTimeValue(b);
}

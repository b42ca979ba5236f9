import { shopCalendar } from "~/utils/shop-time";

/** Today in Lahore, 'YYYY-MM-DD'. */
export const shopToday = (now = new Date()) => shopCalendar(now).date;

/** The calendar day `count` days after `day` (counted through UTC, which skips no hour). */
export function addCalendarDaysTo(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

import { shopCalendar } from "./shop-time";

/**
 * Arithmetic on calendar days written 'YYYY-MM-DD': a delivery window, a quote's last day, a
 * consultation's day are days in Lahore, not instants. Days are counted on the calendar itself
 * (through UTC, which has no daylight saving to skip or repeat an hour), so no time zone enters
 * here: `shopToday` (or `shopCalendar`) turns an instant into Lahore's day first.
 */
export type CalendarDay = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of the day; a day that does not exist ('2026-02-30') throws rather than rolls over. */
export function calendarDayUtc(day: CalendarDay): Date {
  const match = CALENDAR_DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return date;
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  try {
    calendarDayUtc(value);
    return true;
  } catch {
    return false;
  }
}

/** The day `count` calendar days after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  return new Date(calendarDayUtc(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/** Today in Lahore. */
export const shopToday = (now = new Date()): CalendarDay => shopCalendar(now).date;

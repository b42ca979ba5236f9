import { isCalendarDay } from "~/utils/calendar-days";
import { formatShopTime, formatShopWeekdayDate, shopDateParts } from "~/utils/shop-time";

export { isCalendarDay };
import { WEEKDAYS, type Weekday } from "./calendar";

/**
 * Calendar days and wall-clock times in Lahore. Pakistan keeps UTC+5 all year (no daylight saving
 * since 2009), so a Lahore day starts at 19:00 UTC the evening before and every day is 24 hours:
 * the arithmetic below uses that fixed offset, and the words are app/utils/shop-time.ts's (the
 * shop's formats, for Asia/Karachi), so both agree.
 */
const OFFSET_MS = 5 * 60 * 60 * 1000;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a time of day 'HH:MM' (00:00 to 23:59). */
export const isClock = (value: string) => CLOCK.test(value);

/** 'HH:MM' as minutes after midnight. */
export function clockMinutes(value: string): number {
  const match = CLOCK.exec(value);
  if (!match) throw new RangeError(`Not a time of day: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The Lahore calendar day of an instant. */
export const lahoreDay = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant `minutes` after midnight of a Lahore day. */
export function lahoreInstant(day: string, minutes: number): Date {
  if (!isCalendarDay(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + minutes * 60_000);
}

/** The weekday of a calendar day. */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;

// A calendar day is read at noon in Lahore, well inside it.
const noon = (day: string) => lahoreInstant(day, 12 * 60);

/** 'Tuesday, Dec 01, 2026': the shop's date ('Jan 05, 2024', the year always shown) with its weekday. */
export const formatLongDay = (day: string) => formatShopWeekdayDate(noon(day), "long");

/** '11:00', Lahore time (24-hour). */
export const formatClock = (instant: Date | string) => formatShopTime(instant);

/** 'Tuesday, Dec 01, 2026, 11:00-12:00': how pages and mails name a consultation's time. */
export function formatSlot(start: Date | string, end: Date | string): string {
  return `${formatLongDay(lahoreDay(new Date(start)))}, ${formatClock(start)}-${formatClock(end)}`;
}

/** The parts of a day's button: 'Tue', '1', 'Dec' (its full date, with the year, is the button's label). */
export function dayChipParts(day: string): { weekday: string; date: string; month: string } {
  const parts = shopDateParts(noon(day));
  return { weekday: parts.weekday, date: String(Number(parts.day)), month: parts.month };
}

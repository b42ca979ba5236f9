import { isCalendarDay } from "~/utils/calendar-days";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";

export { isCalendarDay };
import { WEEKDAYS, type Weekday } from "./calendar";

/**
 * Calendar days and wall-clock times in Lahore. Pakistan keeps UTC+5 all year (no daylight saving
 * since 2009), so a Lahore day starts at 19:00 UTC the evening before and every day is 24 hours:
 * the arithmetic below uses that fixed offset, and the words are Intl's for Asia/Karachi (the
 * same zone app/utils/shop-time.ts names), so both agree.
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

const longDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const chip = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
});

// A calendar day is read at noon in Lahore, well inside it.
const noon = (day: string) => lahoreInstant(day, 12 * 60);

/** 'Tuesday 1 December'. */
export const formatLongDay = (day: string) => longDay.format(noon(day));

/** '11:00', Lahore time. */
export const formatClock = (instant: Date | string) => clock.format(new Date(instant));

/** 'Tuesday 1 December, 11:00-12:00': how pages and mails name a consultation's time. */
export function formatSlot(start: Date | string, end: Date | string): string {
  return `${formatLongDay(lahoreDay(new Date(start)))}, ${formatClock(start)}-${formatClock(end)}`;
}

/** The parts of a day's button: 'Tue', '1', 'Dec'. */
export function dayChipParts(day: string): { weekday: string; date: string; month: string } {
  const parts = Object.fromEntries(chip.formatToParts(noon(day)).map((part) => [part.type, part.value]));
  return { weekday: parts.weekday ?? "", date: parts.day ?? "", month: parts.month ?? "" };
}

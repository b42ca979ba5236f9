/**
 * Arithmetic on calendar days written 'YYYY-MM-DD'. A delivery date is a day in Lahore, not an
 * instant, so the days are counted on the calendar itself (through UTC, which has no daylight
 * saving to skip or repeat an hour) and no time zone enters here: the caller turns an instant
 * into Lahore's day first (`shopCalendar` in ~/utils/shop-time).
 */
import type { Weekday } from "./delivery-policy";

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(day: CalendarDay): Date {
  const match = CALENDAR_DAY.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  // Date.UTC rolls '2026-02-30' over into March: refuse it rather than answer a different day.
  if (!date || date.toISOString().slice(0, 10) !== day) throw new RangeError(`Not a calendar day: ${day}`);
  return date;
}

/** The day `count` calendar days after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, count: number): CalendarDay {
  return new Date(toUtc(day).getTime() + count * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: CalendarDay): Weekday {
  return toUtc(day).getUTCDay() as Weekday;
}

function checkWorkingDays(workingDays: readonly Weekday[]): void {
  // With no working day the loops below would never end.
  if (workingDays.length === 0) throw new RangeError("The crews need at least one working day.");
}

/** `day` itself when the crews work on it, otherwise the next day they do. */
export function nextWorkingDay(day: CalendarDay, workingDays: readonly Weekday[]): CalendarDay {
  checkWorkingDays(workingDays);
  let current = day;
  while (!workingDays.includes(weekdayOf(current))) current = addCalendarDays(current, 1);
  return current;
}

/**
 * The day `count` working days after `day`: each day that passes counts only if the crews work
 * on it, and the answer is always a working day (with `count` 0, `day` or the next working day).
 */
export function addWorkingDays(day: CalendarDay, count: number, workingDays: readonly Weekday[]): CalendarDay {
  checkWorkingDays(workingDays);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Not a number of working days: ${count}`);
  let current = day;
  for (let left = count; left > 0;) {
    current = addCalendarDays(current, 1);
    if (workingDays.includes(weekdayOf(current))) left -= 1;
  }
  return nextWorkingDay(current, workingDays);
}

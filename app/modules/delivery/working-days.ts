/**
 * The crews' working days on the calendar (days written 'YYYY-MM-DD', see ~/utils/calendar-days).
 */
import { addCalendarDays, calendarDayUtc, type CalendarDay } from "~/utils/calendar-days";
import type { Weekday } from "./delivery-policy";

/** The day of the week, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(day: CalendarDay): Weekday {
  return calendarDayUtc(day).getUTCDay() as Weekday;
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

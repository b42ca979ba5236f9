import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { WEEKDAYS, type ClosedDay, type ConsultationCalendar, type Period, type Weekday } from "./calendar";
import { CALENDAR_LIMITS } from "./calendar.schema";
import { clockMinutes, isCalendarDay } from "./lahore-days";

/**
 * The admin's calendar form, as plain text fields that work without JavaScript: one line of
 * hours per weekday ('11:00-19:00', '11:00-13:00, 15:00-19:00' for a break, empty when closed),
 * the consultation length in minutes, and the closed days one per line ('2026-03-23 Pakistan Day').
 */
export type CalendarFormValues = Record<string, string>;

export const hoursField = (day: Weekday) => `hours.${day}`;
export const SLOT_LENGTHS = [30, 45, 60, 90, 120] as const;
const MAX_TEXT = 40_000;

const HOURS_FORMAT =
  "Please write the hours as 11:00-19:00, or two periods for a break (11:00-13:00, 15:00-19:00). Leave it empty when closed.";
const HOURS_ORDER = "Each period must end after it starts, in the order of the day, without overlapping the next.";
const LENGTH_MESSAGE = "Please choose a consultation length from 15 minutes to 4 hours, in steps of 15 minutes.";
const LINE_FORMAT = "Write one closed day per line, its date and its name: 2026-03-23 Pakistan Day.";

const periodsText = (periods: Period[]) => periods.map((period) => `${period.start}-${period.end}`).join(", ");
const closedDayLine = (day: ClosedDay) => `${day.date} ${day.name}`;

export function formFromCalendar(calendar: ConsultationCalendar): CalendarFormValues {
  const values: CalendarFormValues = {
    slotMinutes: String(calendar.slotMinutes),
    closedDays: [...calendar.closedDays]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(closedDayLine)
      .join("\n"),
  };
  for (const day of WEEKDAYS) values[hoursField(day)] = periodsText(calendar.hours[day]);
  return values;
}

const twoDigits = (value: string) => value.padStart(2, "0");

/** '9:30 - 13:00, 15:00–19:00' → periods; a string is the message when it cannot be read. */
function parseHours(text: string): Period[] | string {
  const trimmed = text.trim();
  if (trimmed === "" || /^closed$/i.test(trimmed)) return [];
  const periods: Period[] = [];
  for (const part of trimmed.split(/\s*[,;]\s*/)) {
    const match = /^(\d{1,2}):([0-5]\d)\s*[-–—]\s*(\d{1,2}):([0-5]\d)$/.exec(part);
    if (!match || Number(match[1]) > 23 || Number(match[3]) > 23) return HOURS_FORMAT;
    periods.push({ start: `${twoDigits(match[1]!)}:${match[2]}`, end: `${twoDigits(match[3]!)}:${match[4]}` });
  }
  if (periods.length > CALENDAR_LIMITS.periodsPerDay) {
    return `Please give at most ${CALENDAR_LIMITS.periodsPerDay} periods a day.`;
  }
  const ordered = periods.every(
    (period, index) =>
      clockMinutes(period.start) < clockMinutes(period.end) &&
      (index === 0 || clockMinutes(periods[index - 1]!.end) <= clockMinutes(period.start)),
  );
  return ordered ? periods : HOURS_ORDER;
}

/** The closed days, or the first line's problem. */
function parseClosedDays(text: string): ClosedDay[] | string {
  const days: ClosedDay[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const at = `Line ${index + 1}`;
    const match = /^(\S+)\s+(.*)$/.exec(line);
    if (!match)
      return /^\d{4}-\d{2}-\d{2}$/.test(line) ? `${at}: please give the day a name.` : `${at}: ${LINE_FORMAT}`;
    const [, date = "", rawName = ""] = match;
    if (!isCalendarDay(date)) return `${at}: “${date.slice(0, 20)}” is not a date. ${LINE_FORMAT}`;
    const name = rawName.replace(/\s+/g, " ");
    if (name.length > CALENDAR_LIMITS.closedDayName) {
      return `${at}: please keep the name under ${CALENDAR_LIMITS.closedDayName} characters.`;
    }
    if (/\p{Cc}/u.test(name) || hasUnsafeText(name)) return `${at}: ${UNSAFE_TEXT_MESSAGE}`;
    if (days.some((day) => day.date === date)) return `${at}: ${date} is listed twice. Please keep one line per day.`;
    days.push({ date, name });
  }
  if (days.length > CALENDAR_LIMITS.closedDays) {
    return `Please list at most ${CALENDAR_LIMITS.closedDays} closed days; remove the years that have passed.`;
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

export type CalendarFormResult =
  { success: true; data: ConsultationCalendar } | { success: false; errors: Record<string, string> };

/** Reads the admin's form: the calendar, or a message per field in error. */
export function parseCalendarForm(values: CalendarFormValues): CalendarFormResult {
  const errors: Record<string, string> = {};
  const hours = {} as Record<Weekday, Period[]>;
  for (const day of WEEKDAYS) {
    const text = values[hoursField(day)] ?? "";
    const parsed = text.length > 200 ? HOURS_FORMAT : parseHours(text);
    if (typeof parsed === "string") errors[hoursField(day)] = parsed;
    else hours[day] = parsed;
  }
  const minutes = Number(values.slotMinutes);
  const { min, max, step } = CALENDAR_LIMITS.slotMinutes;
  if (!Number.isInteger(minutes) || minutes < min || minutes > max || minutes % step !== 0) {
    errors.slotMinutes = LENGTH_MESSAGE;
  }
  const closedText = values.closedDays ?? "";
  const closedDays =
    closedText.length > MAX_TEXT ? "The list of closed days is too long." : parseClosedDays(closedText);
  if (typeof closedDays === "string") errors.closedDays = closedDays;
  if (Object.keys(errors).length > 0 || typeof closedDays === "string") return { success: false, errors };
  return { success: true, data: { hours, slotMinutes: minutes, closedDays } };
}

/** What the audit log records of a save: each weekday's hours and the length that changed, the days added and removed. */
export function calendarChanges(before: ConsultationCalendar, after: ConsultationCalendar): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const day of WEEKDAYS) {
    const was = periodsText(before.hours[day]) || "closed";
    const is = periodsText(after.hours[day]) || "closed";
    if (was !== is) changes[hoursField(day)] = { before: was, after: is };
  }
  if (before.slotMinutes !== after.slotMinutes) {
    changes.slotMinutes = { before: before.slotMinutes, after: after.slotMinutes };
  }
  const wasClosed = new Set(before.closedDays.map(closedDayLine));
  const isClosed = new Set(after.closedDays.map(closedDayLine));
  const added = [...isClosed].filter((line) => !wasClosed.has(line));
  const removed = [...wasClosed].filter((line) => !isClosed.has(line));
  if (added.length > 0) changes["closedDays.added"] = added;
  if (removed.length > 0) changes["closedDays.removed"] = removed;
  return changes;
}

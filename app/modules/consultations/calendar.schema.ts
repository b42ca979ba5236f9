import { z } from "zod";
import { hasUnsafeText } from "~/utils/text-safety";
import { WEEKDAYS, type ConsultationCalendar } from "./calendar";
import { clockMinutes, isCalendarDay, isClock } from "./lahore-days";

/** What the owner may set: enough for any shop's week, small enough to read at a glance. */
export const CALENDAR_LIMITS = {
  periodsPerDay: 4,
  slotMinutes: { min: 15, max: 240, step: 15 },
  closedDays: 400,
  closedDayName: 80,
} as const;

const { slotMinutes, closedDays, closedDayName, periodsPerDay } = CALENDAR_LIMITS;

const period = z
  .object({ start: z.string().refine(isClock), end: z.string().refine(isClock) })
  .refine((value) => clockMinutes(value.start) < clockMinutes(value.end));

/** A day's periods: in order, not overlapping. */
const dayHours = z
  .array(period)
  .max(periodsPerDay)
  .refine((periods) =>
    periods.every((value, index) => index === 0 || clockMinutes(periods[index - 1]!.end) <= clockMinutes(value.start)),
  );

const plainName = (value: string) => !/\p{Cc}/u.test(value) && !hasUnsafeText(value);

/**
 * The stored calendar (consultation_calendar.value), checked on every read and write. The admin
 * form has its own messages (calendar-form.ts); this is the last word on what may be stored.
 */
export const calendarSchema = z.object({
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
  ),
  slotMinutes: z
    .int()
    .min(slotMinutes.min)
    .max(slotMinutes.max)
    .refine((value) => value % slotMinutes.step === 0),
  closedDays: z
    .array(
      z.object({
        date: z.string().refine(isCalendarDay),
        name: z.string().trim().min(1).max(closedDayName).refine(plainName),
      }),
    )
    .max(closedDays)
    .refine((days) => new Set(days.map((day) => day.date)).size === days.length),
}) satisfies z.ZodType<ConsultationCalendar>;

import { getConsultationCalendar } from "./calendar.server";
import { busyBetween } from "./consultations.server";
import { dayChipParts, formatClock, formatLongDay, lahoreInstant } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { bookingDays, dayOptions, freeSlots } from "./slots";

/** One day of the booking window as its button shows it. */
export interface BookingDay {
  day: string;
  /** 'Tuesday, Dec 01, 2026'. */
  label: string;
  weekday: string;
  date: string;
  month: string;
  free: number;
  closed: string | null;
}

/** The days a customer may choose from, the chosen one, and its free times ('11:00', the start in ISO). */
export interface BookingWindow {
  days: BookingDay[];
  day: BookingDay;
  slots: { start: string; label: string }[];
  slotMinutes: number;
}

/**
 * The next three weeks' days with their free times and the chosen day's times (the first day
 * with a free time unless `asked` names one of the window), by the booking's rules (slots.ts):
 * what the booking page offers, and what a customer may move a booking to from its mail's link.
 * Every label is made here, so the page reads the same on the server and in the browser.
 */
export async function loadBookingWindow(asked: string | null, now = new Date()): Promise<BookingWindow> {
  const calendar = await getConsultationCalendar();
  const window = bookingDays(now);
  const busy = await busyBetween(lahoreInstant(window[0]!, 0), lahoreInstant(addCalendarDays(window.at(-1)!, 1), 0));
  const days: BookingDay[] = dayOptions(calendar, busy, now).map((option) => ({
    ...option,
    ...dayChipParts(option.day),
    label: formatLongDay(option.day),
  }));
  const day = days.find((entry) => entry.day === asked) ?? days.find((entry) => entry.free > 0) ?? days[0]!;
  const slots = freeSlots(calendar, day.day, busy, now).map((slot) => ({
    start: slot.start.toISOString(),
    label: formatClock(slot.start),
  }));
  return { days, day, slots, slotMinutes: calendar.slotMinutes };
}

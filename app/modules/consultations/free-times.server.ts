import { addCalendarDays } from "~/utils/calendar-days";
import { getConsultationCalendar } from "./calendar.server";
import { busyBetween } from "./consultations.server";
import { dayChipParts, formatClock, formatLongDay, lahoreInstant } from "./lahore-days";
import { bookingDays, freeSlots } from "./slots";

/** A day of the calendar with the times still free on it, as the shop's forms list them. */
export interface FreeTimesDay {
  day: string;
  /** 'Wednesday, Dec 23, 2026': the list's group. */
  label: string;
  /** 'Wed, Dec 23': beside each time, so that the chosen one fits a phone's field. */
  short: string;
  slots: { start: string; label: string }[];
}

function shortDay(day: string) {
  const parts = dayChipParts(day);
  return `${parts.weekday}, ${parts.month} ${parts.date.padStart(2, "0")}`;
}

/**
 * The free times of the booking window (three weeks from today), by day, days without any left
 * out: what the shop may move a booking to, or book a visit at. The shop books with no notice
 * (its own staff), so a time later today is offered.
 */
export async function freeTimesAhead(now = new Date()): Promise<FreeTimesDay[]> {
  const window = bookingDays(now);
  const [calendar, busy] = await Promise.all([
    getConsultationCalendar(),
    busyBetween(lahoreInstant(window[0]!, 0), lahoreInstant(addCalendarDays(window.at(-1)!, 1), 0)),
  ]);
  return window
    .map((day) => ({
      day,
      label: formatLongDay(day),
      short: shortDay(day),
      slots: freeSlots(calendar, day, busy, now, 0).map((slot) => ({
        start: slot.start.toISOString(),
        label: `${formatClock(slot.start)}-${formatClock(slot.end)}`,
      })),
    }))
    .filter((day) => day.slots.length > 0);
}

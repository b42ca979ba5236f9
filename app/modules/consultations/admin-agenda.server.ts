import { formatPakistaniPhone } from "~/utils/phone";
import { formFromCalendar } from "./calendar-form";
import { getConsultationCalendar } from "./calendar.server";
import { kindLabels, type ConsultationKind } from "./consultation-kinds";
import { busyBetween, liveBookingsBetween, normalBookingNumber } from "./consultations.server";
import { formatClock, formatLongDay, isCalendarDay, lahoreDay, lahoreInstant } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { BOOKING_DAYS, bookingDays, freeSlots } from "./slots";

/** A booking as the agenda shows it: every text made on the server. */
export interface AgendaBooking {
  id: string;
  number: string;
  kind: ConsultationKind;
  kindLabel: string;
  /** '11:00-12:00'. */
  time: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  note: string | null;
  revision: number;
  past: boolean;
}

export interface AgendaDay {
  day: string;
  label: string;
  today: boolean;
  bookings: AgendaBooking[];
}

/** The free times a booking may move to, by day. */
export interface MoveChoices {
  number: string;
  days: { day: string; label: string; slots: { start: string; label: string }[] }[];
}

/**
 * GET /admin/consultations[?from=YYYY-MM-DD][&move=NUMBER]: three weeks of live bookings from
 * `from` (today by default) grouped by Lahore day, today always shown; for the booking named by
 * `move`, the free times of the next three weeks it may move to; and the calendar form's values.
 */
export async function loadAgenda(url: URL, now = new Date()) {
  const today = lahoreDay(now);
  const asked = url.searchParams.get("from") ?? "";
  const from = isCalendarDay(asked) ? asked : today;
  const end = addCalendarDays(from, BOOKING_DAYS);
  const bookings = await liveBookingsBetween(from, end);

  const days = new Map<string, AgendaDay>();
  if (today >= from && today < end)
    days.set(today, { day: today, label: formatLongDay(today), today: true, bookings: [] });
  for (const booking of bookings) {
    const day = lahoreDay(booking.startsAt);
    const entry = days.get(day) ?? { day, label: formatLongDay(day), today: day === today, bookings: [] };
    entry.bookings.push({
      id: booking.id,
      number: booking.number,
      kind: booking.kind,
      kindLabel: kindLabels[booking.kind],
      time: `${formatClock(booking.startsAt)}-${formatClock(booking.endsAt)}`,
      name: booking.name,
      email: booking.email,
      phone: formatPakistaniPhone(booking.phone),
      address: booking.address,
      note: booking.note,
      revision: booking.revision,
      past: booking.startsAt <= now,
    });
    days.set(day, entry);
  }

  const calendar = await getConsultationCalendar();
  const moving = normalBookingNumber(url.searchParams.get("move"));
  let moveChoices: MoveChoices | null = null;
  if (moving && bookings.some((booking) => booking.number === moving)) {
    const window = bookingDays(now);
    const busy = await busyBetween(lahoreInstant(window[0]!, 0), lahoreInstant(addCalendarDays(window.at(-1)!, 1), 0));
    moveChoices = {
      number: moving,
      days: window
        .map((day) => ({
          day,
          label: formatLongDay(day),
          slots: freeSlots(calendar, day, busy, now, 0).map((slot) => ({
            start: slot.start.toISOString(),
            label: `${formatClock(slot.start)}-${formatClock(slot.end)}`,
          })),
        }))
        .filter((day) => day.slots.length > 0),
    };
  }

  return {
    from,
    today,
    span: { first: formatLongDay(from), last: formatLongDay(addCalendarDays(end, -1)) },
    earlier: addCalendarDays(from, -BOOKING_DAYS),
    later: end,
    days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    total: bookings.length,
    moveChoices,
    calendar: formFromCalendar(calendar),
  };
}

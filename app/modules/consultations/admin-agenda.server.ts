import { formatPakistaniPhone } from "~/utils/phone";
import { formFromCalendar } from "./calendar-form";
import { getConsultationCalendar } from "./calendar.server";
import { kindLabels, type ConsultationKind } from "./consultation-kinds";
import { visitsBetween } from "./calendar-holds.server";
import { liveBookingsBetween, normalBookingNumber } from "./consultations.server";
import { freeTimesAhead, type FreeTimesDay } from "./free-times.server";
import { formatClock, formatLongDay, isCalendarDay, lahoreDay } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { BOOKING_DAYS } from "./slots";

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

/** A warranty or damage request's visit, booked by the shop from the request's page. */
export interface AgendaVisit {
  claimId: string;
  /** 'Warranty visit'. */
  label: string;
  time: string;
  orderNumber: string;
  name: string;
  phone: string;
  address: string;
  past: boolean;
}

export interface AgendaDay {
  day: string;
  label: string;
  today: boolean;
  bookings: AgendaBooking[];
  visits: AgendaVisit[];
}

const VISIT_LABELS: Record<string, string> = { warranty: "Warranty visit", damage: "Damage inspection" };

/** The free times a booking may move to, by day. */
export interface MoveChoices {
  number: string;
  days: FreeTimesDay[];
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
  const [bookings, visits] = await Promise.all([liveBookingsBetween(from, end), visitsBetween(from, end)]);

  const days = new Map<string, AgendaDay>();
  const dayOf = (day: string) => {
    const entry = days.get(day) ?? { day, label: formatLongDay(day), today: day === today, bookings: [], visits: [] };
    days.set(day, entry);
    return entry;
  };
  if (today >= from && today < end) dayOf(today);
  for (const booking of bookings) {
    dayOf(lahoreDay(booking.startsAt)).bookings.push({
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
  }
  for (const visit of visits) {
    dayOf(lahoreDay(visit.startsAt!)).visits.push({
      claimId: visit.claimId,
      label: VISIT_LABELS[visit.kind] ?? "Visit",
      time: `${formatClock(visit.startsAt!)}-${formatClock(visit.endsAt!)}`,
      orderNumber: visit.orderNumber,
      name: visit.name,
      phone: formatPakistaniPhone(visit.phone),
      address: `${visit.address}, ${visit.city}`,
      past: visit.startsAt! <= now,
    });
  }

  const calendar = await getConsultationCalendar();
  const moving = normalBookingNumber(url.searchParams.get("move"));
  const moveChoices: MoveChoices | null =
    moving && bookings.some((booking) => booking.number === moving)
      ? { number: moving, days: await freeTimesAhead(now) }
      : null;

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

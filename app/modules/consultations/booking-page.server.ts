import { randomUUID } from "node:crypto";
import { getSessionUser } from "~/modules/accounts/session.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { getConsultationCalendar } from "./calendar.server";
import { isConsultationKind } from "./consultation-kinds";
import { busyBetween } from "./consultations.server";
import { dayChipParts, formatClock, formatLongDay, lahoreInstant } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { bookingDays, dayOptions, freeSlots } from "./slots";

/** One day of the booking window as its button shows it. */
export interface BookingDay {
  day: string;
  /** 'Tuesday 1 December'. */
  label: string;
  weekday: string;
  date: string;
  month: string;
  free: number;
  closed: string | null;
}

/**
 * GET /consultations[?day=YYYY-MM-DD][&type=home]: the next three weeks' days with their free
 * times, the chosen day's times (the first day with a free time unless `day` names one), the
 * kind to preselect, and one idempotency key per visit of the form. Every label is made here,
 * so the page reads the same on the server and in the browser.
 */
export async function loadBookingPage(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const calendar = await getConsultationCalendar();
  const window = bookingDays(now);
  const busy = await busyBetween(lahoreInstant(window[0]!, 0), lahoreInstant(addCalendarDays(window.at(-1)!, 1), 0));
  const days: BookingDay[] = dayOptions(calendar, busy, now).map((option) => ({
    ...option,
    ...dayChipParts(option.day),
    label: formatLongDay(option.day),
  }));
  const asked = url.searchParams.get("day");
  const chosen = days.find((day) => day.day === asked) ?? days.find((day) => day.free > 0) ?? days[0]!;
  const slots = freeSlots(calendar, chosen.day, busy, now).map((slot) => ({
    start: slot.start.toISOString(),
    label: formatClock(slot.start),
  }));
  const type = url.searchParams.get("type");
  const user = await getSessionUser(request);
  return {
    days,
    day: chosen,
    slots,
    type: isConsultationKind(type) ? type : null,
    slotMinutes: calendar.slotMinutes,
    prefill: user
      ? { name: user.name, email: user.email, phone: user.phone ? formatPakistaniPhone(user.phone) : "" }
      : null,
    idempotencyKey: randomUUID(),
  };
}

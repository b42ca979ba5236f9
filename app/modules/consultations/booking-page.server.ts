import { randomUUID } from "node:crypto";
import { getSessionUser } from "~/modules/accounts/session.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { loadBookingWindow } from "./booking-window.server";
import { isConsultationKind } from "./consultation-kinds";

export type { BookingDay } from "./booking-window.server";

/**
 * GET /consultations[?day=YYYY-MM-DD][&type=home]: the next three weeks' days with their free
 * times, the chosen day's times (the first day with a free time unless `day` names one), the
 * kind to preselect, and one idempotency key per visit of the form.
 */
export async function loadBookingPage(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const window = await loadBookingWindow(url.searchParams.get("day"), now);
  const type = url.searchParams.get("type");
  const user = await getSessionUser(request);
  return {
    ...window,
    type: isConsultationKind(type) ? type : null,
    prefill: user
      ? { name: user.name, email: user.email, phone: user.phone ? formatPakistaniPhone(user.phone) : "" }
      : null,
    idempotencyKey: randomUUID(),
  };
}

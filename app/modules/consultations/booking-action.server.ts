import { data } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress } from "~/utils/client-address";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { bookConsultation, bookingByKey } from "./book-consultation.server";
import { bookingNotices, type BookingFormResult } from "./booking-notices";
import { BOOKING_FIELDS, parseBooking } from "./booking.schema";
import { formatSlot } from "./lahore-days";
import type { Booking } from "./consultations.server";
import { CONTACT_BOOKED_MESSAGE } from "./contact-limit.server";
import { consultationMailContext, type ConsultationMailContext } from "./mail-context.server";
import { whereText } from "./mails/booking-facts";
import { SLOT_TAKEN_MESSAGE, slotRefusalMessages } from "./slots";
import { readForm } from "~/utils/form.server";

/**
 * A guard against a script booking every slot: this many booking attempts per client address
 * and hour. A household books one consultation, perhaps a second after a time was taken under
 * it; the attack run took all 8 slots of a day in 0.3 s from two addresses under the earlier 5
 * per 10 minutes. A resent form (the same idempotency key) is not counted. Beside it, an e-mail
 * or phone holds one booking a day (contact-limit.server.ts).
 */
export const BOOKING_RATE_LIMIT = { max: 3, windowMs: 60 * 60_000 } as const;

function echo(form: Record<string, FormDataEntryValue>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of BOOKING_FIELDS) {
    const value = form[field];
    if (typeof value === "string") values[field] = value.slice(0, 2000);
  }
  return values;
}

const refused = (result: Omit<BookingFormResult, "ok">, status: number, headers?: HeadersInit) =>
  data<BookingFormResult>({ ok: false, ...result }, { status, headers });

/**
 * POST /consultations: open to visitors (no account). The form is checked, the client counted
 * (BOOKING_RATE_LIMIT; a resent form is answered with its booking, uncounted), and the booking
 * stored with its mails in one transaction. A time taken meanwhile, or one the calendar does not
 * offer, is refused under the times with nothing stored; the page then lists the day's free
 * times again, without it. A contact that holds a booking that day is told so (409).
 */
export async function handleBooking(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const values = echo(form);
  const parsed = parseBooking(form);
  if (!parsed.success) return refused({ notice: bookingNotices.invalid, errors: parsed.errors, values }, 400);

  const context = await consultationMailContext(publicOrigin(request));
  const resent = await bookingByKey(parsed.data.idempotencyKey);
  if (resent) return booked(resent, context);

  const allowance = await takeAllowance(`consultation:${clientAddress(request)}`, BOOKING_RATE_LIMIT);
  if (!allowance.allowed) {
    return refused({ notice: bookingNotices.rateLimited, errors: {}, values }, 429, {
      "Retry-After": String(allowance.retryAfterSeconds),
    });
  }

  let outcome;
  try {
    outcome = await bookConsultation(parsed.data, context);
  } catch (error) {
    log.error("Booking a consultation failed", { error: String(error) });
    return refused({ notice: bookingNotices.failed, errors: {}, values }, 500);
  }
  if (!outcome.ok) {
    const { reason } = outcome;
    if (reason === "contact-booked") {
      return refused({ notice: { ...bookingNotices.slot, text: CONTACT_BOOKED_MESSAGE }, errors: {}, values }, 409);
    }
    const slot = reason === "taken" ? SLOT_TAKEN_MESSAGE : slotRefusalMessages[reason];
    const notice = { ...bookingNotices.slot, text: slot };
    return refused({ notice, errors: { slot }, values }, reason === "taken" ? 409 : 400);
  }
  if (!outcome.replay) wakeMailWorker();
  return booked(outcome.booking, context);
}

/** The answer of a stored booking: what the confirmation shows. */
function booked(booking: Booking, context: ConsultationMailContext) {
  return data<BookingFormResult>({
    ok: true,
    notice: null,
    errors: {},
    values: {},
    booked: {
      number: booking.number,
      kind: booking.kind,
      when: formatSlot(booking.startsAt, booking.endsAt),
      email: booking.email,
      place: whereText(booking, context.shop),
    },
  });
}

import { data } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress } from "~/utils/client-address";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { bookConsultation } from "./book-consultation.server";
import { bookingNotices, type BookingFormResult } from "./booking-notices";
import { BOOKING_FIELDS, parseBooking } from "./booking.schema";
import { formatSlot } from "./lahore-days";
import { consultationMailContext } from "./mail-context.server";
import { whereText } from "./mails/booking-facts";
import { SLOT_TAKEN_MESSAGE, slotRefusalMessages } from "./slots";

/** A guard against a script booking every slot: this many booking attempts per client and window. */
export const BOOKING_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

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
 * (BOOKING_RATE_LIMIT), and the booking stored with its mails in one transaction. A time taken
 * meanwhile, or one the calendar does not offer, is refused under the times with nothing stored;
 * the page then lists the day's free times again, without it.
 */
export async function handleBooking(request: Request) {
  const form = Object.fromEntries(await request.formData());
  const values = echo(form);
  const parsed = parseBooking(form);
  if (!parsed.success) return refused({ notice: bookingNotices.invalid, errors: parsed.errors, values }, 400);

  const allowance = await takeAllowance(`consultation:${clientAddress(request)}`, BOOKING_RATE_LIMIT);
  if (!allowance.allowed) {
    return refused({ notice: bookingNotices.rateLimited, errors: {}, values }, 429, {
      "Retry-After": String(allowance.retryAfterSeconds),
    });
  }

  const context = await consultationMailContext(publicOrigin(request));
  let outcome;
  try {
    outcome = await bookConsultation(parsed.data, context);
  } catch (error) {
    log.error("Booking a consultation failed", { error: String(error) });
    return refused({ notice: bookingNotices.failed, errors: {}, values }, 500);
  }
  if (!outcome.ok) {
    const slot = outcome.reason === "taken" ? SLOT_TAKEN_MESSAGE : slotRefusalMessages[outcome.reason];
    const notice = { ...bookingNotices.slot, text: slot };
    return refused({ notice, errors: { slot }, values }, outcome.reason === "taken" ? 409 : 400);
  }
  if (!outcome.replay) wakeMailWorker();
  const { booking } = outcome;
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

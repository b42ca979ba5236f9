import { and, eq, gte, lt, ne, or, sql } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { addCalendarDays } from "~/utils/calendar-days";
import { lahoreDay, lahoreInstant } from "./lahore-days";

/**
 * One live booking per e-mail address and per phone number per day. A customer meets a designer
 * once on a day (showroom, home or video); a second time that day is a mistake or a script
 * holding the day's slots under one name, which the per-address limit alone does not stop when
 * the script changes address. Not a rate limit: no wait would make the same form right, so it
 * is answered 409 without Retry-After; moving or cancelling the first booking (its mail's link) frees the day.
 */
export const CONTACT_BOOKED_MESSAGE =
  "This e-mail address or phone number already has a consultation booked on that day. To choose another time, move or cancel that one with the link in its confirmation e-mail, or call us.";

/** Thrown inside the booking's transaction to roll it back: the contact holds a booking that day. */
export class ContactBookedError extends Error {
  constructor() {
    super("The e-mail or phone holds another live booking that day");
  }
}

type Executor = Pick<ReturnType<typeof db>, "select" | "execute">;

/**
 * Serialises the bookings, moves and shop's visits of one Lahore day until the transaction ends
 * (a day has a handful), so that the same contact's forms sent at once see each other in
 * refuseSecondBookingOfDay, and a visit and a booking of one time see each other in refuseOverlap.
 */
export async function lockBookingDay(executor: Executor, start: Date) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultation-day:${lahoreDay(start)}`}))`);
}

/** After the insert, under lockBookingDay: another live booking that day of the same e-mail or phone throws. */
export async function refuseSecondBookingOfDay(
  executor: Executor,
  booking: { id: string; startsAt: Date; email: string; phone: string },
) {
  const day = lahoreDay(booking.startsAt);
  const [other] = await executor
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.state, "booked"),
        ne(consultationBookings.id, booking.id),
        gte(consultationBookings.startsAt, lahoreInstant(day, 0)),
        lt(consultationBookings.startsAt, lahoreInstant(addCalendarDays(day, 1), 0)),
        or(eq(consultationBookings.email, booking.email), eq(consultationBookings.phone, booking.phone)),
      ),
    )
    .limit(1);
  if (other) throw new ContactBookedError();
}

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import type { BookingInput } from "./booking.schema";
import { getConsultationCalendar } from "./calendar.server";
import { cancelKeyFor, cancelKeyHash, cancelUrl } from "./cancel-key.server";
import { ContactBookedError, lockBookingDay, refuseSecondBookingOfDay } from "./contact-limit.server";
import type { Booking } from "./consultations.server";
import type { ConsultationMailContext } from "./mail-context.server";
import { confirmationMail } from "./mails/customer-mails";
import { shopNoticeMail } from "./mails/shop-mails";
import { isNumberClash, isSlotTaken, refuseOverlap } from "./slot-conflict.server";
import { checkSlot, type SlotRefusal } from "./slots";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

export type BookingOutcome =
  { ok: true; booking: Booking; replay: boolean } | { ok: false; reason: SlotRefusal | "taken" | "contact-booked" };

const byKey = (key: string) => eq(consultationBookings.idempotencyKey, key);

/** The booking a form's idempotency key made already, if any: a resent form gets it back. */
export async function bookingByKey(key: string): Promise<Booking | null> {
  const [earlier] = await db().select().from(consultationBookings).where(byKey(key));
  return earlier ?? null;
}

/**
 * Books a consultation: the slot must be on the calendar's grid now (checkSlot), and the database
 * decides who gets it. The insert relies on the partial unique index on a live booking's start:
 * of any number of customers clicking at once, one insert succeeds and the others fail with a
 * unique violation, answered 'taken' with nothing stored and no mail. An e-mail or phone that
 * holds a booking that day already is refused ('contact-booked', contact-limit.server.ts), its
 * check serialised per day. The customer's confirmation (with the calendar invitation) and the
 * shop's notice are queued in the same transaction. The same idempotency key again is the same
 * booking (`replay`), with no second mail.
 */
export async function bookConsultation(
  input: BookingInput,
  context: ConsultationMailContext,
  now = new Date(),
): Promise<BookingOutcome> {
  const earlier = await bookingByKey(input.idempotencyKey);
  if (earlier) return { ok: true, booking: earlier, replay: true };
  const checked = checkSlot(await getConsultationCalendar(), new Date(input.slot), now);
  if (!checked.ok) return checked;

  for (let attempt = 1; ; attempt += 1) {
    const id = randomUUID();
    const number = id.slice(0, 8).toUpperCase();
    const cancelKey = cancelKeyFor(id);
    try {
      return await db().transaction(async (tx) => {
        await lockBookingDay(tx, checked.slot.start);
        const [row] = await tx
          .insert(consultationBookings)
          .values({
            id,
            number,
            kind: input.kind,
            startsAt: checked.slot.start,
            endsAt: checked.slot.end,
            name: input.name,
            email: input.email,
            phone: input.phone,
            address: input.kind === "home" ? input.address : null,
            note: input.note,
            cancelKeyHash: cancelKeyHash(cancelKey),
            idempotencyKey: input.idempotencyKey,
          })
          // The same form sent twice at once: the second waits for the first and stores nothing.
          .onConflictDoNothing({ target: consultationBookings.idempotencyKey })
          .returning();
        if (!row) {
          const [same] = await tx.select().from(consultationBookings).where(byKey(input.idempotencyKey));
          return { ok: true as const, booking: same!, replay: true };
        }
        await refuseOverlap(tx, row);
        await refuseSecondBookingOfDay(tx, row);
        const { shop, shopEmail } = context;
        const customer = confirmationMail(row, shop, cancelUrl(shop.origin, number, cancelKey), now);
        await queueMail(tx, { kind: "consultation-booked", to: row.email, replyTo: shopEmail, ...customer });
        if (mailsShopAbout(context, "booking")) {
          await queueMail(tx, {
            kind: "consultation-shop-booked",
            to: shopEmail,
            replyTo: row.email,
            ...shopNoticeMail(row, shop, "booked"),
          });
        }
        return { ok: true as const, booking: row, replay: false };
      });
    } catch (error) {
      if (isSlotTaken(error)) return { ok: false, reason: "taken" };
      if (error instanceof ContactBookedError) return { ok: false, reason: "contact-booked" };
      // Two bookings whose ids begin alike (one in four billion): a new id settles it.
      if (isNumberClash(error) && attempt < 3) continue;
      throw error;
    }
  }
}

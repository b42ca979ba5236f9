import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { cancelKeyMatches } from "./cancel-key.server";
import { kindLabels } from "./consultation-kinds";
import { findBooking, normalBookingNumber, type Booking } from "./consultations.server";
import { formatSlot } from "./lahore-days";
import type { ConsultationMailContext } from "./mail-context.server";
import { whereText, type ConsultationMailShop } from "./mails/booking-facts";
import { cancellationMail } from "./mails/customer-mails";
import { shopNoticeMail } from "./mails/shop-mails";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

/** What a cancel link finds: a booking to cancel, one already cancelled or past, or nothing it may open. */
export type CancelLinkState = "open" | "cancelled" | "past" | "invalid";

/** The booking as the cancel page shows it: only to the holder of the link. */
export interface CancelLinkBooking {
  number: string;
  kind: string;
  when: string;
  place: string;
}

/**
 * A forged or foreign key learns nothing ('invalid', as for a number that does not exist); the
 * real one is told the booking's state.
 */
export function stateOf(booking: Booking | undefined, key: string | null, now: Date): CancelLinkState {
  if (!booking || !cancelKeyMatches(key, booking.cancelKeyHash)) return "invalid";
  if (booking.state === "cancelled") return "cancelled";
  return booking.startsAt <= now ? "past" : "open";
}

/** What the link's page shows of the booking. */
export function shown(booking: Booking, shop: Pick<ConsultationMailShop, "name" | "showroom">): CancelLinkBooking {
  return {
    number: booking.number,
    kind: kindLabels[booking.kind],
    when: formatSlot(booking.startsAt, booking.endsAt),
    place: whereText(booking, shop),
  };
}

/** The booking a link opens, with its state; no booking unless the key is the link's. */
export async function openLink(
  numberParam: string | undefined,
  key: string | null,
  now = new Date(),
): Promise<{ state: CancelLinkState; row: Booking | null }> {
  const number = normalBookingNumber(numberParam);
  const booking = number ? await findBooking(number) : undefined;
  const state = stateOf(booking, key, now);
  return { state, row: state === "invalid" ? null : booking! };
}

/** The GET: reads the link, changes nothing (mail scanners open links). */
export async function readCancelLink(
  numberParam: string | undefined,
  key: string | null,
  shop: Pick<ConsultationMailShop, "name" | "showroom">,
  now = new Date(),
): Promise<{ state: CancelLinkState; booking: CancelLinkBooking | null }> {
  const { state, row } = await openLink(numberParam, key, now);
  return { state, booking: row ? shown(row, shop) : null };
}

/**
 * The POST: the customer cancels. The row is locked, so a double click cancels once and mails
 * once; the slot is free again at once (the unique index holds live bookings only). The
 * customer's mail carries a CANCEL invitation to take it out of their calendar; the shop is told.
 */
export async function cancelByCustomer(
  numberParam: string | undefined,
  key: string | null,
  context: ConsultationMailContext,
  now = new Date(),
): Promise<{ state: CancelLinkState | "done"; booking: CancelLinkBooking | null }> {
  const number = normalBookingNumber(numberParam);
  if (!number) return { state: "invalid", booking: null };
  return db().transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(consultationBookings)
      .where(eq(consultationBookings.number, number))
      .for("update");
    const state = stateOf(booking, key, now);
    if (state !== "open") return { state, booking: state === "invalid" ? null : shown(booking!, context.shop) };
    const [cancelled] = await tx
      .update(consultationBookings)
      .set({
        state: "cancelled",
        cancelledAt: now,
        cancelledBy: "customer",
        revision: sql`${consultationBookings.revision} + 1`,
      })
      .where(eq(consultationBookings.id, booking!.id))
      .returning();
    const { shop, shopEmail } = context;
    await queueMail(tx, {
      kind: "consultation-cancelled",
      to: cancelled!.email,
      replyTo: shopEmail,
      ...cancellationMail(cancelled!, shop, { by: "customer" }, now),
    });
    if (mailsShopAbout(context, "booking")) {
      await queueMail(tx, {
        kind: "consultation-shop-cancelled",
        to: shopEmail,
        replyTo: cancelled!.email,
        ...shopNoticeMail(cancelled!, shop, "cancelled"),
      });
    }
    return { state: "done" as const, booking: shown(cancelled!, shop) };
  });
}

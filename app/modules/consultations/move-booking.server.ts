import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { getConsultationCalendar } from "./calendar.server";
import { cancelKeyFor, cancelKeyMatches, cancelUrl } from "./cancel-key.server";
import { bookingAuditTarget } from "./change-booking.server";
import { ContactBookedError, lockBookingDay, refuseSecondBookingOfDay } from "./contact-limit.server";
import type { Booking } from "./consultations.server";
import { formatSlot } from "./lahore-days";
import type { ConsultationMailContext } from "./mail-context.server";
import { movedMail } from "./mails/customer-mails";
import { shopNoticeMail } from "./mails/shop-mails";
import { isSlotTaken, refuseOverlap } from "./slot-conflict.server";
import { checkSlot, MIN_NOTICE_MINUTES, type SlotRefusal } from "./slots";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

/**
 * Who moves a booking, and so by which rules:
 * - the shop, from its agenda: any free slot of the grid, no notice; `revision` is the booking
 *   as the admin saw it (one changed since is 'stale');
 * - the customer, from the private link of the booking's mails: the booking's own rules (the
 *   notice, one live booking per contact and day), only with the link's key, and the shop is told.
 */
export type Mover =
  | { by: "shop"; id: string; revision: number; actor: AuditActor }
  | { by: "customer"; number: string; key: string | null; ip: string | null };

export type MoveRefusal = "missing" | "cancelled" | "started" | "stale" | "taken" | "contact-booked" | SlotRefusal;

export type MoveOutcome = { status: "done" | "unchanged"; booking: Booking } | { status: MoveRefusal };

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The booking, locked until the move commits; for a customer only when the key is the link's. */
async function lockFor(tx: Tx, mover: Mover): Promise<Booking | undefined> {
  const where =
    mover.by === "shop" ? eq(consultationBookings.id, mover.id) : eq(consultationBookings.number, mover.number);
  const [booking] = await tx.select().from(consultationBookings).where(where).for("update");
  if (booking && mover.by === "customer" && !cancelKeyMatches(mover.key, booking.cancelKeyHash)) return undefined;
  return booking;
}

/** Why the locked booking may not move to `slot`, or null when it may (the slot itself is checked apart). */
function refusalOf(booking: Booking | undefined, slot: Date, mover: Mover, now: Date): MoveOutcome | null {
  if (!booking) return { status: "missing" };
  if (booking.state === "cancelled") return { status: "cancelled" };
  if (booking.startsAt <= now) return { status: "started" };
  // The same move again (a double click, a resent form): done already, nothing more to do.
  if (booking.startsAt.getTime() === slot.getTime()) return { status: "unchanged", booking };
  if (mover.by === "shop" && booking.revision !== mover.revision) return { status: "stale" };
  return null;
}

/**
 * Moves a booking to another slot: the one function for the shop's move and the customer's.
 * The new start is claimed by the same unique index as a booking: a slot held meanwhile is
 * refused ('taken') and nothing changes; a booking made before the owner changed the slot
 * length is refused the same way (refuseOverlap). The revision goes up, so the customer's
 * calendar replaces the event with the new invitation's (same UID, higher SEQUENCE). The
 * customer's mail (with the invitation and the link to move or cancel), the shop's notice
 * when the customer moved it, and the audit entry (the booking's history) share the transaction.
 */
export async function moveBooking(
  mover: Mover,
  slot: Date,
  context: ConsultationMailContext,
  now = new Date(),
): Promise<MoveOutcome> {
  const customer = mover.by === "customer";
  const checked = checkSlot(await getConsultationCalendar(), slot, now, customer ? MIN_NOTICE_MINUTES : 0);
  try {
    return await db().transaction(async (tx): Promise<MoveOutcome> => {
      const booking = await lockFor(tx, mover);
      const refused = refusalOf(booking, slot, mover, now);
      if (refused) return refused;
      if (!checked.ok) return { status: checked.reason };
      // The day's holds are checked under its lock (a shop's visit has no unique index), and a
      // customer holds one live booking a day (contact-limit.server.ts), checked as a booking is.
      await lockBookingDay(tx, checked.slot.start);
      const [moved] = await tx
        .update(consultationBookings)
        .set({
          startsAt: checked.slot.start,
          endsAt: checked.slot.end,
          revision: sql`${consultationBookings.revision} + 1`,
        })
        .where(eq(consultationBookings.id, booking!.id))
        .returning();
      await refuseOverlap(tx, moved!);
      if (customer) await refuseSecondBookingOfDay(tx, moved!);
      await mailTheMove(tx, moved!, booking!, mover.by, context, now);
      const actor = customer ? { id: null, email: booking!.email, ip: mover.ip } : mover.actor;
      const changes = {
        when: {
          before: formatSlot(booking!.startsAt, booking!.endsAt),
          after: formatSlot(moved!.startsAt, moved!.endsAt),
        },
        ...(customer ? { by: "the customer, from the link in the booking's e-mail" } : {}),
      };
      await recordAudit(actor, { action: "consultation.moved", target: bookingAuditTarget(booking!), changes }, tx);
      return { status: "done", booking: moved! };
    });
  } catch (error) {
    if (isSlotTaken(error)) return { status: "taken" };
    if (error instanceof ContactBookedError) return { status: "contact-booked" };
    throw error;
  }
}

/** The customer's mail of the new time (and, when they moved it themselves, the shop's notice). */
async function mailTheMove(
  tx: Tx,
  moved: Booking,
  previous: Booking,
  by: Mover["by"],
  { shop, shopEmail, shopMails }: ConsultationMailContext,
  now: Date,
) {
  const link = cancelUrl(shop.origin, moved.number, cancelKeyFor(moved.id));
  await queueMail(tx, {
    kind: "consultation-moved",
    to: moved.email,
    replyTo: shopEmail,
    ...movedMail(moved, previous, shop, link, { by, now }),
  });
  if (by !== "customer" || !mailsShopAbout({ shopMails }, "booking")) return;
  await queueMail(tx, {
    kind: "consultation-shop-moved",
    to: shopEmail,
    replyTo: moved.email,
    ...shopNoticeMail(moved, shop, "moved", previous),
  });
}

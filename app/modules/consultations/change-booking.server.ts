import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { getConsultationCalendar } from "./calendar.server";
import { cancelKeyFor, cancelUrl } from "./cancel-key.server";
import type { Booking } from "./consultations.server";
import { formatSlot } from "./lahore-days";
import type { ConsultationMailContext } from "./mail-context.server";
import { cancellationMail, movedMail } from "./mails/customer-mails";
import { isSlotTaken, refuseOverlap } from "./slot-conflict.server";
import { checkSlot, type SlotRefusal } from "./slots";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

const target = (booking: Booking) => ({
  type: "consultation",
  id: booking.id,
  label: `#${booking.number} ${booking.name}`.slice(0, 200),
});

async function lockBooking(tx: Tx, id: string) {
  const [booking] = await tx.select().from(consultationBookings).where(eq(consultationBookings.id, id)).for("update");
  return booking;
}

export type ShopCancelOutcome = { status: "done" | "already" | "past" | "missing"; booking?: Booking };

/**
 * The shop cancels a booking: the row locked, the state changed, the customer mailed (with the
 * reason, if any, and a CANCEL invitation) and the audit entry written, all in one transaction.
 * Cancelling a cancelled booking again changes nothing and mails nobody.
 */
export async function cancelByShop(
  id: string,
  reason: string | null,
  by: AuditActor,
  context: ConsultationMailContext,
  now = new Date(),
): Promise<ShopCancelOutcome> {
  return db().transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) return { status: "missing" };
    if (booking.state === "cancelled") return { status: "already", booking };
    if (booking.startsAt <= now) return { status: "past", booking };
    const [cancelled] = await tx
      .update(consultationBookings)
      .set({
        state: "cancelled",
        cancelledAt: now,
        cancelledBy: by.email,
        revision: sql`${consultationBookings.revision} + 1`,
      })
      .where(eq(consultationBookings.id, id))
      .returning();
    await queueMail(tx, {
      kind: "consultation-cancelled",
      to: cancelled!.email,
      replyTo: context.shopEmail,
      ...cancellationMail(cancelled!, context.shop, { by: "shop", reason }, now),
    });
    const changes = {
      state: { before: "booked", after: "cancelled" },
      when: formatSlot(booking.startsAt, booking.endsAt),
      reason,
    };
    await recordAudit(by, { action: "consultation.cancelled", target: target(booking), changes }, tx);
    return { status: "done", booking: cancelled };
  });
}

export type MoveOutcome =
  | { status: "done" | "unchanged"; booking: Booking }
  | { status: "missing" | "cancelled" | "stale" | "taken" | SlotRefusal };

/**
 * The shop moves a booking to another slot of the grid (no notice needed, unlike a customer).
 * The new start is claimed by the same unique index as a booking: a slot held meanwhile is
 * refused ('taken') and nothing changes. The revision goes up, so the customer's calendar
 * replaces the event with the new invitation's. `revision` is the one the admin saw: a booking
 * changed since is refused ('stale'), and the same move sent twice is 'unchanged'.
 */
export async function moveBooking(
  move: { id: string; revision: number; slot: Date },
  by: AuditActor,
  context: ConsultationMailContext,
  now = new Date(),
): Promise<MoveOutcome> {
  const checked = checkSlot(await getConsultationCalendar(), move.slot, now, 0);
  try {
    return await db().transaction(async (tx): Promise<MoveOutcome> => {
      const booking = await lockBooking(tx, move.id);
      if (!booking) return { status: "missing" };
      if (booking.state === "cancelled") return { status: "cancelled" };
      if (booking.startsAt.getTime() === move.slot.getTime()) return { status: "unchanged", booking };
      if (booking.revision !== move.revision) return { status: "stale" };
      if (!checked.ok) return { status: checked.reason };
      const [moved] = await tx
        .update(consultationBookings)
        .set({
          startsAt: checked.slot.start,
          endsAt: checked.slot.end,
          revision: sql`${consultationBookings.revision} + 1`,
        })
        .where(eq(consultationBookings.id, booking.id))
        .returning();
      await refuseOverlap(tx, moved!);
      const link = cancelUrl(context.shop.origin, moved!.number, cancelKeyFor(moved!.id));
      await queueMail(tx, {
        kind: "consultation-moved",
        to: moved!.email,
        replyTo: context.shopEmail,
        ...movedMail(moved!, booking, context.shop, link, now),
      });
      const changes = {
        when: {
          before: formatSlot(booking.startsAt, booking.endsAt),
          after: formatSlot(moved!.startsAt, moved!.endsAt),
        },
      };
      await recordAudit(by, { action: "consultation.moved", target: target(booking), changes }, tx);
      return { status: "done", booking: moved! };
    });
  } catch (error) {
    if (isSlotTaken(error)) return { status: "taken" };
    throw error;
  }
}

import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import type { Booking } from "./consultations.server";
import { formatSlot } from "./lahore-days";
import type { ConsultationMailContext } from "./mail-context.server";
import { cancellationMail } from "./mails/customer-mails";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** A booking as the audit log names it: the booking's history, whoever changed it. */
export const bookingAuditTarget = (booking: Booking) => ({
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
    await recordAudit(by, { action: "consultation.cancelled", target: bookingAuditTarget(booking), changes }, tx);
    return { status: "done", booking: cancelled };
  });
}

// Moving a booking, by the shop or by the customer: move-booking.server.ts.

import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { recordOrderEvent } from "./order-history.server";
import { queueDeliveryDateMail } from "./order-updates.server";

export type SetDeliveryDateResult =
  { ok: true; number: string; changed: boolean } | { ok: false; status: 404 | 409; message: string };

const FINISHED = new Set(["delivered", "completed", "cancelled"]);

/**
 * The admin plans (or moves) the delivery: the day, the slot, the order's history, the audit
 * entry and the customer's mail commit together. The same day and slot again change nothing,
 * so a retried form is harmless.
 */
export async function setDeliveryDate(
  input: { orderId: string; date: string; slot: number | null },
  by: AuditActor,
  context: { origin: string },
): Promise<SetDeliveryDateResult> {
  const settings = await getShopSettings();
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for("update");
    if (!order) return { ok: false as const, status: 404 as const, message: "Order not found." };
    if (order.deliveryDate === input.date && order.deliverySlotStart === input.slot) {
      return { ok: true as const, number: order.number, changed: false };
    }
    if (FINISHED.has(order.status)) {
      return {
        ok: false as const,
        status: 409 as const,
        message: `This order is ${order.status === "cancelled" ? "cancelled" : "already delivered"}: its delivery cannot be planned.`,
      };
    }
    const before = order.deliveryDate ? { date: order.deliveryDate, slotStart: order.deliverySlotStart } : null;
    const after = { date: input.date, slotStart: input.slot };
    const [updated] = await tx
      .update(orders)
      .set({ deliveryDate: input.date, deliverySlotStart: input.slot, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    const changes = { delivery: { before, after } };
    await recordOrderEvent(tx, order.id, { kind: "admin", by }, { kind: "delivery-date", changes });
    await recordAudit(
      by,
      { action: "order.delivery-date", target: { type: "order", id: order.id, label: order.number }, changes },
      tx,
    );
    await queueDeliveryDateMail(tx, updated!, { before, after }, { settings, origin: context.origin });
    return { ok: true as const, number: order.number, changed: true };
  });
}

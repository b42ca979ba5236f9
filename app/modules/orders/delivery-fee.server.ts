import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { formatPrice } from "~/utils/money";
import { queueOrderMail } from "./order-mail-render.server";
import { recordOrderEvent } from "./order-history.server";
import { orderAdvance } from "./advance";

export type SetDeliveryFeeResult =
  { ok: true; number: string; totalAmount: number } | { ok: false; status: 404 | 409; message: string };

/**
 * The admin names the delivery charge of an order whose delivery was 'to be confirmed' (a city
 * the policy prices by quote): the fee and the new total are written with the audit entry and
 * the customer's mail, in one transaction. The same fee sent again changes nothing (a retried
 * form); a fee already named is not changed here.
 */
export async function setDeliveryFee(
  orderId: string,
  fee: number,
  by: AuditActor,
  mail: { settings: ShopSettings; origin: string },
): Promise<SetDeliveryFeeResult> {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false as const, status: 404 as const, message: "Order not found." };
    if (order.deliveryFee !== null) {
      if (order.deliveryFee === fee) return { ok: true as const, number: order.number, totalAmount: order.totalAmount };
      return {
        ok: false as const,
        status: 409 as const,
        message: `The delivery charge of this order is already ${formatPrice(order.deliveryFee)}.`,
      };
    }
    if (order.status === "cancelled") {
      return { ok: false as const, status: 409 as const, message: "This order is cancelled." };
    }
    // A code's reduction of the pieces stands (free delivery is never given on a charge by quote).
    const totalAmount = order.subtotal - order.discountAmount + fee - order.deliveryDiscount - order.returnedAmount;
    // The advance is a share of the whole total: with the fee known, it grows by the fee's share.
    // Never below what checkout asked (the settings' rule may have been lowered since).
    const advanceDue = Math.max(order.advanceDue, orderAdvance({ ...order, deliveryFee: fee }, mail.settings));
    await tx
      .update(orders)
      .set({ deliveryFee: fee, totalAmount, advanceDue, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await recordAudit(
      by,
      {
        action: "order.delivery-fee",
        target: { type: "order", id: orderId, label: order.number },
        changes: {
          deliveryFee: { before: null, after: fee },
          totalAmount: { before: order.totalAmount, after: totalAmount },
          advanceDue: { before: order.advanceDue, after: advanceDue },
        },
      },
      tx,
    );
    await recordOrderEvent(
      tx,
      orderId,
      { kind: "admin", by },
      {
        kind: "delivery-fee",
        changes: {
          deliveryFee: { before: null, after: fee },
          totalAmount: { before: order.totalAmount, after: totalAmount },
        },
      },
    );
    await queueOrderMail(
      tx,
      { ...order, deliveryFee: fee, totalAmount, advanceDue },
      { renderer: "order-delivery-fee", input: { orderId, origin: mail.origin, fee } },
      { settings: mail.settings },
    );
    return { ok: true as const, number: order.number, totalAmount };
  });
}

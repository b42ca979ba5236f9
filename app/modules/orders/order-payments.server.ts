import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderPayments, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { recordOrderEvent } from "./order-history.server";
import { paymentState, type PaymentForm } from "./payments";

export type RecordPaymentResult =
  | { ok: true; number: string; amountPaid: number; overpaid: number; repeated: boolean }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Records money received for an order (DECISIONS: the admin marks payments): the payment, the
 * order's running total paid (and 'paid' once it covers the total), the history entry and the
 * audit entry, in one transaction. The form's key makes a repeated post one payment. A payment
 * past the total is recorded and reported as an overpayment, so the shop sees what it owes back.
 */
export async function recordPayment(form: PaymentForm, by: AuditActor): Promise<RecordPaymentResult> {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, form.orderId)).for("update");
    if (!order) return { ok: false as const, status: 404 as const, message: "Order not found." };
    const [inserted] = await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        amount: form.amount,
        method: form.method,
        receivedOn: form.receivedOn,
        reference: form.reference,
        recordedById: by.id,
        recordedBy: by.email,
        requestKey: form.requestKey,
      })
      .onConflictDoNothing({ target: [orderPayments.orderId, orderPayments.requestKey] })
      .returning({ id: orderPayments.id });
    if (!inserted) {
      const { overpaid } = paymentState(order);
      return { ok: true as const, number: order.number, amountPaid: order.amountPaid, overpaid, repeated: true };
    }
    const amountPaid = order.amountPaid + form.amount;
    const fullyPaid = amountPaid >= order.totalAmount;
    await tx
      .update(orders)
      .set({
        amountPaid,
        paymentStatus: fullyPaid ? "paid" : "unpaid",
        paidAt: fullyPaid ? (order.paidAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    const payment = {
      amount: form.amount,
      method: form.method,
      receivedOn: form.receivedOn,
      reference: form.reference,
    };
    const changes = {
      payment: { before: null, after: payment },
      amountPaid: { before: order.amountPaid, after: amountPaid },
    };
    await recordOrderEvent(tx, order.id, { kind: "admin", by }, { kind: "payment", changes });
    await recordAudit(
      by,
      { action: "order.payment", target: { type: "order", id: order.id, label: order.number }, changes },
      tx,
    );
    const { overpaid } = paymentState({ ...order, amountPaid });
    return { ok: true as const, number: order.number, amountPaid, overpaid, repeated: false };
  });
}

/** An order's payments, oldest first (the admin's order detail). */
export function listPayments(orderId: string) {
  return db()
    .select({
      id: orderPayments.id,
      amount: orderPayments.amount,
      method: orderPayments.method,
      receivedOn: orderPayments.receivedOn,
      reference: orderPayments.reference,
      recordedBy: orderPayments.recordedBy,
      createdAt: orderPayments.createdAt,
    })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
}

export type OrderPaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

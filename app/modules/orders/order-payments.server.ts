import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderPayments, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { formatPrice } from "~/utils/money";
import { recordOrderEvent } from "./order-history.server";
import { queueReceiptMail, type OrderMailContext } from "./order-updates.server";
import { paymentState, type PaymentForm } from "./payments";

export type RecordPaymentResult =
  | {
      ok: true;
      number: string;
      kind: "payment" | "refund";
      amountPaid: number;
      overpaid: number;
      repeated: boolean;
      /** The payment recorded; null when the form was a repeat. */
      paymentId: string | null;
    }
  | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Records money received for an order, or given back (DECISIONS: the admin marks payments): the
 * row, the order's running total paid (less refunds; 'paid' once it covers the total), the
 * history entry, the audit entry and the customer's receipt, in one transaction. The form's key
 * makes a repeated post one payment. A payment past the total is recorded and reported as an
 * overpayment, so the shop sees what it owes back; a refund cannot exceed what was paid.
 */
export async function recordPayment(
  form: PaymentForm,
  by: AuditActor,
  mail: OrderMailContext,
): Promise<RecordPaymentResult> {
  return db().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, form.orderId)).for("update");
    if (!order) return { ok: false as const, status: 404 as const, message: "Order not found." };
    return recordPaymentIn(tx, order, form, by, mail);
  });
}

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * The same, in the caller's transaction, on the order's row as the caller locked it (`for
 * update`): a returned piece's refund is recorded with its request's step (claims/move-claim).
 */
export async function recordPaymentIn(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  form: PaymentForm,
  by: AuditActor,
  mail: OrderMailContext,
): Promise<RecordPaymentResult> {
  const refund = form.kind === "refund";
  // A cancelled order takes no more money (its form offers refunds only; this is the rule).
  if (!refund && order.status === "cancelled") {
    return {
      ok: false as const,
      status: 409 as const,
      message: "This order is cancelled: record a refund, or reopen the order before taking a payment.",
    };
  }
  if (refund && form.amount > order.amountPaid) {
    return {
      ok: false as const,
      status: 400 as const,
      message: `A refund cannot be more than the ${formatPrice(order.amountPaid)} this order has been paid.`,
    };
  }
  const [inserted] = await tx
    .insert(orderPayments)
    .values({
      orderId: order.id,
      kind: form.kind,
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
    const repeated = { number: order.number, kind: form.kind, amountPaid: order.amountPaid, overpaid };
    return { ok: true as const, ...repeated, repeated: true, paymentId: null };
  }
  const amountPaid = order.amountPaid + (refund ? -form.amount : form.amount);
  // Settled: paid what it totals; an order whose pieces were all returned and refunded totals
  // nothing and has been paid nothing, and is settled too, not waiting for a payment.
  const fullyPaid = amountPaid >= order.totalAmount && (amountPaid > 0 || order.returnedAmount > 0);
  const [updated] = await tx
    .update(orders)
    .set({
      amountPaid,
      paymentStatus: fullyPaid ? "paid" : "unpaid",
      paidAt: fullyPaid ? (order.paidAt ?? sql`now()`) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const entry = {
    amount: form.amount,
    method: form.method,
    receivedOn: form.receivedOn,
    reference: form.reference,
  };
  const changes = {
    [form.kind]: { before: null, after: entry },
    amountPaid: { before: order.amountPaid, after: amountPaid },
  };
  await recordOrderEvent(tx, order.id, { kind: "admin", by }, { kind: form.kind, changes });
  await recordAudit(
    by,
    { action: `order.${form.kind}`, target: { type: "order", id: order.id, label: order.number }, changes },
    tx,
  );
  await queueReceiptMail(tx, updated!, inserted.id, mail);
  const { overpaid } = paymentState({ ...order, amountPaid });
  return {
    ok: true as const,
    number: order.number,
    kind: form.kind,
    amountPaid,
    overpaid,
    repeated: false,
    paymentId: inserted.id,
  };
}

/** An order's payments, oldest first (the admin's order detail). */
export function listPayments(orderId: string) {
  return db()
    .select({
      id: orderPayments.id,
      amount: orderPayments.amount,
      kind: orderPayments.kind,
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

import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claims, orders } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { recordOrderEvent } from "~/modules/orders/order-history.server";
import { recordPaymentIn } from "~/modules/orders/order-payments.server";
import { placeReplacementOrder } from "~/modules/orders/replacement-order.server";
import type { PaymentForm } from "~/modules/orders/payments";
import { formatPrice } from "~/utils/money";
import { claimPieces } from "./claim-pieces.server";
import { CLAIM_KIND_LABELS, CLAIM_STATE_LABELS } from "./claim-labels";
import type { ClaimMailContext } from "./claim-mails.server";
import { queueClaimStepMail } from "./claim-mails.server";
import { claimActionAllowed, stateAfter } from "./claim-steps";
import { approvalOf, bookApproval, type Approval } from "./claim-approval.server";
import { claimBookingText } from "./claim-booking";
import { isSlotTaken } from "~/modules/consultations/slot-conflict.server";
import { SLOT_TAKEN_MESSAGE } from "~/modules/consultations/slots";
import type { ClaimStepInput } from "./claim-step.schema";

export type MoveClaimResult =
  | { ok: true; repeated: boolean; orderId: string }
  | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** What the request's pieces were bought for: the most its refund may be. */
async function claimedValue(tx: Transaction, claimId: string): Promise<number> {
  return (await claimPieces(tx, [claimId])).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}

/**
 * A refund for returned pieces: money going out, recorded as the order's refund (its history,
 * audit entry and receipt), and the same amount taken off the order's total as returned pieces,
 * so the balance the buyer is told stays what it was. At most what the pieces were bought for,
 * what the order still totals, and what it has been paid.
 */
async function refundFor(
  tx: Transaction,
  claimId: string,
  order: typeof orders.$inferSelect,
  form: PaymentForm,
  by: AuditActor,
  context: ClaimMailContext,
): Promise<{ ok: true; paymentId: string | null } | { ok: false; status: 400; message: string; field: string }> {
  const limit = Math.min(await claimedValue(tx, claimId), order.totalAmount, order.amountPaid);
  if (form.amount > limit) {
    return {
      ok: false,
      status: 400,
      field: "amount",
      message: `This request's refund can be at most ${formatPrice(limit)}: what its pieces cost, within what the order was paid.`,
    };
  }
  const total = order.totalAmount - form.amount;
  const [reduced] = await tx
    .update(orders)
    .set({
      totalAmount: total,
      returnedAmount: order.returnedAmount + form.amount,
      advanceDue: Math.min(order.advanceDue, total),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  const recorded = await recordPaymentIn(tx, reduced!, form, by, context);
  if (!recorded.ok) throw new Error(`A checked refund was refused: ${recorded.message}`);
  return { ok: true, paymentId: recorded.paymentId };
}

/**
 * A replacement: a new order at zero of the request's pieces, their stock taken as a checkout's
 * is. A piece outside the catalogue (a quoted one) or short of stock is refused with the reason.
 */
async function replacementFor(
  tx: Transaction,
  claim: typeof claims.$inferSelect,
  order: typeof orders.$inferSelect,
  by: AuditActor,
): Promise<{ ok: true; orderId: string; number: string } | { ok: false; status: 409; message: string }> {
  const lines = await claimPieces(tx, [claim.id]);
  const catalogued = lines.flatMap((line) =>
    line.productId && line.variantId
      ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
      : [],
  );
  if (catalogued.length !== lines.length) {
    return {
      ok: false,
      status: 409,
      message: "A piece of this request is not in the catalogue: make it as a custom order, then close the request.",
    };
  }
  const placed = await placeReplacementOrder(tx, order, catalogued, {
    key: `replacement:${claim.id}`,
    note: `Replacement for order #${order.number} (${CLAIM_KIND_LABELS[claim.kind].toLowerCase()} request)`,
    actor: { kind: "admin", by },
  });
  if (!placed.ok) return { ok: false, status: 409, message: `The replacement could not be made: ${placed.message}` };
  return { ok: true, orderId: placed.order.id, number: placed.order.number };
}

/**
 * One step of a request in the shop's pipeline (issue 36, item 3), in one transaction: the
 * request's row and its order's locked, the step checked against the state it is in now (a
 * second admin's step in between is refused, the same post again answers as done), the
 * request updated, the order's history and the audit log written, and the buyer's mail queued.
 */
export async function moveClaim(
  step: ClaimStepInput,
  refund: PaymentForm | null,
  by: AuditActor,
  context: ClaimMailContext,
  now = new Date(),
): Promise<MoveClaimResult> {
  // A visit's time is checked against the calendar's grid before the transaction, as a booking's is.
  const approval = step.action === "approve" ? await approvalOf(step, now) : null;
  try {
    return await db().transaction((tx) => stepIn(tx, step, approval, refund, by, context));
  } catch (error) {
    if (isSlotTaken(error)) {
      return { ok: false, status: 409, field: "visitStart", message: SLOT_TAKEN_MESSAGE };
    }
    throw error;
  }
}

async function stepIn(
  tx: Transaction,
  step: ClaimStepInput,
  approval: Approval | null,
  refund: PaymentForm | null,
  by: AuditActor,
  context: ClaimMailContext,
): Promise<MoveClaimResult> {
  const [claim] = await tx.select().from(claims).where(eq(claims.id, step.claimId)).for("update");
  if (!claim) return { ok: false, status: 404, message: "That request was not found." };
  const after = stateAfter(step.action);
  if (claim.state === after) return { ok: true, repeated: true, orderId: claim.orderId };
  if (!claimActionAllowed(step.action, claim.state)) {
    return {
      ok: false,
      status: 409,
      message: `This request is ${CLAIM_STATE_LABELS[claim.state].toLowerCase()} now: please reload the page.`,
    };
  }
  const [order] = await tx.select().from(orders).where(eq(orders.id, claim.orderId)).for("update");
  if (!order) return { ok: false, status: 404, message: "That request's order was not found." };

  const updates: Partial<typeof claims.$inferInsert> = { state: after };
  const changes: Record<string, { before: unknown; after: unknown }> = {
    request: { before: null, after: CLAIM_KIND_LABELS[claim.kind] },
    state: { before: CLAIM_STATE_LABELS[claim.state], after: CLAIM_STATE_LABELS[after] },
  };
  if (approval) {
    const booked = await bookApproval(tx, claim, approval);
    if (!booked.ok) return booked;
    Object.assign(updates, booked.updates);
    changes.booked = { before: null, after: claimBookingText({ ...claim, ...booked.updates }) };
  }
  if (step.action === "decline" || step.action === "close") {
    updates.decision = step.decision;
    if (step.decision) changes.decision = { before: claim.decision || null, after: step.decision };
  }
  if (step.action === "refund") {
    if (!refund) return { ok: false, status: 400, field: "amount", message: "Please enter the refund." };
    const refunded = await refundFor(tx, claim.id, order, { ...refund, orderId: order.id }, by, context);
    if (!refunded.ok) return refunded;
    updates.refundPaymentId = refunded.paymentId;
    changes.refund = { before: null, after: { amount: refund.amount, method: refund.method } };
  }
  if (step.action === "replace") {
    const replaced = await replacementFor(tx, claim, order, by);
    if (!replaced.ok) return replaced;
    updates.replacementOrderId = replaced.orderId;
    changes.replacement = { before: null, after: replaced.number };
  }
  await tx
    .update(claims)
    .set({ ...updates, updatedAt: sql`now()` })
    .where(eq(claims.id, claim.id));
  await recordOrderEvent(tx, order.id, { kind: "admin", by }, { kind: "claim", changes });
  await recordAudit(
    by,
    { action: `claim.${step.action}`, target: { type: "order", id: order.id, label: order.number }, changes },
    tx,
  );
  await queueClaimStepMail(tx, claim.id, context);
  return { ok: true, repeated: false, orderId: order.id };
}

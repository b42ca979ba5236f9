import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders, products, productVariants } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import type { OrderCustomer } from "./order-access";
import { customerOrdersWhere } from "./orders.server";
import { recordOrderEvent } from "./order-history.server";
import { queueStatusMail } from "./order-updates.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { deliveryChargeOpen, WORK_STATUSES, workBlockers } from "./payments";
import { CANCEL_WINDOW_HOURS, customerMayCancel, type OrderStatus } from "./order-status";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { moveRedemption } from "~/modules/discounts/discount-codes.server";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Order = typeof orders.$inferSelect;

export type ChangeStatusResult = { ok: true; order: Order } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * Who asks: an admin may set any status (and the change goes into the audit
 * log, in the same transaction); a customer may only cancel their own pending
 * order in time.
 */
export type StatusActor =
  | {
      kind: "admin";
      by: AuditActor;
      /** Go ahead past a missing advance or customer confirmation, on purpose: the reason is kept. */
      override?: { reason: string };
    }
  | { kind: "customer"; customer: OrderCustomer };

class StatusRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Moves an order to another status in one transaction. Cancelling returns the
 * items' stock (DECISIONS: cancelling an order returns its stock); taking an
 * order back out of 'cancelled' takes the stock again, and is refused when it
 * is no longer there. Setting the status it already has changes nothing, so
 * a retried request is harmless. The change, its place in the order's history and the
 * customer's mail (for the statuses the settings announce) commit together.
 */
export async function changeOrderStatus(
  orderId: string,
  next: OrderStatus,
  actor: StatusActor,
  context: { origin: string; now?: Date },
): Promise<ChangeStatusResult> {
  const now = context.now ?? new Date();
  // Read before the transaction: on the embedded database, db() inside it would wait for itself.
  const settings = await getShopSettings();
  let stockMoved = false;
  try {
    const result = await db().transaction(async (tx) => {
      const ownerOnly = actor.kind === "customer" ? customerOrdersWhere(actor.customer) : undefined;
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), ownerOnly))
        .for("update");
      // Another customer's order is answered exactly like a missing one.
      if (!order) throw new StatusRefused(404, "Order not found.");
      if (order.status === next) return { ok: true as const, order };
      if (actor.kind === "customer") assertCustomerMayCancel(order, next, now);
      assertDeliveryCharged(order, next);
      const waived = actor.kind === "admin" ? workGate(order, next, settings, actor.override) : null;

      if (next === "cancelled") await moveStock(tx, order.id, +1);
      else if (order.status === "cancelled") await moveStock(tx, order.id, -1);
      // A discount code's use goes back with the stock, and is taken again with it (after the
      // products' locks, as checkout takes the code's).
      if (next === "cancelled" || order.status === "cancelled") {
        const moved = await moveRedemption(tx, order.id, next === "cancelled" ? "release" : "retake");
        if (!moved.ok) throw new StatusRefused(409, moved.message);
      }
      stockMoved = next === "cancelled" || order.status === "cancelled";

      const [updated] = await tx
        .update(orders)
        .set({
          status: next,
          cancelledAt: next === "cancelled" ? now : null,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id))
        .returning();
      await recordOrderEvent(
        tx,
        order.id,
        actor.kind === "admin" ? actor : { kind: "customer", userId: actor.customer.userId },
        { kind: "status", changes: { status: { before: order.status, after: next } }, note: waived },
      );
      await queueStatusMail(tx, updated!, { settings, origin: context.origin });
      if (actor.kind === "admin") {
        await recordAudit(
          actor.by,
          {
            action: "order.status",
            target: { type: "order", id: order.id, label: order.number },
            changes: { status: { before: order.status, after: next } },
          },
          tx,
        );
      }
      return { ok: true as const, order: updated! };
    });
    // Committed: a cancellation returned its stock (a reopened order took it again).
    if (stockMoved) sharedPagesChanged("catalogue");
    return result;
  } catch (error) {
    if (error instanceof StatusRefused) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/**
 * Work does not start on an order that owes its advance, nor (when the settings ask for it) on a
 * cash-on-delivery order its customer has not confirmed, unless the admin goes ahead on purpose
 * and says why. Returns the note the history keeps for such a decision, or null.
 */
function workGate(
  order: Order,
  next: OrderStatus,
  settings: ShopSettings,
  override: { reason: string } | undefined,
): string | null {
  if (!WORK_STATUSES.includes(next) || WORK_STATUSES.includes(order.status)) return null;
  const missing = workBlockers(order, settings.requireCustomerConfirmation);
  if (missing.length === 0) return null;
  const reason = override?.reason.trim();
  if (!override) {
    throw new StatusRefused(
      409,
      `Order #${order.number} needs ${missing.join(" and ")} before work starts. Record it, or go ahead without it on purpose from the order's details.`,
    );
  }
  if (!reason) throw new StatusRefused(400, "Please say why you go ahead without it: the order's history keeps it.");
  return `Went ahead without ${missing.join(" and ")}: ${reason}`;
}

/**
 * An order whose delivery is 'to be confirmed' does not enter a work status: its total and its
 * advance are not known until the admin names the charge (and the customer is told it). Unlike
 * the advance, this cannot be waived: naming the charge is one field of the same dialog.
 */
function assertDeliveryCharged(order: Order, next: OrderStatus) {
  if (!WORK_STATUSES.includes(next) || !deliveryChargeOpen(order)) return;
  throw new StatusRefused(
    409,
    `Order #${order.number} has its delivery charge to be confirmed. Set the delivery charge in the order's details first (the customer is e-mailed it, with the advance); work statuses open after that.`,
  );
}

function assertCustomerMayCancel(order: Order, next: OrderStatus, now: Date) {
  if (next !== "cancelled") throw new StatusRefused(404, "Order not found.");
  if (order.status !== "pending") {
    throw new StatusRefused(409, "This order is already being prepared and can no longer be cancelled online.");
  }
  if (!customerMayCancel(order, now)) {
    throw new StatusRefused(
      409,
      `Orders can be cancelled online within ${CANCEL_WINDOW_HOURS} hours of being placed. Please contact us.`,
    );
  }
}

/**
 * Returns (+1) or takes again (-1) the stock of an order's items. Products
 * are locked in id order, as checkout locks them, so the two never deadlock.
 * Items whose product was deleted have nothing to return.
 */
async function moveStock(tx: Transaction, orderId: string, direction: 1 | -1) {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)));
  if (items.length === 0) return;
  // Products, then variants, in id order: the order in which checkout locks them.
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...new Set(items.map((item) => item.productId!).filter(Boolean))]))
    .orderBy(asc(products.id))
    .for("no key update");
  const locked = await tx
    .select({ id: productVariants.id, stock: productVariants.stock, madeToOrder: productVariants.madeToOrder })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(items.map((item) => item.variantId!))]))
    .orderBy(asc(productVariants.id))
    .for("no key update");
  const byId = new Map(locked.map((variant) => [variant.id, variant]));

  for (const item of items) {
    const variant = byId.get(item.variantId!);
    // A piece made to order keeps no stock: cancelling gives none back, reopening takes none.
    if (!variant || variant.madeToOrder) continue;
    if (direction === -1 && variant.stock < item.quantity) {
      throw new StatusRefused(
        409,
        `Not enough stock to reopen this order: only ${variant.stock} of ${item.name} left.`,
      );
    }
    variant.stock += direction * item.quantity;
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${direction * item.quantity}`, updatedAt: sql`now()` })
      .where(eq(productVariants.id, variant.id));
  }
}

import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderEvents, type orders } from "~/db/schema";
import { withdrawPendingMail } from "~/modules/mail/outbox.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { env } from "~/utils/env.server";
import type { DeliveryDateMail } from "./mails/delivery-date";
import { queueOrderMail } from "./order-mail-render.server";

type Order = typeof orders.$inferSelect;
type Executor = Pick<Database, "insert" | "delete" | "select">;

/** What a mail about an order needs beyond the order: the shop's details and its public origin. */
export interface OrderMailContext {
  settings: ShopSettings;
  origin: string;
}

/**
 * Queues the mail of the order's new status, in the change's transaction. A status mail that
 * still waits (the delay is ORDER_MAIL_DELAY_SECONDS) is withdrawn first: an admin who changes
 * the status twice within it sends one mail, with the last state, and none when the last state
 * is one the settings do not announce. What it says of money and delivery is read again when it
 * leaves (order-mail-render.server.ts).
 */
export async function queueStatusMail(executor: Executor, order: Order, context: OrderMailContext) {
  const topic = `order-status:${order.id}`;
  await withdrawPendingMail(executor, topic);
  if (!context.settings.announcedStatuses.includes(order.status)) return;
  await queueOrderMail(
    executor,
    order,
    { renderer: "order-status", input: { orderId: order.id, origin: context.origin, status: order.status } },
    { settings: context.settings, topic, delaySeconds: env().ORDER_MAIL_DELAY_SECONDS },
  );
}

/**
 * Queues the mail of a planned or moved delivery day, replacing one that still waits, so that
 * a date corrected at once sends one mail with the last date.
 */
export async function queueDeliveryDateMail(
  executor: Executor,
  order: Order,
  change: Pick<DeliveryDateMail, "before" | "after">,
  context: OrderMailContext,
) {
  const topic = `order-delivery-date:${order.id}`;
  const delaySeconds = env().ORDER_MAIL_DELAY_SECONDS;
  if ((await withdrawPendingMail(executor, topic)).length > 0) {
    // The customer never read the withdrawn mail: tell them the move from what they last knew.
    change = { ...change, before: await announcedBefore(executor, order.id, delaySeconds) };
    // Moved and moved back before any mail went: the customer's day stands, nothing to say.
    if (sameDelivery(change.before, change.after)) return;
  }
  await queueOrderMail(
    executor,
    order,
    { renderer: "order-delivery-date", input: { orderId: order.id, origin: context.origin, ...change } },
    { settings: context.settings, topic, delaySeconds },
  );
}

/**
 * Queues the receipt of a payment or refund just recorded. A receipt that still waits is
 * withdrawn and its entries carried into this one: two payments recorded within the minute
 * send one receipt, which states the balance after both.
 */
export async function queueReceiptMail(executor: Executor, order: Order, paymentId: string, context: OrderMailContext) {
  const topic = `order-receipt:${order.id}`;
  const earlier = (await withdrawPendingMail(executor, topic)).flatMap((render) =>
    Array.isArray(render?.input.paymentIds) ? (render.input.paymentIds as string[]) : [],
  );
  await queueOrderMail(
    executor,
    order,
    {
      renderer: "order-receipt",
      input: { orderId: order.id, origin: context.origin, paymentIds: [...earlier, paymentId] },
    },
    { settings: context.settings, topic, delaySeconds: env().ORDER_MAIL_DELAY_SECONDS },
  );
}

/**
 * The delivery day the customer last heard of: the `before` of the first change of the run of
 * changes that came each within the mail delay of the next (their mails were withdrawn in turn).
 * Reads the history, which already holds the change being made.
 */
async function announcedBefore(executor: Executor, orderId: string, delaySeconds: number) {
  const changes = await executor
    .select({ at: orderEvents.at, changes: orderEvents.changes })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "delivery-date")))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id));
  let first = changes[0];
  for (const earlier of changes.slice(1)) {
    if (first!.at.getTime() - earlier.at.getTime() > delaySeconds * 1000) break;
    first = earlier;
  }
  return (first?.changes.delivery?.before ?? null) as DeliveryDateMail["before"];
}

const sameDelivery = (a: DeliveryDateMail["before"], b: DeliveryDateMail["after"]) =>
  a !== null && a.date === b.date && (a.slotStart ?? null) === (b.slotStart ?? null);

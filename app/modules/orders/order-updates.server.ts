import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderEvents, type orders } from "~/db/schema";
import { queueMail, withdrawPendingMail } from "~/modules/mail/outbox.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { env } from "~/utils/env.server";
import { deliveryDateMail, type DeliveryDateMail } from "./mails/delivery-date";
import { orderStatusMail } from "./mails/order-status";
import { reviewUrl } from "./review-link.server";

type Order = typeof orders.$inferSelect;
type Executor = Pick<Database, "insert" | "delete" | "select">;

/** What a mail about an order needs beyond the order: the shop's details and its public origin. */
export interface OrderMailContext {
  settings: ShopSettings;
  origin: string;
}

const trackUrl = (origin: string, order: Order) => `${origin}/track-order?order=${order.number}`;

/**
 * Queues the mail of the order's new status, in the change's transaction. A status mail that
 * still waits (the delay is ORDER_MAIL_DELAY_SECONDS) is withdrawn first: an admin who changes
 * the status twice within it sends one mail, with the last state, and none when the last state
 * is one the settings do not announce.
 */
export async function queueStatusMail(executor: Executor, order: Order, context: OrderMailContext) {
  const topic = `order-status:${order.id}`;
  await withdrawPendingMail(executor, topic);
  if (!context.settings.announcedStatuses.includes(order.status)) return;
  await queueMail(
    executor,
    {
      kind: "order-status",
      to: order.email,
      replyTo: context.settings.emails.sales,
      ...orderStatusMail(
        {
          ...order,
          trackUrl: trackUrl(context.origin, order),
          reviewUrl: order.status === "delivered" ? reviewUrl(context.origin, order) : undefined,
        },
        context.settings,
      ),
    },
    { topic, delaySeconds: env().ORDER_MAIL_DELAY_SECONDS },
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
  if ((await withdrawPendingMail(executor, topic)) > 0) {
    // The customer never read the withdrawn mail: tell them the move from what they last knew.
    change = { ...change, before: await announcedBefore(executor, order.id, delaySeconds) };
    // Moved and moved back before any mail went: the customer's day stands, nothing to say.
    if (sameDelivery(change.before, change.after)) return;
  }
  await queueMail(
    executor,
    {
      kind: "order-delivery-date",
      to: order.email,
      replyTo: context.settings.emails.sales,
      ...deliveryDateMail({ ...order, ...change, trackUrl: trackUrl(context.origin, order) }, context.settings),
    },
    { topic, delaySeconds },
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

import { and, asc, eq, inArray } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { orderPayments, orders, type MailRender } from "~/db/schema";
import type { RenderedMail } from "~/modules/mail/layout";
import { queueMail } from "~/modules/mail/outbox.server";
import type { ClaimedMail } from "~/modules/mail/claims.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { deliveryDateMail, type DeliveryDateMail } from "./mails/delivery-date";
import { deliveryFeeMail } from "./mails/delivery-fee";
import { orderConfirmationMail } from "./mails/order-placed";
import { orderStatusMail } from "./mails/order-status";
import { placedOrderMail, type PlacedOrderKeys } from "./mails/placed-order-mail";
import { paymentReceiptMail } from "./mails/payment-receipt";
import { loadOrderAccount } from "./order-account.server";
import type { OrderStatus } from "./order-status";
import { claimUrl, reviewUrl } from "./delivered-links.server";
import { orderLines } from "./order-lines.server";

type Order = typeof orders.$inferSelect;
type Executor = Pick<Database, "insert" | "delete" | "select">;

/**
 * The customer's mails about an order, by what they are rendered from: ids and links, never an
 * amount or a day. Each is rendered when queued and again when the outbox sends it (issue 33: a
 * mail is true when it leaves), from the order's rows at that moment. The placing mail holds the
 * secrets of its links, as its queued body does.
 */
export type OrderMailRender =
  | { renderer: "order-confirmation"; input: { orderId: string; origin: string } & PlacedOrderKeys }
  | { renderer: "order-status"; input: { orderId: string; origin: string; status: OrderStatus } }
  | {
      renderer: "order-delivery-date";
      input: { orderId: string; origin: string } & Pick<DeliveryDateMail, "before" | "after">;
    }
  | { renderer: "order-delivery-fee"; input: { orderId: string; origin: string; fee: number } }
  | { renderer: "order-receipt"; input: { orderId: string; origin: string; paymentIds: string[] } };

const ORDER_RENDERERS: ReadonlySet<string> = new Set<OrderMailRender["renderer"]>([
  "order-confirmation",
  "order-status",
  "order-delivery-date",
  "order-delivery-fee",
  "order-receipt",
]);

const trackUrl = (origin: string, order: Order) => `${origin}/track-order?order=${order.number}`;

/**
 * The mail `render` asks for, from the order as `executor` sees it; null when it has nothing true
 * left to say: the status or the day it announces has changed since (the newer mail says it), or
 * the settings no longer announce that status.
 */
export async function renderOrderMail(
  executor: Pick<Database, "select">,
  order: Order,
  render: OrderMailRender,
  settings: ShopSettings,
): Promise<RenderedMail | null> {
  const account = await loadOrderAccount(executor, order);
  const { origin } = render.input;
  switch (render.renderer) {
    case "order-confirmation": {
      const items = await orderLines(executor, order.id);
      const { accessKey, confirmKey } = render.input;
      return orderConfirmationMail(placedOrderMail(order, items, account, origin, { accessKey, confirmKey }), settings);
    }
    case "order-status": {
      if (order.status !== render.input.status || !settings.announcedStatuses.includes(order.status)) return null;
      return orderStatusMail(
        {
          fullName: order.fullName,
          account,
          origin,
          trackUrl: trackUrl(origin, order),
          reviewUrl: order.status === "delivered" ? reviewUrl(origin, order) : undefined,
          claimUrl: order.status === "delivered" ? claimUrl(origin, order) : undefined,
        },
        settings,
      );
    }
    case "order-delivery-date": {
      const { before, after } = render.input;
      const stillPlanned = order.deliveryDate === after.date && order.deliverySlotStart === after.slotStart;
      if (!stillPlanned || account.delivery.kind !== "planned") return null;
      return deliveryDateMail(
        { fullName: order.fullName, account, before, after, trackUrl: trackUrl(origin, order) },
        settings,
      );
    }
    case "order-delivery-fee":
      return deliveryFeeMail({ ...order, fee: render.input.fee, account, trackUrl: trackUrl(origin, order) }, settings);
    case "order-receipt": {
      const entries = await executor
        .select({
          kind: orderPayments.kind,
          amount: orderPayments.amount,
          method: orderPayments.method,
          receivedOn: orderPayments.receivedOn,
        })
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), inArray(orderPayments.id, render.input.paymentIds)))
        .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
      if (entries.length === 0) return null;
      return paymentReceiptMail(
        { fullName: order.fullName, entries, account, trackUrl: trackUrl(origin, order) },
        settings,
      );
    }
  }
}

/**
 * Queues one of the customer's order mails in the change's transaction, rendered now (a mail
 * that cannot render fails the change, not the outbox) and again at sending.
 */
export async function queueOrderMail(
  executor: Executor,
  order: Order,
  render: OrderMailRender,
  options: { settings: ShopSettings; topic?: string; delaySeconds?: number },
): Promise<boolean> {
  const rendered = await renderOrderMail(executor, order, render, options.settings);
  if (!rendered) return false;
  await queueMail(
    executor,
    { kind: render.renderer, to: order.email, replyTo: options.settings.emails.sales, ...rendered },
    { topic: options.topic, delaySeconds: options.delaySeconds, render: render as MailRender },
  );
  return true;
}

/**
 * The outbox's hook (server/run.ts): an order mail rendered again from the order as it is now;
 * null (dropped) when the order is gone or the mail has nothing true left to say. Other mails
 * leave as they were queued.
 */
export async function renderOrderMailAtSending(mail: ClaimedMail): Promise<RenderedMail | null> {
  const render = mail.render;
  if (!render || !ORDER_RENDERERS.has(render.renderer)) return mail;
  const orderId = String(render.input.orderId ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  return renderOrderMail(db(), order, render as OrderMailRender, await getShopSettings());
}

import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import type { Database } from "~/db/client.server";
import { queueMail, type MailExecutor } from "~/modules/mail/outbox.server";
import { newOrderNotificationMail } from "~/modules/orders/mails/order-placed";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import type { CheckoutInput } from "./checkout.schema";
import { placedOrderMail, type PlacedOrderKeys } from "./mails/placed-order-mail";
import { loadOrderAccount } from "./order-account.server";
import { queueOrderMail } from "./order-mail-render.server";
import { placeOrder, type PlacedOrder } from "./place-order.server";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

export interface OrderMailContext {
  settings: ShopSettings;
  /** The shop's public origin, for the tracking and admin links. */
  origin: string;
  /** Where the shop's copy goes. */
  shopEmail: string;
}

/**
 * Queues the customer's confirmation and the shop's notification, in the order's own transaction.
 * The customer's is rendered again from the order's account when the outbox sends it, so a
 * payment or a status recorded meanwhile is not asked for or announced as still to come.
 */
export async function queueOrderMails(
  executor: MailExecutor & Pick<Database, "select">,
  order: PlacedOrder,
  keys: PlacedOrderKeys,
  context: OrderMailContext,
) {
  const { settings, origin, shopEmail } = context;
  // Mail comes from a no-reply sender: a customer's reply reaches the shop's sales desk,
  // and the shop's reply to its notification reaches the customer.
  await queueOrderMail(
    executor,
    order,
    { renderer: "order-confirmation", input: { orderId: order.id, origin, ...keys } },
    { settings },
  );
  if (!mailsShopAbout(settings, "order")) return;
  const account = await loadOrderAccount(executor, order);
  await queueMail(executor, {
    kind: "order-notification",
    to: shopEmail,
    replyTo: order.email,
    ...newOrderNotificationMail(
      placedOrderMail(order, order.items, account, origin, keys),
      settings,
      `${origin}/admin?order=${order.id}`,
    ),
  });
}

/**
 * Places the customer's order with both e-mails queued in its transaction: what
 * POST /checkout does after validating the form. The settings are read first: on the
 * embedded database, db() inside the transaction would wait for itself.
 */
export async function placeOrderWithMails(owner: BasketOwner, input: CheckoutInput, origin: string) {
  const settings = await getShopSettings();
  const shopEmail = env().SHOP_EMAIL ?? settings.emails.sales;
  return placeOrder(owner, input, {
    settings,
    afterItems: (tx, order, accessKey, confirmKey) =>
      queueOrderMails(tx, order, { accessKey, confirmKey }, { settings, origin, shopEmail }),
  });
}

import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import { queueMail, type MailExecutor } from "~/modules/mail/outbox.server";
import { newOrderNotificationMail, orderConfirmationMail } from "~/modules/orders/mails/order-placed";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import type { CheckoutInput } from "./checkout.schema";
import { orderPageUrl } from "./order-links";
import { confirmUrl } from "./customer-confirmation";
import { placeOrder, type PlacedOrder } from "./place-order.server";

export interface OrderMailContext {
  settings: ShopSettings;
  /** The shop's public origin, for the tracking and admin links. */
  origin: string;
  /** Where the shop's copy goes. */
  shopEmail: string;
}

/** Queues the customer's confirmation and the shop's notification, in the order's own transaction. */
export async function queueOrderMails(
  executor: MailExecutor,
  order: PlacedOrder,
  keys: { accessKey: string; confirmKey: string | null },
  context: OrderMailContext,
) {
  const { settings, origin, shopEmail } = context;
  const mail = {
    number: order.number,
    placedAt: order.createdAt,
    fullName: order.fullName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    city: order.city,
    notes: order.notes,
    paymentMethod: order.paymentMethod,
    items: order.items.map((item) => ({
      name: item.productName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })),
    subtotal: order.subtotal,
    totalAmount: order.totalAmount,
    delivery: order,
    trackUrl: `${origin}/track-order?order=${order.number}`,
    orderUrl: orderPageUrl(origin, order.number, keys.accessKey),
    advanceDue: order.advanceDue,
    confirmUrl: keys.confirmKey ? confirmUrl(origin, order.number, keys.confirmKey) : null,
    isTest: order.isTest,
  };
  // Mail comes from a no-reply sender: a customer's reply reaches the shop's sales desk,
  // and the shop's reply to its notification reaches the customer.
  await queueMail(executor, {
    kind: "order-confirmation",
    to: order.email,
    replyTo: settings.emails.sales,
    ...orderConfirmationMail(mail, settings),
  });
  await queueMail(executor, {
    kind: "order-notification",
    to: shopEmail,
    replyTo: order.email,
    ...newOrderNotificationMail(mail, settings, `${origin}/admin?order=${order.id}`),
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

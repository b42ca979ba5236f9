import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { getShopSettings } from "~/modules/settings/settings.server";
import { loadOrderAccount } from "./order-account.server";
import { orderHistory } from "./order-history.server";
import { listPayments } from "./order-payments.server";
import { WORK_STATUSES, workBlockers } from "./payments";
import { orderLines } from "./order-lines.server";

/** Everything the details overlay shows, or null for no such order. */
export async function getAdminOrderDetails(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = (await orderLines(db(), order.id)).map(
    ({ id, productName, variantLabel, sku, quantity, unitPrice, totalPrice }) => ({
      id,
      productName,
      variantLabel,
      sku,
      quantity,
      unitPrice,
      totalPrice,
    }),
  );
  const { idempotencyKey: _key, userId: _user, visitorId: _visitor, accessKeyHash: _secret, ...shown } = order;
  const [history, payments, settings, account] = await Promise.all([
    orderHistory(order.id),
    listPayments(order.id),
    getShopSettings(),
    loadOrderAccount(db(), order),
  ]);
  return {
    ...shown,
    // What the buyer is told (the WhatsApp text starts from it).
    account,
    items,
    history,
    payments,
    // A fresh key each time the details load: a repeated post of one form records one payment.
    paymentRequestKey: randomUUID(),
    // What work waits for (change-status.server.ts refuses the same), while work has not begun.
    workBlockers:
      WORK_STATUSES.includes(order.status) || order.status === "cancelled"
        ? []
        : workBlockers(order, settings.requireCustomerConfirmation),
  };
}

export type AdminOrderDetails = NonNullable<Awaited<ReturnType<typeof getAdminOrderDetails>>>;

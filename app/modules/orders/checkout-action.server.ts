import { data, redirect } from "react-router";
import { fieldErrors } from "~/modules/accounts/accounts.schema";
import { requireUser } from "~/modules/accounts/session.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { newOrderNotificationMail, orderConfirmationMail } from "~/modules/mail/templates/order-placed";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { checkoutSchema } from "./checkout.schema";
import { placeOrder, type PlacedOrder } from "./place-order.server";

const FAILED = "Failed to place order. Please try again.";

function mailOf(order: PlacedOrder, origin: string) {
  return {
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
    totalAmount: order.totalAmount,
    trackUrl: `${origin}/track-order?order=${order.number}`,
  };
}

/**
 * POST /checkout: validates the form, places the order in one transaction
 * (with both e-mails queued in it) and sends the customer home with the
 * spec's notice; any refusal rolls everything back and says why.
 */
export async function handleCheckout(request: Request) {
  const user = await requireUser(request);
  const parsed = checkoutSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: FAILED, errors: fieldErrors(parsed.error) }, { status: 400 });

  // Read before the transaction: on the embedded database, db() inside it would wait for itself.
  const settings = await getShopSettings();
  const origin = publicOrigin(request);
  const shopEmail = env().SHOP_EMAIL ?? settings.emails.sales;
  try {
    const result = await placeOrder(user.id, parsed.data, {
      afterItems: async (tx, order) => {
        const mail = mailOf(order, origin);
        await queueMail(tx, { kind: "order-confirmation", to: order.email, ...orderConfirmationMail(mail, settings) });
        await queueMail(tx, {
          kind: "order-notification",
          to: shopEmail,
          ...newOrderNotificationMail(mail, settings, `${origin}/admin?order=${order.number}`),
        });
      },
    });
    if (!result.ok) return data({ error: `${FAILED} ${result.message}`, errors: {} }, { status: result.status });
    wakeMailWorker();
    throw redirect(`/?placed=${result.order.number}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Placing an order failed", { error: String(error) });
    return data({ error: FAILED, errors: {} }, { status: 500 });
  }
}

import { data, redirect } from "react-router";
import { fieldErrors } from "~/modules/accounts/accounts.schema";
import { requireUser } from "~/modules/accounts/session.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { checkoutSchema } from "./checkout.schema";
import { queueOrderMails } from "./order-mails.server";
import { placeOrder } from "./place-order.server";

const FAILED = "Failed to place order. Please try again.";

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
      afterItems: (tx, order) => queueOrderMails(tx, order, { settings, origin, shopEmail }),
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

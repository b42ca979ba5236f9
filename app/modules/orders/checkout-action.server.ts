import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { requireUser } from "~/modules/accounts/session.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { checkoutSchema } from "./checkout.schema";
import { placeOrderWithMails } from "./order-mails.server";

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

  try {
    const result = await placeOrderWithMails(user.id, parsed.data, publicOrigin(request));
    if (!result.ok) return data({ error: `${FAILED} ${result.message}`, errors: {} }, { status: result.status });
    wakeMailWorker();
    throw redirect(`/?placed=${result.order.number}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("Placing an order failed", { error: String(error) });
    return data({ error: FAILED, errors: {} }, { status: 500 });
  }
}

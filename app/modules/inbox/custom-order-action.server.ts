import { data, redirect } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { getSessionUser } from "~/modules/accounts/session.server";
import { signInHref } from "~/modules/accounts/sign-in-link";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { projectTypeLabels } from "./custom-order-options";
import { CUSTOM_ORDER_FIELDS, customOrderSchema } from "./custom-order.schema";
import { echoValues } from "./form-values";
import { inboxNotices, type InboxFormResult } from "./inbox-notices";
import { submitInboxMessage } from "./inbox.server";

/** Where the form is: the sign-in link and the signed-out answer come back here. */
export const CUSTOM_ORDER_FORM_PATH = "/custom-orders#request";

/**
 * POST /custom-orders: only for signed-in customers (spec §5: 'Sign in
 * required'); validates the request, stores it and queues the shop's e-mail
 * in one transaction. The same idempotency key twice is one request.
 */
export async function handleCustomOrder(request: Request) {
  const user = await getSessionUser(request);
  if (!user) throw redirect(signInHref("custom-order", CUSTOM_ORDER_FORM_PATH));
  const form = Object.fromEntries(await request.formData());
  const values = echoValues(form, CUSTOM_ORDER_FIELDS);
  const parsed = customOrderSchema.safeParse(form);
  if (!parsed.success) {
    const result: InboxFormResult = {
      ok: false,
      notice: inboxNotices.requestInvalid,
      errors: fieldErrors(parsed.error),
      values,
    };
    return data(result, { status: 400 });
  }
  const input = parsed.data;
  const details: Record<string, string> = { projectType: input.projectType };
  if (input.budget) details.budget = input.budget;
  if (input.timeline) details.timeline = input.timeline;
  if (input.location) details.location = input.location;
  try {
    await submitInboxMessage(
      {
        kind: "custom_order",
        userId: user.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: `Custom order: ${projectTypeLabels[input.projectType]}`,
        message: input.description,
        details,
        idempotencyKey: input.idempotencyKey,
      },
      { inboxUrl: `${publicOrigin(request)}/admin/inbox` },
    );
  } catch (error) {
    log.error("Storing a custom order request failed", { error: String(error) });
    const result: InboxFormResult = { ok: false, notice: inboxNotices.requestFailed, errors: {}, values };
    return data(result, { status: 500 });
  }
  wakeMailWorker();
  const result: InboxFormResult = { ok: true, notice: inboxNotices.requestSubmitted, errors: {}, values: {} };
  return data(result);
}

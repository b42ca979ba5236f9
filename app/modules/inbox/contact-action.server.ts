import { data } from "react-router";
import { fieldErrors } from "~/utils/form-fields";
import { getSessionUser } from "~/modules/accounts/session.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress } from "~/utils/client-address";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { CONTACT_FIELDS, contactSchema, HONEYPOT_FIELD } from "./contact.schema";
import { echoValues } from "./form-values";
import { inboxNotices, type InboxFormResult } from "./inbox-notices";
import { submitInboxMessage } from "./inbox.server";
import { takeContactAllowance } from "./rate-limit.server";
import { readForm } from "~/utils/form.server";

const sent: InboxFormResult = { ok: true, notice: inboxNotices.messageSent, errors: {}, values: {} };

/**
 * POST /contact: open to visitors. A filled-in honeypot gets the usual
 * answer and is dropped; each client may send a few messages per window
 * (CONTACT_RATE_LIMIT). The message is stored and the shop's e-mail queued in
 * one transaction; the same idempotency key twice is one message.
 */
export async function handleContact(request: Request) {
  const form = Object.fromEntries(await readForm(request));
  const client = clientAddress(request);
  const trap = form[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") {
    log.info("Contact form: dropped a message that filled in the honeypot", { client });
    return data(sent);
  }
  const values = echoValues(form, CONTACT_FIELDS);
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) {
    const result: InboxFormResult = {
      ok: false,
      notice: inboxNotices.messageInvalid,
      errors: fieldErrors(parsed.error),
      values,
    };
    return data(result, { status: 400 });
  }
  const allowance = await takeContactAllowance(client);
  if (!allowance.allowed) {
    const result: InboxFormResult = { ok: false, notice: inboxNotices.messageRateLimited, errors: {}, values };
    return data(result, { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } });
  }
  const input = parsed.data;
  try {
    const user = await getSessionUser(request);
    await submitInboxMessage(
      {
        kind: "contact",
        userId: user?.id ?? null,
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        details: {},
        idempotencyKey: input.idempotencyKey,
      },
      { inboxUrl: `${publicOrigin(request)}/admin/inbox` },
    );
  } catch (error) {
    log.error("Storing a contact message failed", { error: String(error) });
    const result: InboxFormResult = { ok: false, notice: inboxNotices.messageFailed, errors: {}, values };
    return data(result, { status: 500 });
  }
  wakeMailWorker();
  return data(sent);
}

import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customRequestMessages, customRequests } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { requestMessageMail } from "./mails/request-mails";
import { queueCustomerMessagesMail } from "./request-message-mail.server";
import { requestUrl } from "./request-link.server";
import { adminRequestUrl, shopMailContext } from "./requests.server";

export type MessageAuthor = { kind: "customer" } | { kind: "shop"; by: AuditActor };

type Queries = Pick<ReturnType<typeof db>, "select">;

/** Whether the form with this key was already posted on the request: a resend, answered as sent. */
export async function isMessagePosted(requestId: string, requestKey: string, executor: Queries = db()) {
  const [same] = await executor
    .select({ id: customRequestMessages.id })
    .from(customRequestMessages)
    .where(and(eq(customRequestMessages.requestId, requestId), eq(customRequestMessages.requestKey, requestKey)));
  return Boolean(same);
}

/**
 * Adds a message to the request's conversation and mails it to the other side (the customer
 * with the private link; the shop with the admin's), in one transaction. A shop's message is
 * also in the audit log. The form's key makes a resent form one message. False: no request.
 * The shop's mail of a customer's message waits a little and is replaced by the next one, so
 * that a burst of messages is one mail (queueCustomerMessagesMail).
 */
export async function postRequestMessage(
  requestId: string,
  author: MessageAuthor,
  message: { body: string; requestKey: string },
  origin: string,
): Promise<boolean> {
  const { settings, shopEmail } = await shopMailContext();
  return db().transaction(async (tx) => {
    // The lock also puts one request's messages (and their mails) in one order.
    const [request] = await tx.select().from(customRequests).where(eq(customRequests.id, requestId)).for("update");
    if (!request) return false;
    if (await isMessagePosted(requestId, message.requestKey, tx)) return true;
    const [posted] = await tx
      .insert(customRequestMessages)
      .values({
        requestId,
        author: author.kind,
        authorLabel: author.kind === "shop" ? author.by.email : request.name,
        body: message.body,
        requestKey: message.requestKey,
      })
      .returning({ id: customRequestMessages.id });
    if (author.kind === "customer") {
      const link = adminRequestUrl(origin, request.id);
      await queueCustomerMessagesMail(tx, request, posted!, { settings, shopEmail, link });
      return true;
    }
    const mail = requestMessageMail(
      request,
      settings,
      { from: "shop", body: message.body },
      requestUrl(origin, request),
    );
    await queueMail(tx, { kind: "request-message", to: request.email, replyTo: settings.emails.sales, ...mail });
    const target = {
      type: "custom-request",
      id: request.id,
      label: `${request.number}: ${request.name}`.slice(0, 200),
    };
    await recordAudit(author.by, { action: "request.message", target, changes: { length: message.body.length } }, tx);
    return true;
  });
}

import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customRequestMessages, customRequests } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { requestMessageMail } from "./mails/request-mails";
import { requestUrl } from "./request-link.server";
import { adminRequestUrl, shopMailContext } from "./requests.server";

export type MessageAuthor = { kind: "customer" } | { kind: "shop"; by: AuditActor };

/**
 * Adds a message to the request's conversation and mails it to the other side (the customer
 * with the private link; the shop with the admin's), in one transaction. A shop's message is
 * also in the audit log. The form's key makes a resent form one message. False: no request.
 */
export async function postRequestMessage(
  requestId: string,
  author: MessageAuthor,
  message: { body: string; requestKey: string },
  origin: string,
): Promise<boolean> {
  const { settings, shopEmail } = await shopMailContext();
  return db().transaction(async (tx) => {
    const [request] = await tx.select().from(customRequests).where(eq(customRequests.id, requestId)).for("update");
    if (!request) return false;
    const [same] = await tx
      .select({ id: customRequestMessages.id })
      .from(customRequestMessages)
      .where(
        and(eq(customRequestMessages.requestId, requestId), eq(customRequestMessages.requestKey, message.requestKey)),
      );
    if (same) return true;
    const fromShop = author.kind === "shop";
    await tx.insert(customRequestMessages).values({
      requestId,
      author: author.kind,
      authorLabel: fromShop ? author.by.email : request.name,
      body: message.body,
      requestKey: message.requestKey,
    });
    const mail = requestMessageMail(
      request,
      settings,
      { from: author.kind, body: message.body },
      fromShop ? requestUrl(origin, request) : adminRequestUrl(origin, request.id),
    );
    await queueMail(tx, {
      kind: "request-message",
      to: fromShop ? request.email : shopEmail,
      replyTo: fromShop ? settings.emails.sales : request.email,
      ...mail,
    });
    if (fromShop) {
      const target = {
        type: "custom-request",
        id: request.id,
        label: `${request.number}: ${request.name}`.slice(0, 200),
      };
      await recordAudit(author.by, { action: "request.message", target, changes: { length: message.body.length } }, tx);
    }
    return true;
  });
}

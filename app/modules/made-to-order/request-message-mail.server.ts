import { and, count, desc, eq, gt, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customRequestMessages, type customRequests } from "~/db/schema";
import { queueMail, withdrawPendingMail } from "~/modules/mail/outbox.server";
import type { ShopSettings } from "~/modules/settings/settings.schema";
import { env } from "~/utils/env.server";
import { formatShopDateTime } from "~/utils/shop-time";
import { customerMessagesMail } from "./mails/request-mails";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

/** The most messages one mail quotes; older ones are counted, and read in the admin. */
const MESSAGES_PER_MAIL = 10;

type Executor = Pick<Database, "insert" | "delete" | "select">;

/**
 * Queues the shop's mail of a customer's new message, inside the message's transaction (which
 * holds the request's row lock, so one request's messages queue their mails one at a time).
 * The mail waits ORDER_MAIL_DELAY_SECONDS, the grace the shop gives order mails, and a message
 * in that time withdraws it and queues one mail in its place: a burst of messages is one mail.
 * Its content is the state when queued, as for order mails: the customer's messages since the
 * shop's last reply, the newest MESSAGES_PER_MAIL of them. A message may so appear in two mails
 * (the first had left), but never in none. The request's rate limits (request-message-limits)
 * bound how long a stream of messages can hold the mail back: five delays at most.
 */
export async function queueCustomerMessagesMail(
  tx: Executor,
  request: typeof customRequests.$inferSelect,
  newest: { id: string },
  { settings, shopEmail, link }: { settings: ShopSettings; shopEmail: string; link: string },
) {
  if (!mailsShopAbout(settings, "request")) return;
  const topic = `request-messages:${request.id}`;
  await withdrawPendingMail(tx, topic);
  const ofRequest = eq(customRequestMessages.requestId, request.id);
  const [reply] = await tx
    .select({ at: customRequestMessages.createdAt })
    .from(customRequestMessages)
    .where(and(ofRequest, eq(customRequestMessages.author, "shop")))
    .orderBy(desc(customRequestMessages.createdAt))
    .limit(1);
  // The new message always counts, even if a reply committed while its transaction waited.
  const unanswered = and(
    ofRequest,
    eq(customRequestMessages.author, "customer"),
    reply ? or(gt(customRequestMessages.createdAt, reply.at), eq(customRequestMessages.id, newest.id)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(customRequestMessages).where(unanswered);
  const latest = await tx
    .select({ body: customRequestMessages.body, at: customRequestMessages.createdAt })
    .from(customRequestMessages)
    .where(unanswered)
    .orderBy(desc(customRequestMessages.createdAt), desc(customRequestMessages.id))
    .limit(MESSAGES_PER_MAIL);
  const messages = latest.reverse().map((message) => ({ body: message.body, at: formatShopDateTime(message.at) }));
  const earlier = Math.max(0, Number(total?.n ?? 0) - messages.length);
  await queueMail(
    tx,
    {
      kind: "request-message",
      to: shopEmail,
      replyTo: request.email,
      ...customerMessagesMail(request, settings, messages, earlier, link),
    },
    { topic, delaySeconds: env().ORDER_MAIL_DELAY_SECONDS },
  );
}

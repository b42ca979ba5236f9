import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { inboxMessages } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { inboxMessageMail } from "~/modules/inbox/mails/inbox-message";
import { getShopSettings } from "~/modules/settings/settings.server";
import { env } from "~/utils/env.server";
import type { InboxKind, InboxStatus } from "./inbox-display";
import { mailsShopAbout } from "~/modules/settings/shop-mail-events";

export type InboxMessage = typeof inboxMessages.$inferSelect;

/** A message as a form hands it over, validated. */
export interface InboxSubmission {
  kind: InboxKind;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  details: Record<string, string>;
  idempotencyKey: string;
}

/** Where the shop's copy goes: SHOP_EMAIL, else sales for requests and the general address for messages. */
async function shopAddress(kind: InboxKind) {
  const settings = await getShopSettings();
  const to = env().SHOP_EMAIL ?? (kind === "custom_order" ? settings.emails.sales : settings.emails.general);
  return { settings, to };
}

/**
 * Stores the message and queues the shop's e-mail (Reply-To: the customer) in
 * one transaction: both or neither. The same idempotency key twice stores one message and sends one
 * mail (`stored: false` the second time). The settings are read first: on the
 * embedded database, db() inside the transaction would wait for itself.
 */
export async function submitInboxMessage(
  submission: InboxSubmission,
  { inboxUrl }: { inboxUrl: string },
): Promise<{ stored: boolean; message: InboxMessage | null }> {
  const { settings, to } = await shopAddress(submission.kind);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(inboxMessages)
      .values(submission)
      .onConflictDoNothing({ target: inboxMessages.idempotencyKey })
      .returning();
    if (!row) return { stored: false, message: null };
    if (!mailsShopAbout(settings, "message")) return { stored: true, message: row };
    const mail = inboxMessageMail({ ...row, receivedAt: row.createdAt }, settings, inboxUrl);
    // The shop answers the customer straight from its mail program.
    await queueMail(tx, { kind: `inbox-${row.kind.replace("_", "-")}`, to, replyTo: row.email, ...mail });
    return { stored: true, message: row };
  });
}

export const INBOX_PAGE_SIZE = 20;

export interface InboxFilters {
  kind: InboxKind | null;
  status: InboxStatus | null;
  page: number;
}

/** One page of messages, newest first, with the number of matches and of new messages overall. */
export async function listInboxMessages({ kind, status, page }: InboxFilters) {
  const conditions: SQL[] = [];
  if (kind) conditions.push(eq(inboxMessages.kind, kind));
  if (status) conditions.push(eq(inboxMessages.status, status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[total], [unread]] = await Promise.all([
    db().select({ value: count() }).from(inboxMessages).where(where),
    db().select({ value: count() }).from(inboxMessages).where(eq(inboxMessages.status, "new")),
  ]);
  const pageCount = Math.max(1, Math.ceil((total?.value ?? 0) / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const messages = await db()
    .select()
    .from(inboxMessages)
    .where(where)
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE);
  return { messages, total: total?.value ?? 0, newCount: unread?.value ?? 0, page: current, pageCount };
}

/** Marks a message handled (with the time) or new again; false when there is no such message. */
export async function setInboxStatus(id: string, status: InboxStatus, by: AuditActor): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: inboxMessages.status, name: inboxMessages.name, subject: inboxMessages.subject })
      .from(inboxMessages)
      .where(eq(inboxMessages.id, id))
      .for("update");
    if (!before) return false;
    // Pressing the same button twice keeps the first handled time and records nothing new.
    if (before.status === status) return true;
    await tx
      .update(inboxMessages)
      .set({ status, handledAt: status === "handled" ? new Date() : null })
      .where(eq(inboxMessages.id, id));
    const target = { type: "inbox-message", id, label: `${before.name}: ${before.subject}`.slice(0, 200) };
    const changes = { status: { before: before.status, after: status } };
    await recordAudit(by, { action: "inbox.status", target, changes }, tx);
    return true;
  });
}

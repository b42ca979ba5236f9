import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

/** The renderer's name and its input (ids and links, never the amounts or days it states). */
export interface MailRender {
  renderer: string;
  input: Record<string, unknown>;
}

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * The outbox: a mail is a row written in the same transaction as what caused
 * it, and a worker sends it afterwards. A rolled-back transaction leaves no
 * mail; a mail server that is down only delays it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is for (verify-email, reset-password, …): for logs and the admin. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    /** Where a reply goes when it should not go to our no-reply sender: the shop, or the customer who wrote. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Files sent with the mail (a calendar invitation): small text files, kept with the row. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /**
     * A mail someone may stop (a stock alert): the address a mail program posts to for its
     * one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
     */
    unsubscribeUrl: text("unsubscribe_url"),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row holds it until then; a crashed worker's claim expires. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * Mails about the same thing (an order's status): a newer one queued while an older one
     * still waits replaces it, so the customer reads one mail with the last state.
     */
    topic: text("topic"),
    /**
     * A mail that must be true when it leaves (an order's status, a receipt): what renders it again
     * from the current rows at sending (mail/renderers.server.ts). The subject, html and text above
     * are its rendering at queueing, replaced when it is sent.
     */
    render: jsonb("render").$type<MailRender>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status_known", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_topic_idx")
      .on(table.topic)
      .where(sql`${table.status} = 'pending'`),
  ],
);

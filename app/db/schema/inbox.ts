import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const INBOX_KINDS = ["custom_order", "contact"] as const;
export const INBOX_STATUSES = ["new", "handled"] as const;

/**
 * What customers send the shop: custom-order requests and contact messages
 * (DECISIONS: stored, shown in the admin inbox, e-mailed to the shop).
 * `details` holds the kind's own fields (project type, budget, timeline...).
 */
export const inboxMessages = pgTable(
  "inbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: INBOX_STATUSES }).notNull().default("new"),
    /** Sent with the form: the same key twice is the same message. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("inbox_messages_created_idx").on(table.createdAt),
    check("inbox_messages_kind_known", sql`${table.kind} in ('custom_order', 'contact')`),
    check("inbox_messages_status_known", sql`${table.status} in ('new', 'handled')`),
  ],
);

import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What an admin did, and every admin sign-in (with the failures): who, when,
 * from which address, on what, and what changed. Append-only: the migration
 * adds a trigger that refuses UPDATE, DELETE and TRUNCATE, so not even a bug
 * in the app can rewrite history. No foreign key to users: the entry outlives
 * the account, so the actor's e-mail is copied in.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    ipAddress: text("ip_address"),
    /** A dotted name from AUDIT_ACTIONS, e.g. 'order.status' or 'auth.sign-in-failed'. */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** What a person reads in the list: an order number, a product name. */
    targetLabel: text("target_label"),
    /** `{ field: { before, after } }`, or facts of the event (an import's counts). */
    changes: jsonb("changes")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_action_at_idx").on(table.action, table.at),
    index("audit_log_actor_at_idx").on(table.actorEmail, table.at),
  ],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { productVariants } from "./variants";

/**
 * An alert's life: asked for (a confirming mail is out), confirmed and waiting, due (the piece came
 * back: a trigger on the variant's stock marks it in the same transaction), mailed, or cancelled by
 * the person's unsubscribe.
 */
export const STOCK_ALERT_STATES = ["unconfirmed", "waiting", "due", "sent", "unsubscribed"] as const;
export type StockAlertState = (typeof STOCK_ALERT_STATES)[number];

/**
 * 'Tell me when it is back' on a sold-out variant (issue 36, item 4): an address that asked and
 * confirmed gets one mail when the variant's stock goes from zero to more. No account: the
 * alert's key (its SHA-256 kept here) in the mails' links confirms and unsubscribes it.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** Stored lower-case, as typed: where the mails go. */
    email: text("email").notNull(),
    /** The mailbox the address reaches (utils/customer-identity.ts): what 'one alert per person' counts by. */
    mailbox: text("mailbox").notNull(),
    /** Canonical +923XXXXXXXXX, when given: for the owner's call. */
    phone: text("phone"),
    /** The SHA-256 of the key in the last mail's links (a new key goes with each mail). */
    keyHash: text("key_hash").notNull(),
    state: text("state", { enum: STOCK_ALERT_STATES }).notNull().default("unconfirmed"),
    /** Where the visitor asked from: the links of the alert's mails (PUBLIC_URL wins when set). */
    origin: text("origin").notNull(),
    /** Confirming mails sent: a sign-up repeated mails again at most STOCK_ALERT_CONFIRM_MAILS times. */
    confirmMails: integer("confirm_mails").notNull().default(1),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** When the back-in-stock mail was queued: kept after an unsubscribe, for the owner's figures. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    // One live alert per address and variant: a sign-up repeated finds it.
    uniqueIndex("stock_alerts_live_unique")
      .on(table.variantId, table.mailbox)
      .where(sql`${table.state} in ('unconfirmed', 'waiting', 'due')`),
    index("stock_alerts_waiting_idx")
      .on(table.variantId)
      .where(sql`${table.state} = 'waiting'`),
    index("stock_alerts_due_idx")
      .on(table.dueAt)
      .where(sql`${table.state} = 'due'`),
    index("stock_alerts_product_idx").on(table.productId),
    index("stock_alerts_mailbox_idx").on(table.mailbox),
    check("stock_alerts_state_known", sql`${table.state} in ('unconfirmed', 'waiting', 'due', 'sent', 'unsubscribed')`),
  ],
);

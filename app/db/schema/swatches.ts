import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A request's life: received, posted to the buyer, or dropped by the owner. */
export const SWATCH_REQUEST_STATES = ["new", "sent", "cancelled"] as const;

/**
 * One swatch as the buyer chose it, copied at the time: options are rewritten whenever the owner
 * saves a product's variants (their ids change) and products are renamed or archived, so the
 * request keeps the words and the colour it was made with.
 */
export interface SwatchSnapshot {
  productId: string;
  productName: string;
  optionName: string;
  value: string;
  swatchColor: string | null;
}

/**
 * A request for free fabric or finish swatches (issue 34, item 3): no account and no payment, 1
 * to 5 swatches posted to an address. At most 2 per e-mail and per address in 30 days: the
 * address is kept folded (`address_key`) so that spelling and spacing do not make it another.
 */
export const swatchRequests = pgTable(
  "swatch_requests",
  {
    id: uuid("id").primaryKey(),
    /** What the buyer quotes on the phone: the id's first 8 characters, upper-cased. */
    number: text("number").notNull().unique(),
    name: text("name").notNull(),
    /** Stored lower-case. */
    email: text("email").notNull(),
    /** Canonical +923XXXXXXXXX. */
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    /** The city as the delivery policy (or Pakistan's list) spells it. */
    city: text("city").notNull(),
    /** The address and city folded as place text is compared: what the monthly limit counts by. */
    addressKey: text("address_key").notNull(),
    items: jsonb("items").$type<SwatchSnapshot[]>().notNull(),
    state: text("state", { enum: SWATCH_REQUEST_STATES }).notNull().default("new"),
    /** Sent with the form: the same key twice is the same request. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("swatch_requests_created_idx").on(table.createdAt),
    index("swatch_requests_state_idx").on(table.state, table.createdAt),
    index("swatch_requests_email_idx").on(table.email, table.createdAt),
    index("swatch_requests_address_idx").on(table.addressKey, table.createdAt),
    check("swatch_requests_state_known", sql`${table.state} in ('new', 'sent', 'cancelled')`),
    check(
      "swatch_requests_items_count",
      sql`case when jsonb_typeof(${table.items}) = 'array' then jsonb_array_length(${table.items}) between 1 and 5 else false end`,
    ),
  ],
);

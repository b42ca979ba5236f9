import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./orders";

/** What a code gives: a share of the pieces' prices, an amount off them, or the delivery charge. */
export const DISCOUNT_KINDS = ["percent", "amount", "free_delivery"] as const;
/** Which pieces a code reduces: all of them, those of some categories, or some products. */
export const DISCOUNT_SCOPES = ["all", "categories", "products"] as const;

/**
 * A discount code (issue 35, item 2). The code is stored upper-case, letters and digits only, and
 * looked up so (the buyer may type it in any case). A code that limits its uses (in all or per
 * customer) counts them in `used_count`, which checkout raises under the row's lock in the order's
 * own transaction and a cancellation lowers: never above `usage_limit`. A code that limits nothing
 * keeps no count there (its uses are its redemptions), and the owner's save that sets a limit
 * counts them (see discount-codes.server.ts).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** Whole percent (1–100) for 'percent', whole rupees for 'amount', 0 for 'free_delivery'. */
    value: integer("value").notNull().default(0),
    /** Whole rupees the pieces must come to (before any reduction); 0 for none. */
    minSubtotal: integer("min_subtotal").notNull().default(0),
    scope: text("scope", { enum: DISCOUNT_SCOPES }).notNull().default("all"),
    /** The categories (scope 'categories') or products (scope 'products') it reduces. */
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Whether it also reduces pieces on sale (for when sales exist; stored from the start). */
    appliesToSaleItems: boolean("applies_to_sale_items").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Null: no end date. Ending a code by hand sets it to that moment. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Null: no limit on the number of orders. */
    usageLimit: integer("usage_limit"),
    /** Null: no limit per customer (an account, or a guest's e-mail or phone). */
    perCustomerLimit: integer("per_customer_limit"),
    /** Orders that hold it now (a cancelled order gave its use back). */
    usedCount: integer("used_count").notNull().default(0),
    /** Set while paused: checkout refuses it until it is resumed. */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("discount_codes_code_unique").on(table.code),
    check("discount_codes_code_shape", sql`${table.code} ~ '^[A-Z0-9]{3,30}$'`),
    check("discount_codes_kind_known", sql`${table.kind} in ('percent', 'amount', 'free_delivery')`),
    check("discount_codes_scope_known", sql`${table.scope} in ('all', 'categories', 'products')`),
    check(
      "discount_codes_value_fits_kind",
      sql`case ${table.kind} when 'percent' then ${table.value} between 1 and 100
               when 'amount' then ${table.value} >= 1 and ${table.value} <= ${table.minSubtotal}
               else ${table.value} = 0 end`,
    ),
    check("discount_codes_min_not_negative", sql`${table.minSubtotal} >= 0`),
    check("discount_codes_ends_after_start", sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check(
      "discount_codes_limits_positive",
      sql`coalesce(${table.usageLimit}, 1) >= 1 and coalesce(${table.perCustomerLimit}, 1) >= 1`,
    ),
    check(
      "discount_codes_used_within_limit",
      sql`${table.usedCount} >= 0 and (${table.usageLimit} is null or ${table.usedCount} <= ${table.usageLimit})`,
    ),
  ],
);

/**
 * One order's use of a code: what it took off the pieces and off delivery, and whose it was (the
 * account, and always the order's e-mail and phone, by which a guest is known). A cancelled order's
 * use is released, not deleted: the admin still sees which orders held the code.
 */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Stored lower-case, as the order's. */
    email: text("email").notNull(),
    /** Canonical +923XXXXXXXXX, as the order's. */
    phone: text("phone").notNull(),
    /** Whole rupees off the pieces, and off delivery. */
    amount: integer("amount").notNull(),
    deliveryAmount: integer("delivery_amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its order was cancelled (the use given back); null while the order holds it. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (table) => [
    // One code per order.
    uniqueIndex("discount_redemptions_order_unique").on(table.orderId),
    index("discount_redemptions_code_idx").on(table.codeId, table.createdAt),
    index("discount_redemptions_email_idx").on(table.codeId, table.email),
    index("discount_redemptions_phone_idx").on(table.codeId, table.phone),
    index("discount_redemptions_user_idx").on(table.codeId, table.userId),
    check("discount_redemptions_amounts", sql`${table.amount} >= 0 and ${table.deliveryAmount} >= 0`),
  ],
);

/** Why a code the shop has was refused to an order: discount-rules' DiscountRefusal is these and 'unknown'. */
export const DISCOUNT_REFUSAL_REASONS = [
  "paused",
  "not-started",
  "ended",
  "used-up",
  "used-by-you",
  "minimum",
  "no-pieces",
  "delivery-by-quote",
] as const;

/**
 * An order placed with a code that its rules refused (issue 35, item 4): used up, already the
 * customer's, ended… whether the order was then refused (the buyer shown the new total) or placed
 * without it. The admin counts them beside the uses. Nothing of the buyer is kept: the moment and
 * the reason.
 */
export const discountRefusals = pgTable(
  "discount_refusals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: DISCOUNT_REFUSAL_REASONS }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("discount_refusals_code_idx").on(table.codeId, table.createdAt),
    check(
      "discount_refusals_reason",
      sql`${table.reason} in (${sql.raw(DISCOUNT_REFUSAL_REASONS.map((reason) => `'${reason}'`).join(", "))})`,
    ),
  ],
);

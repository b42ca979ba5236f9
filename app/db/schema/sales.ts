import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** How a sale reduces a price: by a share of it, or by an amount of rupees. */
export const SALE_KINDS = ["percent", "amount"] as const;

/**
 * A sale (issue 35, item 1): a reduced price for some products, variants and categories, from a
 * moment to a moment (stored as instants; the admin enters them in Pakistan time). It is never
 * switched on or off by a timer: whether it runs is read from the clock with each price
 * (sales/running-sales.server.ts), so it starts and ends at its second on every instance.
 * Ending one by hand sets `ends_at` to that moment; pausing sets `paused_at` until resumed.
 */
export const sales = pgTable(
  "sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the shop calls it ('Eid Sale'): the Sale page and the admin show it. */
    name: text("name").notNull(),
    kind: text("kind", { enum: SALE_KINDS }).notNull(),
    /** Whole percent (1–90) for 'percent', whole rupees for 'amount'. */
    value: integer("value").notNull(),
    /** The pieces it reduces: whole products, single variants, every product of some categories. */
    productIds: uuid("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    variantIds: uuid("variant_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Every sale ends: a 'was' price is honest only for a while. */
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Prices read the sales not yet ended; the table stays small, this keeps it cheap as it grows.
    index("sales_ends_at_idx").on(table.endsAt),
    check("sales_name_length", sql`char_length(${table.name}) between 1 and 80`),
    check("sales_kind_known", sql`${table.kind} in ('percent', 'amount')`),
    check(
      "sales_value_fits_kind",
      sql`case ${table.kind} when 'percent' then ${table.value} between 1 and 90 else ${table.value} >= 1 end`,
    ),
    check("sales_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check(
      "sales_has_pieces",
      sql`cardinality(${table.productIds}) + cardinality(${table.variantIds}) + cardinality(${table.categoryIds}) > 0`,
    ),
  ],
);

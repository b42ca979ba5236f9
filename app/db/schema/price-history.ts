import { bigserial, index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { productVariants } from "./variants";

/**
 * Every price a variant has had (issue 35): one row for its first price and one each time what a
 * buyer pays for it before any sale or code changes (its own price, or the base price plus its
 * values' surcharges), from `recorded_at` until the next row. Written by the database at commit
 * (drizzle/0029), never by the app. A sale's honest 'was' price reads it
 * (catalog/price-history.server.ts).
 */
export const variantPriceHistory = pgTable(
  "variant_price_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /**
     * The variant's product, copied (a variant never moves to another product). No foreign key: the
     * variant's cascade already removes the row, and a second one would want its own index.
     */
    productId: uuid("product_id").notNull(),
    /** Whole rupees. */
    price: integer("price").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The price in force at a moment, and the latest price, are each one step back along it.
  (table) => [index("variant_price_history_variant_at_idx").on(table.variantId, table.recordedAt, table.id)],
);

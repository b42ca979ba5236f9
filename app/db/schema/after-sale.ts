import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { categories, products } from "./catalog";

/** The parts a warranty names (modules/terms/warranty-parts.ts has their words). */
export type WarrantyPart = "solid-wood" | "frame" | "finish" | "mechanisms" | "upholstery";

/** One part's cover: years, or for as long as the buyer owns the piece. */
export interface WarrantyTerm {
  part: WarrantyPart;
  years: number | "lifetime";
}

/**
 * Returns and warranty as data (issue 36, item 1): the shop's terms, and a category's or a
 * product's own where they differ. A product takes its own, else its category's, else the
 * shop's, field by field (null: the next one's). /returns, /warranty, the product page and
 * the invoice read them; an order's lines keep the terms they were bought under
 * (order_items.return_days and .warranty, taken by a trigger: drizzle/0034).
 */
export const afterSaleTerms = pgTable(
  "after_sale_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scope: text("scope", { enum: ["shop", "category", "product"] }).notNull(),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** Days from the delivery day; 0, returned only for a defect. */
    returnDays: smallint("return_days"),
    /** Its parts with their years; [] is no warranty. */
    warranty: jsonb("warranty").$type<WarrantyTerm[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "after_sale_terms_scope_target",
      sql`(${table.scope} = 'shop' and ${table.categoryId} is null and ${table.productId} is null and ${table.returnDays} is not null and ${table.warranty} is not null)
        or (${table.scope} = 'category' and ${table.categoryId} is not null and ${table.productId} is null)
        or (${table.scope} = 'product' and ${table.productId} is not null and ${table.categoryId} is null)`,
    ),
    check("after_sale_terms_return_days", sql`${table.returnDays} between 0 and 90`),
    check("after_sale_terms_warranty_list", sql`jsonb_typeof(${table.warranty}) = 'array'`),
    uniqueIndex("after_sale_terms_shop_unique")
      .on(table.scope)
      .where(sql`${table.scope} = 'shop'`),
    uniqueIndex("after_sale_terms_category_unique").on(table.categoryId),
    uniqueIndex("after_sale_terms_product_unique").on(table.productId),
  ],
);

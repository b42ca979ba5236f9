import { sql } from "drizzle-orm";
import { MADE_TO_ORDER_MAX_QUANTITY } from "./variants";

/*
 * What SQL reads of a variant, by the same rules as variants.ts: its price (its own, or the
 * product's base price with its values' surcharges), its values in the options' order
 * ('Velvet, 3-seater') and how many one order may take. Written with qualified names: drizzle
 * leaves a single table's columns unqualified, and inside a subquery those would name the
 * subquery's own tables.
 */

/** A variant's price, for the variant row `variant` of the product row `product` (aliases or table names). */
export const priceOf = (variant: string, product: string) => `coalesce(${variant}.price, ${product}.price + coalesce((
  select sum(ov.surcharge) from product_variant_values vv join product_option_values ov on ov.id = vv.value_id
   where vv.variant_id = ${variant}.id), 0))`;

/** Of a query joining products and product_variants. */
export const variantPriceSql = sql<number>`${sql.raw(priceOf("product_variants", "products"))}::int`;

export const variantLabelSql = sql<string | null>`(${sql.raw(`
  select string_agg(ov.value, ', ' order by o.position)
    from product_variant_values vv
    join product_option_values ov on ov.id = vv.value_id
    join product_options o on o.id = ov.option_id
   where vv.variant_id = product_variants.id`)})`;

/** variants.ts' variantQuantityLimit: the stock, or a batch of a piece made to order; 0 when withdrawn. */
export const variantLimitSql = sql<number>`(${sql.raw(`case when not product_variants.is_active then 0
  when product_variants.made_to_order then ${MADE_TO_ORDER_MAX_QUANTITY} else product_variants.stock end`)})::int`;

/**
 * Of a query on products: the cheapest variant on sale of a product with options ('From PKR …'); null
 * without options, or with none on sale. That price is the product's sort_price (migration 0027 keeps
 * it when a variant, a value's surcharge or the base price changes), so a card reads it instead of
 * working out every variant's surcharges again: a search page of 12 cards did that for some 250
 * variants, about 3 ms at 100,000 products (docs/performance.md).
 */
// A correlated subquery, not `case when exists (…)`: PostgreSQL turns that exists into a hash of
// every product's options, read in full for each page (40 ms at 100,000 products).
export const fromPriceSql = sql<number | null>`${sql.raw(`(select products.sort_price from product_variants pv
  where pv.product_id = products.id and pv.is_active
    and exists (select 1 from product_options o where o.product_id = products.id)
  limit 1)`)}`;

/** Of a query on products: the shortest lead time of its variants made to order; null when none is. */
export const madeToOrderWeeksSql = sql<number | null>`${sql.raw(`(select min(pv.lead_time_weeks)
  from product_variants pv where pv.product_id = products.id and pv.is_active and pv.made_to_order)`)}`;

/** Of a query on products: whether it has options (its stock is then its variants'). */
export const hasOptionsSql = sql<boolean>`${sql.raw(`exists (select 1 from product_options o where o.product_id = products.id)`)}`;

/** Of a query on products: whether it can be bought now, from stock or made to order (the 'In stock only' filter). */
export const availableSql = sql<boolean>`${sql.raw(`(products.stock > 0 or exists (select 1 from product_variants pv
  where pv.product_id = products.id and pv.is_active and pv.made_to_order))`)}`;

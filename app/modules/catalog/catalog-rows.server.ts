import { asc, desc, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { cardSwatchesSql } from "./card-swatches.server";
import type { CatalogFilters } from "./catalog-filters";
import type { RunningSales } from "./running-sales.server";
import { effectivePriceSql } from "./sale-sql.server";
import { fromPriceSql, madeToOrderWeeksSql } from "./variant-sql.server";

// The catalogue's rows as its pages read them: a card's columns and the orders of the sorts.

/** variants.ts' rules over a card's variants, in SQL (see ProductCard), and its swatches as read (finishCards shapes them). */
export const variantColumns = {
  fromPrice: fromPriceSql,
  madeToOrderWeeks: madeToOrderWeeksSql,
  swatches: cardSwatchesSql,
};

/** The card's own columns; its category is added from the (short) category list. */
const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  stock: products.stock,
  image: sql<string | null>`${products.images}[1]`,
  imageAlt: sql<string | null>`${products.imageAlts}[1]`,
  categoryId: products.categoryId,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  ...variantColumns,
};

// The id last makes every order total, so a page never repeats or skips a product.
export const newestFirst = [desc(products.createdAt), asc(products.id)];

export function orderFor(sort: CatalogFilters["sort"], sales: RunningSales): SQL[] {
  switch (sort) {
    // By what each piece sells from (its cheapest variant, after any running sale): the order of
    // the cards' prices. Without a sale running, the indexed sort_price itself.
    case "price-asc":
      return [asc(effectivePriceSql(sales)), asc(products.id)];
    case "price-desc":
      return [desc(effectivePriceSql(sales)), asc(products.id)];
    case "name":
      return [asc(products.name), asc(products.id)];
    case "relevance":
    case "newest":
      return newestFirst;
  }
}

export type Row = Awaited<ReturnType<typeof selectRows>>[number];

export function selectRows(condition: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return db()
    .select(productColumns)
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { cardSwatchesSql } from "./card-swatches.server";
import type { CatalogFilters } from "./catalog-filters";
import type { RunningSales } from "./running-sales.server";
import { dearestSortPriceAtMost, effectivePriceSql, onSaleSql } from "./sale-sql.server";
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

export function selectRows(condition: SQL | undefined, order: SQL[], limit: number) {
  return db()
    .select(productColumns)
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(limit);
}

/**
 * A page of cards in this order. Past the first page, the page's ids are read first and its cards
 * by them: a statement works out a card's columns (its variants' subqueries) for every row it
 * passes, the offset's too ('newest, page 800' at 100,000 products: 9,600 cards worked out for
 * twelve, 140 ms; the ids alone, 5 ms).
 */
export async function rowsOf(condition: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<Row[]> {
  if (offset === 0) return selectRows(condition, order, limit);
  const ids = await selectIds(condition, order, limit).offset(offset);
  return pageOf(ids.map((row) => row.id));
}

/** The ids of the products that meet `condition`, in this order: a page's, before its cards. */
export function selectIds(condition: SQL | undefined, order: SQL[], limit: number) {
  return db()
    .select({ id: products.id })
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(limit);
}

/**
 * The cards of these products, in this order, of those still active: the ids come from an
 * earlier statement, and a piece the owner withdraws in between is not shown.
 */
export async function pageOf(ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(and(inArray(products.id, ids), eq(products.isActive, true)), [], ids.length);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the products that meet `condition`, in the sort's order. While a sale runs, a price
 * sort reads the pieces on no sale by the sort_price index and works out the sale prices of the
 * others only (sortedByPrice).
 */
export async function sortedRows(
  condition: SQL | undefined,
  sort: CatalogFilters["sort"],
  sales: RunningSales,
  limit: number,
  offset = 0,
): Promise<Row[]> {
  if ((sort === "price-asc" || sort === "price-desc") && sales.running.length > 0) {
    // A room a sale covers whole has no piece on no sale: its one order is the sale prices'.
    const read = sales.coversAll ? boundedByPrice : sortedByPrice;
    const descending = sort === "price-desc";
    return pageOf(await read({ where: condition ?? sql`true`, descending, sales, limit, offset }));
  }
  return rowsOf(condition, orderFor(sort, sales), limit, offset);
}

/**
 * The ids of a page in the order of the prices the cards show, while a sale runs. Sorting every
 * match by its sale-adjusted price read the whole of a room for twelve cards ('bedroom' by price
 * at 100,000 products, a sale running in Décor: 16,667 rows, 53 ms). A piece on no sale sells at
 * its sort_price, so the two sets are read apart, each up to the page's end: those on no sale in
 * the index's order, those on sale by their worked-out price, and the two merged.
 */
async function sortedByPrice({ where, descending, sales, limit, offset }: PricePage): Promise<string[]> {
  const wanted = limit + offset;
  const onSale = onSaleSql(sales);
  const direction = sql.raw(descending ? "desc" : "asc");
  return idsOf(sql`
    select id from (
      (select ${products.id} as id, ${products.sortPrice}::bigint as price from ${products}
        where ${where} and (${onSale}) is not true
        order by ${products.sortPrice} ${direction}, ${products.id} limit ${wanted})
      union all
      (select ${products.id} as id, (${effectivePriceSql(sales)})::bigint as price from ${products}
        where ${where} and (${onSale})
        order by 2 ${direction}, 1 limit ${wanted})
    ) as priced
    order by price ${direction}, id limit ${limit} offset ${offset}`);
}

/**
 * The ids of a page in the order of the prices the cards show, in a room a sale covers whole,
 * where every piece has a sale price to work out: sorting them all read the whole room for twelve
 * cards ('Décor' by price at 100,000 products, its sale running: 16,667 prices, 82 ms). A sale
 * price is never above the sort_price, nor below the sale's reduction of it, which rises with it
 * (dearestSortPriceAtMost). So the first products by sort_price, as many as the page's end, bound
 * the answer: going up, the dearest of their sale prices, which no product whose sort_price
 * reduces to more can undercut; going down, the cheapest, which no product whose sort_price is
 * lower can pass. Only the products inside that bound have their prices worked out and sorted:
 * the page's own and those that a reduction may bring among them.
 */
async function boundedByPrice({ where, descending, sales, limit, offset }: PricePage): Promise<string[]> {
  const wanted = limit + offset;
  const price = effectivePriceSql(sales);
  const direction = sql.raw(descending ? "desc" : "asc");
  const inBound = descending
    ? sql`${products.sortPrice} >= (select min(price) from first)`
    : sql`${products.sortPrice} <= (select ${dearestSortPriceAtMost(sales, sql`max(price)`)} from first)`;
  return idsOf(sql`
    with first as materialized (
      select (${price})::bigint as price from ${products}
       where ${where} order by ${products.sortPrice} ${direction}, ${products.id} limit ${wanted}
    )
    select ${products.id} as id from ${products}
     where ${where} and ${inBound}
     order by (${price}) ${direction}, ${products.id} limit ${limit} offset ${offset}`);
}

/** A page of products by price while a sale runs, as the two readers above take it. */
interface PricePage {
  where: SQL;
  descending: boolean;
  sales: RunningSales;
  limit: number;
  offset: number;
}

/** The ids a statement of either reader gives (both drivers answer raw SQL with `{ rows }`). */
async function idsOf(statement: SQL): Promise<string[]> {
  const result = (await db().execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

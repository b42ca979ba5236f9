import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { finishCards } from "./card-extras.server";
import { cardSwatchesSql } from "./card-swatches.server";
import { readRunningSales, type RunningSales } from "./running-sales.server";
import type { CardSale } from "./sale-prices.server";
import { effectivePriceSql, onSaleSql } from "./sale-sql.server";
import { optionConditions, optionFacets, type OptionFacet } from "./option-filters.server";
import { availableSql, fromPriceSql, madeToOrderWeeksSql } from "./variant-sql.server";
import { COUNT_CAP, PAGE_SIZE, SEARCH_COUNT_CAP, type CatalogFilters } from "./catalog-filters";
import { searchTerms } from "./search-terms";
import { countUpTo } from "./count-up-to.server";
import { broadenedTiers, relevanceTiers, tierOrder, type ReadTier } from "./search-ranking.server";
import { planSearch } from "./search.server";

/** What a product card shows. */
export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
  /** The main picture's alt text as written, or null/blank: the card then uses the name. */
  imageAlt: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  /** Approved reviews: how many, and their stars added up (the card shows the average when there are any). */
  reviewCount?: number;
  ratingTotal?: number;
  /** A product with options: its cheapest variant on sale ('From PKR …'); null without options. */
  fromPrice?: number | null;
  /** The shortest lead time of its variants made to order; null when none is. */
  madeToOrderWeeks?: number | null;
  /** The fabrics or finishes it comes in (see card-swatches.server.ts); absent without a swatch option. */
  swatches?: CardSwatches;
  /** Its cheapest piece's sale price, when a running sale gives the card's price (card-extras.server.ts). */
  sale?: CardSale | null;
}

export interface CardSwatches {
  /** The option's name ('Fabric'). */
  option: string;
  values: { value: string; color: string | null; image: string | null }[];
  /** How many more values it has than the card shows. */
  more: number;
}

/** variants.ts' rules over a card's variants, in SQL (see ProductCard), and its swatches as read (finishCards shapes them). */
const variantColumns = { fromPrice: fromPriceSql, madeToOrderWeeks: madeToOrderWeeksSql, swatches: cardSwatchesSql };

export interface CatalogPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  /** More products match than are counted (COUNT_CAP, SEARCH_COUNT_CAP): `total` is the cap. */
  totalCapped: boolean;
  /** No product had every search word, so these have any of them. */
  broadened: boolean;
  /** The options the view's products come in, with counts (empty unless asked for, or for a view over FACET_LIMIT). */
  facets: OptionFacet[];
}

/** The most products whose options are counted for the panel: beyond it, the shopper narrows first. */
export const FACET_LIMIT = 2_000;

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  stock: products.stock,
  image: sql<string | null>`${products.images}[1]`,
  imageAlt: sql<string | null>`${products.imageAlts}[1]`,
  categoryName: categories.name,
  categorySlug: categories.slug,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  ...variantColumns,
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
const newestFirst = [desc(products.createdAt), asc(products.id)];

function orderFor(sort: CatalogFilters["sort"], sales: RunningSales): SQL[] {
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

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(condition: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  return db()
    .select(productColumns)
    .from(products)
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** A search as a page reads it: what must match, and how relevance orders the matches. */
interface RankedSearch {
  query: SQL;
  /**
   * Count the matches before reading the page: PostgreSQL's guess of them may be far off (words
   * common alone but rare together, a bare prefix), and a page read in date order on a guess of
   * hundreds reads the whole catalogue when there are none ('wardrobe sofa' at 100,000 products:
   * 145 ms). A single word's guess is good, and its page is read beside its count.
   */
  countFirst: boolean;
  /** The tiers of relevance (search-ranking.server.ts), for up to the cap's matches, sorted once read. */
  tiers: SQL[];
  /** The tiers for more matches than the cap, read in turn in index order. */
  manyTiers: ReadTier[];
}

/**
 * Relevance in tiers (relevanceTiers): names with the words as typed, names with the words as
 * matched, then the rest; newest first within each. Each tier is read in index order and stops at
 * the page's end, so a common word costs no more than a rare one, whatever the size of the
 * catalogue. One statement: PostgreSQL's Append reads its branches in turn and the outer limit
 * stops it, so a tier is read only when those before it fall short (no branch, each with its own
 * limit, can be split between workers).
 */
async function relevantRows(where: SQL[], tiers: ReadTier[], offset: number): Promise<Row[]> {
  const wanted = offset + PAGE_SIZE;
  const [first, second, ...rest] = tiers.map((tier) =>
    selectRows(and(...where, tier.where), tier.first ? [tier.first, ...newestFirst] : newestFirst, wanted),
  );
  if (!first) return [];
  return (await (second ? unionAll(first, second, ...rest).limit(wanted) : first)).slice(offset);
}

/**
 * A page read from the matches themselves, found by the search index (at most one past the count's
 * cap) and then sorted: for a search PostgreSQL cannot estimate (a bare prefix, such as part of an
 * SKU), which it may otherwise read in the sort's index order, testing most of the catalogue for a
 * handful of matches ('SK0042' at 100,000 products: 21 ms). `= any(array(…))` reads the matches by
 * their ids. Right only when they are fewer than the cap: runPage checks the count.
 */
function matchedRows(
  sort: CatalogFilters["sort"],
  sales: RunningSales,
  where: SQL[],
  search: RankedSearch,
  offset: number,
) {
  const matches = db()
    .select({ id: products.id })
    .from(products)
    .where(and(...where, sql`${products.searchVector} @@ ${search.query}`))
    .limit(SEARCH_COUNT_CAP + 1);
  const order = sort === "relevance" ? [tierOrder(search.tiers), ...newestFirst] : orderFor(sort, sales);
  return selectRows(sql`${products.id} = any(array(${matches}))`, order, PAGE_SIZE, offset);
}

function orderedRows(
  filters: CatalogFilters,
  sales: RunningSales,
  where: SQL[],
  search: RankedSearch | null,
  offset: number,
) {
  const condition = and(...where, search ? sql`${products.searchVector} @@ ${search.query}` : undefined);
  if (search && filters.sort === "relevance") return relevantRows(where, search.manyTiers, offset);
  return selectRows(condition, orderFor(filters.sort, sales), PAGE_SIZE, offset);
}

/**
 * The page's rows with their cards' swatches, and the count. The swatches are read as soon as the
 * rows are in, while the count may still run: for a broad search the two take about as long.
 */
async function runPage(filters: CatalogFilters, sales: RunningSales, where: SQL[], search: RankedSearch | null) {
  const finish = (rows: Row[]) => finishCards(rows, sales);
  const offset = (filters.page - 1) * PAGE_SIZE;
  const condition = and(...where, search ? sql`${products.searchVector} @@ ${search.query}` : undefined);
  if (search?.countFirst && filters.sort === "relevance") {
    const ranked = await rankedMatches(condition, search.tiers, offset);
    if (ranked.total === 0) return { rows: [], total: 0, capped: false };
    const rows = ranked.page ? await pageOf(ranked.page) : await orderedRows(filters, sales, where, search, offset);
    return { rows: await finish(rows), total: ranked.total, capped: ranked.page === null };
  }
  const counting = countUpTo(condition, search ? SEARCH_COUNT_CAP : COUNT_CAP);
  if (search?.countFirst) {
    const count = await counting;
    if (count.total === 0) return { rows: [], ...count };
    // Up to the cap, the matches are read by their ids and sorted; past it, in the sort's index order.
    const rows = count.capped
      ? await orderedRows(filters, sales, where, search, offset)
      : await matchedRows(filters.sort, sales, where, search, offset);
    return { rows: await finish(rows), ...count };
  }
  const [rows, count] = await Promise.all([orderedRows(filters, sales, where, search, offset).then(finish), counting]);
  return { rows, ...count };
}

/**
 * A relevance search's count and, up to the cap, its page, in one pass over its matches: each
 * match's tier and age (its name's vector is read, not its card), counted and sorted in the
 * statement, which sends back the page's ids only. Past the cap, `page` is null and the page is
 * read tier by tier in index order. One statement where a count and then a page read by ids were
 * two passes over the same rows ('sheesham king bed', 750 matches at 100,000 products: 4 + 7 ms).
 */
async function rankedMatches(condition: SQL | undefined, tiers: SQL[], offset: number) {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    with matches as materialized (
      select ${products.id} as id, ${tierOrder(tiers)} as tier, ${products.createdAt} as created_at
      from ${products} where ${condition ?? sql`true`} limit ${SEARCH_COUNT_CAP + 1}
    )
    select (select count(*)::int from matches) as total, page.id
    from (select 1) as one
    left join lateral (
      select id from matches order by tier, created_at desc, id limit ${PAGE_SIZE} offset ${offset}
    ) as page on true`)) as unknown as { rows: { total: number; id: string | null }[] };
  const total = Number(result.rows[0]?.total ?? 0);
  if (total > SEARCH_COUNT_CAP) return { total: SEARCH_COUNT_CAP, page: null };
  return { total, page: result.rows.flatMap((row) => (row.id ? [row.id] : [])) };
}

/** The cards of these products, in this order. */
async function pageOf(ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(inArray(products.id, ids), [], ids.length);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of the catalogue: active products only, every filter combined, the
 * search forgiving (prefixes and typos) and ranked, widened to any word when
 * no product has them all.
 */
export async function listCatalog(
  filters: CatalogFilters,
  /** The category list, when the caller has already read it (for the cards' category names). */
  knownCategories?: { id: string; name: string; slug: string }[],
  /** With `facets`, the options the view's products come in, with counts (the catalogue's panel). */
  { facets = false }: { facets?: boolean } = {},
): Promise<CatalogPage> {
  // Read from the start, beside everything else; a failure elsewhere first leaves it handled.
  const categoriesRead = knownCategories ? Promise.resolve(knownCategories) : listCategories();
  categoriesRead.catch(() => {});
  // The running sales once for the page: its filters, its order and its cards agree on them.
  const [plan, sales] = await Promise.all([filters.q ? planSearch(filters.q) : null, readRunningSales()]);

  const where: SQL[] = [eq(products.isActive, true)];
  // By id, so that no query needs a join.
  if (filters.category) {
    where.push(
      eq(products.categoryId, sql`(select id from ${categories} where ${categories.slug} = ${filters.category})`),
    );
  }
  // By the price a card shows: a sale's, while one runs.
  if (filters.minPrice !== null) where.push(gte(effectivePriceSql(sales), filters.minPrice));
  if (filters.maxPrice !== null) where.push(lte(effectivePriceSql(sales), filters.maxPrice));
  // A piece made to order is never out of stock.
  if (filters.inStock) where.push(availableSql);
  if (filters.onSale) where.push(onSaleSql(sales));
  const chosen = [...where, ...optionConditions(filters.options)];

  const tiers = plan && relevanceTiers(plan.all, plan.exact);
  let search: RankedSearch | null = plan && {
    query: plan.all,
    countFirst: !plan.wholeWords || plan.groups.length > 1,
    tiers: tiers!,
    manyTiers: tiers!.map((tier) => ({ where: tier })),
  };
  let result = await runPage(filters, sales, chosen, search);
  let broadened = false;
  if (plan && result.total === 0 && searchTerms(filters.q).length > 1) {
    broadened = true;
    const ranked = filters.sort === "relevance" ? await broadenedTiers(chosen, plan.groups) : { few: [], many: [] };
    search = { query: plan.any, countFirst: true, tiers: ranked.few, manyTiers: ranked.many };
    result = await runPage(filters, sales, chosen, search);
  }
  const query = search?.query;
  // Counted over the view without its option values; a view too large to count cheaply offers none.
  const viewCondition = and(...where, query ? sql`${products.searchVector} @@ ${query}` : undefined);
  const [categoryList, optionList] = await Promise.all([
    categoriesRead,
    facets && !result.capped && result.total <= FACET_LIMIT
      ? optionFacets(viewCondition, filters.options)
      : Promise.resolve([]),
  ]);
  const byId = new Map(categoryList.map((category) => [category.id, category]));
  return {
    products: result.rows.map(({ categoryId, ...row }) => {
      const category = categoryId ? byId.get(categoryId) : undefined;
      return { ...row, categoryName: category?.name ?? null, categorySlug: category?.slug ?? null };
    }),
    total: result.total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    totalCapped: result.capped,
    broadened: broadened && result.total > 0,
    facets: optionList,
  };
}

/** The categories for the filter, in the shop's order. */
export function listCategories() {
  return (
    db()
      .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name))
      // A promise, not drizzle's query builder: each `then` of a builder runs its query again.
      .execute()
  );
}

import { and, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { askedVariants, type AskedVariant } from "./asked-variants.server";
import { finishCards } from "./card-extras.server";
import { COUNT_CAP, PAGE_SIZE, SEARCH_COUNT_CAP, type CatalogFilters } from "./catalog-filters";
import { newestFirst, orderFor, pageOf, rowsOf, selectIds, sortedRows, type Row } from "./catalog-rows.server";
import { countUpTo } from "./count-up-to.server";
import type { RunningSales } from "./running-sales.server";
import { broadenedTiers, relevanceTiers, tierOrder, type ReadTier } from "./search-ranking.server";
import type { SearchPlan } from "./search.server";
import { searchTerms } from "./search-terms";

/**
 * One page of the catalogue's products and their count, the search (if any) ranked, and widened to
 * any of its words when no product has them all (`broadened`). `query` is the search that gave
 * the page, for what the caller counts over the same view (the options' facets).
 */
export async function readPage(filters: CatalogFilters, sales: RunningSales, where: SQL[], plan: SearchPlan | null) {
  const tiers = plan && relevanceTiers(plan.all, plan.exact);
  let search: RankedSearch | null = plan && {
    query: plan.all,
    countFirst: !plan.wholeWords || plan.groups.length > 1,
    tiers: tiers!,
    manyTiers: tiers!.map((tier) => ({ where: tier })),
  };
  const finish = (rows: Row[]) => finishPage(rows, sales, plan);
  let result = await runPage(filters, sales, where, search, finish);
  let broadened = false;
  if (plan && result.total === 0 && searchTerms(filters.q).length > 1) {
    broadened = true;
    const ranked =
      filters.sort === "relevance" ? await broadenedTiers(where, plan.groups) : { few: [], many: [], pastCap: false };
    search = {
      query: plan.any,
      countFirst: true,
      tiers: ranked.few,
      manyTiers: ranked.many,
      pastCap: ranked.pastCap,
    };
    result = await runPage(filters, sales, where, search, finish);
  }
  return { ...result, broadened, query: search?.query };
}

/**
 * The page's cards made whole (finishCards) and, for a search, the pieces its words name
 * (askedVariants), read side by side once the page's ids are known.
 */
async function finishPage(rows: Row[], sales: RunningSales, plan: SearchPlan | null) {
  const [cards, asked] = await Promise.all([
    finishCards(rows, sales),
    plan
      ? askedVariants(
          rows.map((row) => row.id),
          plan.groups,
          sales,
        )
      : new Map<string, AskedVariant>(),
  ]);
  return cards.map((card) => {
    const variant = asked.get(card.id);
    return variant ? { ...card, variant } : card;
  });
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
  /**
   * The matches are already known to pass the cap (a broadened search, one of whose words alone
   * does), so none are counted: counting them again cost as much as reading the page ('wardrobe
   * sofa': 9 ms).
   */
  pastCap?: boolean;
}

/**
 * Relevance in tiers (relevanceTiers): names with the words as typed, names with the words as
 * matched, then the rest; newest first within each. Each tier is read in index order and stops at
 * the page's end, so a common word costs no more than a rare one, whatever the size of the
 * catalogue. One statement: PostgreSQL's Append reads its branches in turn and the outer limit
 * stops it, so a tier is read only when those before it fall short (no branch, each with its own
 * limit, can be split between workers). The tiers give the page's ids, and its cards are read by
 * them: planning a card's columns once per tier cost more than the second statement ('wardrobe
 * sofa', four tiers at 100,000 products: 8 ms to plan).
 */
async function relevantRows(where: SQL[], tiers: ReadTier[], offset: number): Promise<Row[]> {
  const wanted = offset + PAGE_SIZE;
  const [first, second, ...rest] = tiers.map((tier) =>
    selectIds(and(...where, tier.where), tier.first ? [tier.first, ...newestFirst] : newestFirst, wanted),
  );
  if (!first) return [];
  const ids = await (second ? unionAll(first, second, ...rest).limit(wanted) : first);
  return pageOf(ids.slice(offset).map((row) => row.id));
}

/**
 * A page in a sort other than relevance (rankedMatches reads those), read from the matches
 * themselves, found by the search index (at most one past the count's cap) and then sorted: for a
 * search PostgreSQL cannot estimate (a bare prefix, such as part of an
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
  return rowsOf(sql`${products.id} = any(array(${matches}))`, orderFor(sort, sales), PAGE_SIZE, offset);
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
  return sortedRows(condition, filters.sort, sales, PAGE_SIZE, offset);
}

/**
 * The page's rows with their cards' swatches, and the count. The swatches are read as soon as the
 * rows are in, while the count may still run: for a broad search the two take about as long.
 */
async function runPage(
  filters: CatalogFilters,
  sales: RunningSales,
  where: SQL[],
  search: RankedSearch | null,
  finish: (rows: Row[]) => ReturnType<typeof finishPage>,
) {
  const offset = (filters.page - 1) * PAGE_SIZE;
  const condition = and(...where, search ? sql`${products.searchVector} @@ ${search.query}` : undefined);
  if (search?.pastCap && filters.sort === "relevance") {
    const rows = await relevantRows(where, search.manyTiers, offset);
    return { rows: await finish(rows), total: SEARCH_COUNT_CAP, capped: true };
  }
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

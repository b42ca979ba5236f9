import { and, sql, type SQL } from "drizzle-orm";
import { products } from "~/db/schema";
import { SEARCH_COUNT_CAP } from "./catalog-filters";
import { countUpTo } from "./count-up-to.server";

/**
 * How a search's matches are ranked (issue 37, item 2), as the conditions of tiers read in turn:
 * the name has every word as typed or as a synonym ('bed': the King Bed), then the name has every
 * word with the catalogue words they begin or their corrections ('Bedside Table'), then the words
 * are only in the category, the options or the description. Each matching product is in exactly
 * one tier; newest first within each.
 */
export function relevanceTiers(query: SQL, exact: SQL | null): SQL[] {
  const named = sql`${products.nameVector} @@ ${query}`;
  const rest = sql`${products.searchVector} @@ ${query} and not (${named})`;
  if (!exact) return [named, rest];
  const namedExactly = sql`${products.nameVector} @@ ${exact}`;
  return [namedExactly, sql`${named} and not (${namedExactly})`, rest];
}

/**
 * The tiers as one sort key, for a page sorted after it is read (a few matches, read by their
 * ids). The tiers cover every match, so the last needs no test: it is what the others are not,
 * and its rows (most often the most) are not read for it ('sheesham king bed': 750 matches whose
 * full search vectors the last test would read).
 */
export function tierOrder(tiers: SQL[]): SQL {
  if (tiers.length <= 1) return sql`0`;
  const cases = tiers.slice(0, -1).map((tier, index) => sql`when ${tier} then ${sql.raw(String(index))}`);
  return sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(tiers.length - 1))} end`;
}

/** Up to this many words, a broadened search ranks every combination of them (six for three words). */
const COMBINATIONS_UP_TO = 3;

/** A tier read in index order: its condition, and a sort key before newest first, if any. */
export interface ReadTier {
  where: SQL;
  first?: SQL;
}

/** A broadened search's tiers: for a few matches, sorted by their ids; for many, read in turn. */
export interface BroadenedTiers {
  few: SQL[];
  many: ReadTier[];
  /** One of the words alone has more matches than the cap, and so have the words together. */
  pastCap: boolean;
}

/**
 * The tiers of a broadened search (no product has every word, so those with any are shown): more
 * of the words first, then, among as many, the rarer words' matches before the commoner ('almari
 * walnut': the one wardrobe before the walnut pieces), each with the name's matches first. A
 * word's weight is the inverse of how many of the view's products have it, counted up to the
 * search cap (one count per word, only when a search is broadened). Of four words or more, each
 * word is a tier on its own, the rarest first.
 *
 * `few` ranks the combinations of words (`a & b & !c`), for matches few enough to be sorted once
 * read. `many`, for more matches than the cap, is one tier per word, rarest first (within a
 * word read by its ids, more of the other words first: 'qimoka sofa' before 'qimoka desk'): PostgreSQL
 * estimates one word's matches well and so reads each such tier in index order without a
 * detour, where for words together it may expect hundreds of matches that are not there and
 * read the whole catalogue in date order looking for them ('wardrobe & sofa' at 100,000
 * products: 145 ms for none).
 */
export async function broadenedTiers(where: SQL[], groups: SQL[]): Promise<BroadenedTiers> {
  const counts = await Promise.all(
    groups.map((group) => countUpTo(and(...where, sql`${products.searchVector} @@ ${group}`), SEARCH_COUNT_CAP)),
  );
  const weight = (indices: number[]) => indices.reduce((sum, index) => sum + 1 / Math.max(1, counts[index]!.total), 0);
  const all = groups.map((_, index) => index);
  const byRarity = [...all].sort((a, b) => weight([b]) - weight([a]));
  const alone = byRarity.map((index, at) => ({ has: [index], lacks: byRarity.slice(0, at) }));
  const combined =
    groups.length <= COMBINATIONS_UP_TO
      ? combinations(all)
          .map((has) => ({ has, lacks: all.filter((index) => !has.includes(index)) }))
          .sort((a, b) => b.has.length - a.has.length || weight(b.has) - weight(a.has))
      : alone;
  const conditions = ({ has, lacks }: { has: number[]; lacks: number[] }, byIds = false) => {
    const words = sql.join(
      has.map((index) => groups[index]!),
      sql` && `,
    );
    const others = sql.join(
      lacks.map((index) => groups[index]!),
      sql` || `,
    );
    const tsquery = lacks.length === 0 ? words : sql`${words} && !!(${others})`;
    const named = sql`${products.nameVector} @@ (${words})`;
    const matching = sql`${products.searchVector} @@ (${tsquery})`;
    // A word with no more matches than the cap: its tier is read by their ids, which PostgreSQL
    // cannot mistake for many ('walnut zqxv': the prefix zqxv, guessed common, matches nothing).
    const matches = byIds
      ? sql`${products.id} = any(array(select ${products.id} from ${products} where ${matching} limit ${SEARCH_COUNT_CAP + 1}))`
      : matching;
    // The name is in the search vector: with no word to lack, a name that has the words matches.
    // Asked for both, PostgreSQL takes them as independent and guesses a few hundred where there are
    // thousands, sorting them all for twelve ('wardrobe', named: 2,087 rows guessed at 92).
    const namedMatches = lacks.length === 0 && !byIds ? named : sql`${matches} and ${named}`;
    return [namedMatches, sql`${matches} and not (${named})`];
  };
  const matched = sql.join(
    groups.map((group) => sql`(${products.searchVector} @@ ${group})::int`),
    sql` + `,
  );
  const many = alone
    .filter(({ has }) => counts[has[0]!]!.total > 0)
    .flatMap((tier) => {
      const byIds = !counts[tier.has[0]!]!.capped;
      return conditions(tier, byIds).map((where) => (byIds ? { where, first: sql`(${matched}) desc` } : { where }));
    });
  return {
    few: combined.flatMap((tier) => conditions(tier)),
    many,
    pastCap: counts.some((count) => count.capped),
  };
}

/** Every combination of the indices but all of them (a broadened search has no product with all). */
function combinations(indices: number[]): number[][] {
  const result: number[][] = [];
  for (let mask = 1; mask < (1 << indices.length) - 1; mask += 1) {
    result.push(indices.filter((_, bit) => mask & (1 << bit)));
  }
  return result;
}

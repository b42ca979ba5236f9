import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { searchTerms } from "./search-terms";

export interface SearchPlan {
  /** Every word must match (or one of its corrections). */
  all: SQL;
  /** Any word may match: the fallback when no product has them all. */
  any: SQL;
}

/** A correction must look nearly as much like the typed word as the best one does. */
const CLOSE_TO_BEST = 0.85;

/**
 * For each typed word that no catalogue word starts with, the catalogue words
 * that look most like it (trigram similarity over the small search_words
 * vocabulary): 'sofaa' gives 'sofa', 'dinning' gives 'dining'. Weaker look-alikes
 * ('soft' for 'sofaa') are dropped: they would double the results with noise.
 */
async function corrections(terms: string[]): Promise<Map<string, string[]>> {
  const candidates = terms.filter((term) => term.length >= 4);
  const found = new Map<string, string[]>();
  if (candidates.length === 0) return found;
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    select t.term, c.word, c.score
    from unnest(${`{${candidates.join(",")}}`}::text[]) as t(term)
    cross join lateral (
      select w.word, similarity(w.word, t.term) as score from search_words w
      where not exists (select 1 from search_words k where k.word like t.term || '%')
        and w.word % t.term
      order by score desc, w.word
      limit 3
    ) as c`)) as unknown as { rows: { term: string; word: string; score: number }[] };
  const best = new Map<string, number>();
  for (const { term, score } of result.rows) best.set(term, Math.max(best.get(term) ?? 0, Number(score)));
  for (const { term, word, score } of result.rows) {
    if (Number(score) >= (best.get(term) ?? 0) * CLOSE_TO_BEST) found.set(term, [...(found.get(term) ?? []), word]);
  }
  return found;
}

/**
 * Turns what a shopper typed into two tsqueries. Each word matches as a prefix
 * (so results follow the typing) or as any of its corrections; words are
 * letters and digits only, so the query text cannot be malformed. The queries
 * are parsed here, once, and handed on as constants, so that the main query
 * does not parse them again for every row it ranks.
 */
export async function planSearch(query: string): Promise<SearchPlan | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const fixes = await corrections(terms);
  const groups = terms.map((term) => `(${[`${term}:*`, ...(fixes.get(term) ?? [])].join(" | ")})`);
  const result = (await db().execute(sql`
    select to_tsquery('english', ${groups.join(" & ")})::text as "all",
           to_tsquery('english', ${groups.join(" | ")})::text as "any"`)) as unknown as {
    rows: { all: string; any: string }[];
  };
  const parsed = result.rows[0] ?? { all: "", any: "" };
  return { all: sql`${parsed.all}::tsquery`, any: sql`${parsed.any}::tsquery` };
}

import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { searchTerms } from "./search-terms";

export interface SearchPlan {
  /** Every word must match (or one of its corrections). */
  all: SQL;
  /** Any word may match: the fallback when no product has them all. */
  any: SQL;
}

/**
 * For each typed word that no catalogue word starts with, up to two catalogue
 * words that look like it (trigram similarity over the small search_words
 * vocabulary): 'sofaa' gives 'sofa', 'dinning' gives 'dining'.
 */
async function corrections(terms: string[]): Promise<Map<string, string[]>> {
  const candidates = terms.filter((term) => term.length >= 4);
  const found = new Map<string, string[]>();
  if (candidates.length === 0) return found;
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    select t.term, c.word
    from unnest(${`{${candidates.join(",")}}`}::text[]) as t(term)
    cross join lateral (
      select w.word from search_words w
      where not exists (select 1 from search_words k where k.word like t.term || '%')
        and w.word % t.term
      order by similarity(w.word, t.term) desc, w.word
      limit 2
    ) as c`)) as unknown as { rows: { term: string; word: string }[] };
  for (const { term, word } of result.rows) found.set(term, [...(found.get(term) ?? []), word]);
  return found;
}

/**
 * Turns what a shopper typed into two tsqueries. Each word matches as a prefix
 * (so results follow the typing) or as any of its corrections; words are
 * letters and digits only, so the query text cannot be malformed.
 */
export async function planSearch(query: string): Promise<SearchPlan | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const fixes = await corrections(terms);
  const groups = terms.map((term) => `(${[`${term}:*`, ...(fixes.get(term) ?? [])].join(" | ")})`);
  return {
    all: sql`to_tsquery('english', ${groups.join(" & ")})`,
    any: sql`to_tsquery('english', ${groups.join(" | ")})`,
  };
}

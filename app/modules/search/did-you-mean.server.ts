import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { spelledSize } from "~/modules/catalog/compound-sizes";
import { searchTerms } from "~/modules/catalog/search-terms";
import { searchSite } from "./site-search.server";

/** How alike a word must be to be offered instead (pg_trgm's similarity, 0 to 1; its `%` default). */
const ALIKE = 0.3;

/**
 * For a search that found nothing: the same words with each unknown one replaced by the nearest
 * word the shop knows (the catalogue's vocabulary and the owner's words that mean the same:
 * 'almaari' is near 'almari', which search reads as a wardrobe), or null when no word has a near
 * one. Whether that finds anything is the caller's to check. One statement over the two small
 * word lists, run only when a search found nothing.
 */
export async function nearestWords(query: string): Promise<string | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    with known as (
      select word from search_words
      union
      select word from search_synonym_words where position(' ' in word) = 0
    )
    select t.term, t.n,
      (select k.word from known k where k.word = t.term) as itself,
      (select k.word from known k
        where length(t.term) >= 3 and similarity(k.word, t.term) >= ${ALIKE}
        order by similarity(k.word, t.term) desc, k.word limit 1) as near
    from unnest(${`{${terms.join(",")}}`}::text[]) with ordinality as t(term, n)
    order by t.n`)) as unknown as { rows: { term: string; itself: string | null; near: string | null }[] };
  const words = result.rows.map((row) => row.itself ?? row.near ?? row.term);
  return words.some((word, index) => word !== terms[index]) ? words.map(spelledSize).join(" ") : null;
}

/**
 * 'Did you mean …' for a search that found nothing: the nearest words, offered only when they
 * find something themselves (a suggestion that leads to another empty page is worse than none).
 */
export async function didYouMean(query: string): Promise<string | null> {
  const nearest = await nearestWords(query);
  if (!nearest) return null;
  const found = await searchSite(nearest, { products: 1, categories: 1, projects: 1 });
  return found.productCards.length + found.categories.length + found.projects.length > 0 ? nearest : null;
}

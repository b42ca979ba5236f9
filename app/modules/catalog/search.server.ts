import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryPhrases, readSynonyms, tsOperand } from "./search-synonyms.server";
import { searchCompounds, searchTerms } from "./search-terms";
import { SYNONYM_PHRASE_MAX } from "./synonym-words";

export interface SearchPlan {
  /** Every word must match (or one of its corrections). */
  all: SQL;
  /**
   * Every word as typed or as one of its synonyms, without the catalogue words it begins nor its
   * corrections: a name that has the words themselves ranks first ('bed' finds the King Bed
   * before the Bedside Table). Null when it is `all` itself.
   */
  exact: SQL | null;
  /** Each word (or phrase) alone, as it is matched: what a broadened search weighs its matches by. */
  groups: SQL[];
  /** Any word may match: the fallback when no product has them all. */
  any: SQL;
  /**
   * Every word is matched as whole catalogue words, whose frequencies PostgreSQL keeps: it then
   * knows how many products match and plans the page well. A bare prefix (an SKU, a word not in
   * the vocabulary) it must guess: catalog.server.ts reads such a page from the matches instead.
   */
  wholeWords: boolean;
}

/** A correction must look nearly as much like the typed word as the best one does. */
const CLOSE_TO_BEST = 0.85;

/**
 * A typed word that begins words of the catalogue (at most this many) matches them as whole
 * words, and itself: 'sofa' as sofa | sofas, 'arm' as arm | armchair | armrest, 'jam' (the end
 * of an SKU) as jam | jamawar. The index then intersects a few posting lists instead of
 * gathering every word with the prefix into a bitmap first: a broad search such as 'linen
 * dining chair' over 100,000 products counts its matches in 3 ms instead of 21
 * (docs/performance.md). A word with more continuations ('so') keeps the prefix.
 */
const WHOLE_WORDS_AT_MOST = 16;

/** What the vocabulary says of one typed word. */
interface TermWords {
  term: string;
  /** The word is in the vocabulary as typed. */
  known: boolean;
  /** Vocabulary words that begin with it, alphabetically (one more than WHOLE_WORDS_AT_MOST at most). */
  starts: string[];
  /** Look-alikes when no word begins with it: 'sofaa' gives sofa. */
  near: { word: string; score: number }[];
}

/**
 * Each typed word against the small search_words vocabulary, in one statement: whether it is a
 * word, which words begin with it, and, for a word of four letters or more that begins none,
 * the words that look most like it (trigram similarity): 'sofaa' gives 'sofa', 'dinning'
 * gives 'dining'.
 */
async function readVocabulary(terms: string[]): Promise<TermWords[]> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`, and parse json.
  const result = (await db().execute(sql`
    select t.term,
      exists (select 1 from search_words k where k.word = t.term) as known,
      array(select k.word from search_words k where k.word like t.term || '%'
            order by k.word limit ${WHOLE_WORDS_AT_MOST + 1}) as starts,
      coalesce((
        select json_agg(json_build_object('word', c.word, 'score', c.score))
        from (
          select w.word, similarity(w.word, t.term) as score from search_words w
          where length(t.term) >= 4
            and not exists (select 1 from search_words k where k.word like t.term || '%')
            and w.word % t.term
          order by score desc, w.word
          limit 3
        ) as c), '[]') as near
    from unnest(${`{${terms.join(",")}}`}::text[]) as t(term)`)) as unknown as {
    rows: { term: string; known: boolean; starts: string[]; near: { word: string; score: number }[] | string }[];
  };
  return result.rows.map((row) => ({
    term: row.term,
    known: row.known,
    starts: row.starts,
    near: typeof row.near === "string" ? JSON.parse(row.near) : row.near,
  }));
}

interface TermGroup {
  group: string;
  /** Matched as whole words (see WHOLE_WORDS_AT_MOST). */
  wholeWords: boolean;
  /** It begins some catalogue word (else it is a typo or a bare prefix). */
  begins: boolean;
}

/** One typed word as a tsquery group. */
function termGroup({ term, known, starts, near }: TermWords): TermGroup {
  if (starts.length > 0 && starts.length <= WHOLE_WORDS_AT_MOST) {
    return { group: `(${(known ? starts : [term, ...starts]).join(" | ")})`, wholeWords: true, begins: true };
  }
  // Weaker look-alikes ('soft' for 'sofaa') are dropped: they would double the results with noise.
  const best = Math.max(0, ...near.map((candidate) => Number(candidate.score)));
  const fixes = near.filter((candidate) => Number(candidate.score) >= best * CLOSE_TO_BEST).map((c) => c.word);
  // A typo ('sofaa'): its corrections, and the word itself in case some piece has it after all.
  if (fixes.length > 0) return { group: `(${[term, ...fixes].join(" | ")})`, wholeWords: true, begins: false };
  // No word of the vocabulary starts so: a prefix, which finds SKUs (kept out of the vocabulary).
  return { group: `(${term}:*)`, wholeWords: false, begins: starts.length > 0 };
}

/**
 * Turns what a shopper typed into two tsqueries. Each word matches the catalogue's words it
 * begins (so results follow the typing), or its corrections when it is a typo, or else as a
 * prefix; words are letters and digits only, and so is the vocabulary, so the query text cannot
 * be malformed. The text is handed to the page's queries as a constant to_tsquery(…) call, which
 * PostgreSQL works out once when it plans each query, not once per row.
 *
 * An SKU typed whole ('SK098765-KHD', 'sof-102': hyphenated, a letter first and a digit in it) of
 * which some part begins no catalogue word is matched as its joined word ('sk098765khd', which
 * migration 0031 indexes beside the parts), as a prefix, and its parts are not matched: by its
 * parts, its 'khd' alone is in two SKUs of five at 100,000 products, 8 ms to gather for the one
 * product the SKU names. A size typed '3-seater' (a digit first) keeps its parts.
 */
export async function planSearch(query: string): Promise<SearchPlan | null> {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const [vocabulary, synonyms] = await Promise.all([readVocabulary(terms), readSynonyms(queryPhrases(terms))]);
  const byTerm = new Map(vocabulary.map((words) => [words.term, words]));
  const matched = new Map(
    terms.map((term) => [term, termGroup(byTerm.get(term) ?? { term, known: false, starts: [], near: [] })]),
  );
  const whole = searchCompounds(query).filter(
    ({ parts }) => parts.every((part) => matched.has(part)) && parts.some((part) => !matched.get(part)!.begins),
  );
  const asParts = new Set(whole.flatMap(({ parts }) => parts));
  const words = withSynonyms(
    terms.filter((term) => !asParts.has(term)),
    matched,
    synonyms,
  );
  const compounds = whole.map(({ joined }) => `(${joined}:*)`);
  const groups = [...words.map((word) => word.group), ...compounds];
  const exact = [...words.map((word) => word.exact), ...compounds].join(" & ");
  const tsquery = (text: string) => sql`to_tsquery('english'::regconfig, ${text}::text)`;
  return {
    all: tsquery(groups.join(" & ")),
    exact: exact === groups.join(" & ") ? null : tsquery(exact),
    groups: groups.map(tsquery),
    any: tsquery(groups.join(" | ")),
    wholeWords: whole.length === 0 && words.every(({ wholeWords }) => wholeWords),
  };
}

/**
 * The typed words as tsquery groups, with the owner's words that mean the same (issue 37): the
 * longest phrase of the query that is a synonym ('centre table', 'sofa cum bed', '3 seater') is
 * one group, itself or any of its group's words as phrases ('centre <-> table | coffee <-> table');
 * a single word keeps what the vocabulary made of it and gains its synonyms ('almari' is almari |
 * wardrobe | cupboard, not a prefix nor a typo of a catalogue word).
 */
function withSynonyms(terms: string[], matched: Map<string, TermGroup>, synonyms: Map<string, string[]>): WordGroup[] {
  const groups: WordGroup[] = [];
  for (let start = 0; start < terms.length;) {
    const phrase = longestSynonym(terms, start, synonyms);
    if (phrase) {
      const alternatives = `(${[phrase.text, ...synonyms.get(phrase.text)!].map(tsOperand).join(" | ")})`;
      groups.push({ group: alternatives, exact: alternatives, wholeWords: true });
      start += phrase.length;
      continue;
    }
    const term = terms[start]!;
    const own = matched.get(term)!;
    const others = synonyms.get(term);
    // Itself alone: the same text as its group when it begins no longer word, so no tier is added for it.
    if (!others) groups.push({ ...own, exact: own.group === `(${term})` ? own.group : term });
    else {
      // Its continuations in the catalogue when it begins some ('bed': bed | bedroom | …), else itself.
      const itself = own.wholeWords && own.begins ? own.group.slice(1, -1) : term;
      const meanings = others.map(tsOperand);
      groups.push({
        group: `(${[itself, ...meanings].join(" | ")})`,
        exact: `(${[term, ...meanings].join(" | ")})`,
        wholeWords: true,
      });
    }
    start += 1;
  }
  return groups;
}

/** One word (or phrase) of the query as matched, and as itself and its synonyms only. */
interface WordGroup {
  group: string;
  exact: string;
  wholeWords: boolean;
}

/** The longest phrase of two words or more from `start` that has synonyms, if any. */
function longestSynonym(terms: string[], start: number, synonyms: Map<string, string[]>) {
  for (let length = Math.min(SYNONYM_PHRASE_MAX, terms.length - start); length >= 2; length -= 1) {
    const text = terms.slice(start, start + length).join(" ");
    if (synonyms.has(text)) return { text, length };
  }
  return null;
}

import { and, asc, inArray, ne, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { searchSynonymWords } from "~/db/schema";
import { SYNONYM_PHRASE_MAX } from "./synonym-words";

/** The phrases a query's words make, one to SYNONYM_PHRASE_MAX words long, in order: each may be a synonym. */
export function queryPhrases(terms: readonly string[]): string[] {
  const phrases: string[] = [];
  for (let start = 0; start < terms.length; start += 1) {
    for (let end = start + 1; end <= Math.min(terms.length, start + SYNONYM_PHRASE_MAX); end += 1) {
      phrases.push(terms.slice(start, end).join(" "));
    }
  }
  return phrases;
}

const other = alias(searchSynonymWords, "other");

/**
 * For each of `phrases` that is in a group of words that mean the same, the group's other words,
 * in the owner's order: one statement on the words' key, whatever the number of groups.
 */
export async function readSynonyms(phrases: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (phrases.length === 0) return found;
  const rows = await db()
    .select({ phrase: searchSynonymWords.word, other: other.word })
    .from(searchSynonymWords)
    .innerJoin(other, and(eq(other.groupId, searchSynonymWords.groupId), ne(other.word, searchSynonymWords.word)))
    .where(inArray(searchSynonymWords.word, [...phrases]))
    .orderBy(asc(other.position));
  for (const row of rows) found.set(row.phrase, [...(found.get(row.phrase) ?? []), row.other]);
  return found;
}

/** A word or phrase as a tsquery operand: 'coffee table' is the phrase coffee <-> table. */
export function tsOperand(phrase: string): string {
  const words = phrase.split(" ");
  return words.length === 1 ? phrase : `(${words.join(" <-> ")})`;
}

import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { searchSynonymGroups, searchSynonymWords } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { SYNONYM_GROUPS_MAX, synonymText } from "~/modules/catalog/synonym-words";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Reader = Pick<ReturnType<typeof db>, "select">;

export interface SynonymGroup {
  id: string;
  words: string[];
}

export type SynonymOutcome = { ok: true; group: SynonymGroup } | { ok: false; status: 404 | 409; message: string };

/** Every group with its words in the owner's order, alphabetically by their first word. */
export async function listSynonymGroups(reader: Reader = db()): Promise<SynonymGroup[]> {
  const rows = await reader
    .select({ id: searchSynonymWords.groupId, word: searchSynonymWords.word })
    .from(searchSynonymWords)
    .orderBy(asc(searchSynonymWords.groupId), asc(searchSynonymWords.position));
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.id, [...(groups.get(row.id) ?? []), row.word]);
  return [...groups].map(([id, words]) => ({ id, words })).sort((a, b) => a.words[0]!.localeCompare(b.words[0]!));
}

async function wordsOf(tx: Reader, groupId: string): Promise<string[] | null> {
  const rows = await tx
    .select({ word: searchSynonymWords.word })
    .from(searchSynonymWords)
    .where(eq(searchSynonymWords.groupId, groupId))
    .orderBy(asc(searchSynonymWords.position));
  return rows.length > 0 ? rows.map((row) => row.word) : null;
}

/** A word of `words` that another group has, with that group's words: one word means one thing. */
async function takenElsewhere(tx: Reader, words: string[], groupId: string | null) {
  const [taken] = await tx
    .select({ word: searchSynonymWords.word, groupId: searchSynonymWords.groupId })
    .from(searchSynonymWords)
    .where(and(inArray(searchSynonymWords.word, words), groupId ? ne(searchSynonymWords.groupId, groupId) : undefined))
    .limit(1);
  if (!taken) return null;
  const others = (await wordsOf(tx, taken.groupId)) ?? [];
  return `'${taken.word}' is in the group '${synonymText(others)}' already: change that group, or leave the word out here.`;
}

/** Edits of the list one at a time: the checks above then see every saved word. */
const lockSynonyms = (tx: Transaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('search-synonyms'))`);

async function newGroup(tx: Transaction): Promise<string> {
  const [row] = await tx.insert(searchSynonymGroups).values({}).returning({ id: searchSynonymGroups.id });
  return row!.id;
}

const CONFLICT = "Another admin changed these words just now: please reload the page and try again.";

/**
 * Saves a group: a new one (`groupId` null) or the words of one that exists, replaced whole, in
 * one transaction with its audit entry. A word that another group has is refused with that
 * group's words; the database's key on the word is the last word on it.
 */
export async function saveSynonymGroup(
  groupId: string | null,
  words: string[],
  by: AuditActor,
): Promise<SynonymOutcome> {
  try {
    return await db().transaction(async (tx): Promise<SynonymOutcome> => {
      await lockSynonyms(tx);
      const before = groupId ? await wordsOf(tx, groupId) : null;
      if (groupId && !before)
        return { ok: false, status: 404, message: "That group was not found: it may have been removed." };
      if (!groupId) {
        const [row] = await tx.select({ n: count() }).from(searchSynonymGroups);
        if ((row?.n ?? 0) >= SYNONYM_GROUPS_MAX) {
          return {
            ok: false,
            status: 409,
            message: `The shop has ${SYNONYM_GROUPS_MAX} groups of words, the most it keeps: add these words to a group that is near in meaning, or remove one.`,
          };
        }
      }
      const taken = await takenElsewhere(tx, words, groupId);
      if (taken) return { ok: false, status: 409, message: taken };
      const id = groupId ?? (await newGroup(tx));
      if (groupId) {
        await tx
          .update(searchSynonymGroups)
          .set({ updatedAt: sql`now()` })
          .where(eq(searchSynonymGroups.id, id));
        await tx.delete(searchSynonymWords).where(eq(searchSynonymWords.groupId, id));
      }
      await tx.insert(searchSynonymWords).values(words.map((word, position) => ({ word, groupId: id, position })));
      await recordAudit(
        by,
        {
          action: groupId ? "search.synonyms-changed" : "search.synonyms-added",
          target: { type: "search-synonyms", id, label: synonymText(words) },
          changes: { words: { before: before ? synonymText(before) : null, after: synonymText(words) } },
        },
        tx,
      );
      return { ok: true, group: { id, words } };
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) return { ok: false, status: 409, message: CONFLICT };
    throw error;
  }
}

/** Removes a group and its words, with its audit entry. Removing one already gone is done. */
export async function removeSynonymGroup(groupId: string, by: AuditActor): Promise<{ ok: true; removed: boolean }> {
  return db().transaction(async (tx) => {
    await lockSynonyms(tx);
    const before = await wordsOf(tx, groupId);
    if (!before) return { ok: true, removed: false };
    await tx.delete(searchSynonymGroups).where(eq(searchSynonymGroups.id, groupId));
    await recordAudit(
      by,
      {
        action: "search.synonyms-removed",
        target: { type: "search-synonyms", id: groupId, label: synonymText(before) },
        changes: { words: { before: synonymText(before), after: null } },
      },
      tx,
    );
    return { ok: true, removed: true };
  });
}

// Browser-safe: the admin's form and search read a group of words that mean the same alike.

import { joinCompoundSizes } from "./compound-sizes";

/** Words in one group: a handful of spellings and names, not a thesaurus. */
export const SYNONYM_GROUP_MAX = 12;
/** A phrase of at most this many words ('sofa cum bed'): search looks for phrases this long. */
export const SYNONYM_PHRASE_MAX = 4;
/** Characters of one word, as search keeps of a typed word. */
export const SYNONYM_WORD_MAX = 40;
/** What the form's field takes. */
export const SYNONYM_TEXT_MAX = 600;
/** Groups in all: every search reads the ones its words are in, never all of them. */
export const SYNONYM_GROUPS_MAX = 500;

/**
 * One entry as search splits a query: lower-case letters and digits, single spaces, a compound
 * size one word ('Sofa-cum-bed' is 'sofa cum bed', '3 Seater' is '3 seater', 'Super King' is
 * 'superking'). Empty when it holds neither.
 */
export function synonymWord(entry: string): string {
  return joinCompoundSizes(entry.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(" ");
}

/** The entries of the form's field, split at '=', ',' or a new line, as typed (blank ones left out). */
export function synonymEntries(text: string): string[] {
  return text
    .split(/[=,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A group as the admin reads and writes it: 'almari = wardrobe = cupboard'. */
export const synonymText = (words: readonly string[]) => words.join(" = ");

import { joinCompoundSizes } from "./compound-sizes";

/** The words of a query: letters and digits only, lowercased. */
const wordsOf = (query: string) => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** At most eight words of at most 40 characters, each once. */
const kept = (words: string[]) => [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, 8);

/**
 * Splits what a shopper typed into search words: letters and digits only (so
 * nothing typed can change the meaning of a tsquery), lowercased, a compound
 * size one word ('super king' is 'superking', as the index has it), at most
 * eight words of at most 40 characters.
 */
export function searchTerms(query: string): string[] {
  return kept(joinCompoundSizes(wordsOf(query)));
}

/**
 * The same words as the shopper typed them, a compound size as two ('super king'): what the
 * shop shows or writes back (a custom order's description, the owner's list of searches that
 * found nothing).
 */
export function typedWords(query: string): string[] {
  return kept(wordsOf(query));
}

/**
 * What looks like an SKU typed whole: a hyphenated word with a digit in it and a letter first
 * ('SK098765-KHD', 'sof-102'; not the size '3-seater'), joined into one word ('sk098765khd') as
 * migration 0031 indexes an SKU beside its parts, with its parts. ASCII letters and digits only,
 * as an SKU's; at most eight, each joined word at most 40 characters.
 */
export function searchCompounds(query: string): { joined: string; parts: string[] }[] {
  const words = query.toLowerCase().match(/(?<![\p{L}\p{N}-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\p{L}\p{N}-])/gu) ?? [];
  return [...new Set(words.filter((word) => /\d/.test(word)))]
    .map((word) => ({ joined: word.replaceAll("-", ""), parts: word.split("-") }))
    .filter(({ joined }) => joined.length <= 40)
    .slice(0, 8);
}

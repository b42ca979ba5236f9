/**
 * Splits what a shopper typed into search words: letters and digits only (so
 * nothing typed can change the meaning of a tsquery), lowercased, at most
 * eight words of at most 40 characters.
 */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, 8);
}

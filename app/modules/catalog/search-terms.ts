/**
 * Splits what a shopper typed into search words: letters and digits only (so
 * nothing typed can change the meaning of a tsquery), lowercased, at most
 * eight words of at most 40 characters.
 */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 40)))].slice(0, 8);
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

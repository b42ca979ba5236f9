// Browser-safe: search and the synonyms' form split words alike.

/**
 * Sizes whose last word is itself a smaller size, as a shopper types them. Each is one word to
 * search ('superking'), in the index (migration 0041's search_sizes_joined, the same list) and in
 * a query, so that 'king bed' finds the King beds and not a bed that comes in Super King only
 * (issue 37, item 2); 'super king' finds the Super King alone.
 */
export const COMPOUND_SIZES: readonly (readonly [string, string])[] = [
  ["super", "king"],
  ["california", "king"],
  ["small", "double"],
  ["small", "single"],
];

/** Lower-case words with each compound size joined: ['super', 'king', 'bed'] → ['superking', 'bed']. */
export function joinCompoundSizes(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const pair = COMPOUND_SIZES.find(([first, second]) => words[index] === first && words[index + 1] === second);
    if (pair) {
      joined.push(pair.join(""));
      index += 1;
    } else joined.push(words[index]!);
  }
  return joined;
}

/** A joined compound size as typed, any other word as it is: 'superking' → 'super king'. */
export function spelledSize(word: string): string {
  const pair = COMPOUND_SIZES.find(([first, second]) => word === first + second);
  return pair ? pair.join(" ") : word;
}

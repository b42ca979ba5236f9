/**
 * An ILIKE pattern that finds the typed text anywhere: `%`, `_` and `\` typed
 * in a search box are letters, not wildcards.
 */
export function containing(text: string): string {
  return `%${literally(text)}%`;
}

/** Text for a LIKE pattern, its `%`, `_` and `\` matching only themselves. */
export function literally(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

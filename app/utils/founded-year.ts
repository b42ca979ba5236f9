/**
 * What the shop may say about its age, from the one year the owner gave in the settings
 * (issue 33, part 6): '' says nothing, so no page claims a history the owner has not stated.
 * In utils because the site shell (footer) reads it as well as the content pages.
 */

/** ' since 2009', or '' when the owner gave no year: for sentences that read whole either way. */
export const sinceText = (foundedYear: string): string => (foundedYear ? ` since ${foundedYear}` : "");

/** Whole years from the founding year to `now`'s year (2009 → 17 in 2026), or null with no year. */
export function yearsSince(foundedYear: string, now = new Date()): number | null {
  if (!/^\d{4}$/.test(foundedYear)) return null;
  return Math.max(0, now.getUTCFullYear() - Number(foundedYear));
}

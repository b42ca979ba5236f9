/**
 * When prices next change by themselves: the next start or end of a sale, as the sales were last
 * read (sales/running-sales.server.ts). The host's page cache (server/page-cache.ts) keeps no
 * page past it, so a sale shows on cached pages at its second, not a cache's lifetime later.
 * On globalThis: the host and the pages are two bundles, each with its own copy of this file.
 */
const clock: { at: number | null } = ((globalThis as { __shopPriceClock?: { at: number | null } }).__shopPriceClock ??=
  { at: null });

/** Called with each read of the sales: the next moment one starts or ends, or null for none. */
export function notePriceChangeAt(at: Date | null): void {
  clock.at = at === null ? null : at.getTime();
}

/** The next moment prices change by themselves (milliseconds since the epoch), or null. */
export function nextPriceChange(): number | null {
  return clock.at;
}

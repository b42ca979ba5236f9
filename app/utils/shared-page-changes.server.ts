/**
 * What the pages every visitor shares show (server/shared-page.ts) changed. A module that
 * changes such data says so once its change has committed, and the host's page cache
 * (server/page-cache.ts) drops the pages that show it (docs/decisions/016-page-cache.md):
 *
 * - `catalogue`: products, categories, prices, stock (an order taking it, a cancellation
 *   returning it), the reviews a product page shows: the home page and every catalogue page.
 * - `content`: projects, the home page's texts and partners: every page but the catalogue's.
 * - `everything`: the settings and the delivery policy, which the layout or many pages read.
 *
 * Nothing else clears the cache: a cart, wishlist, vote, tracking, contact or sign-in post
 * changes no shared page. Other instances see a change within the cache's seconds.
 */
export type SharedPagesScope = "catalogue" | "content" | "everything";

type Listener = (scope: SharedPagesScope) => void;

// On globalThis: the host (build/host) and the pages (build/server) are two bundles, each
// with its own copy of this file, and must share one list of listeners.
const listeners: Set<Listener> = ((
  globalThis as { __shopSharedPageListeners?: Set<Listener> }
).__shopSharedPageListeners ??= new Set());

/** Call after the change has committed: a page rendered before then would otherwise be kept. */
export function sharedPagesChanged(scope: SharedPagesScope): void {
  for (const listener of listeners) listener(scope);
}

/** Runs `change` and announces `scope` once it has succeeded (a thrown change announces nothing). */
export async function changingSharedPages<T>(scope: SharedPagesScope, change: Promise<T>): Promise<T> {
  const result = await change;
  sharedPagesChanged(scope);
  return result;
}

/** Listens to every change announced in this process; returns the function that stops listening. */
export function onSharedPagesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

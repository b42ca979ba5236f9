import type { Context, MiddlewareHandler } from "hono";
import { nextPriceChange } from "~/utils/price-clock.server";
import { onSharedPagesChanged, type SharedPagesScope } from "~/utils/shared-page-changes.server";
import { pageShows } from "./shared-page-scopes";
import { isSharedPage, sharedPageResponse, toSharedPage, type SharedPage } from "./shared-page";

export interface PageCacheOptions {
  /** How long a page is kept. Bounds how stale another instance's change can look. */
  seconds: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
  /** When prices next change by themselves (a sale's start or end): no page is kept past it. */
  priceChange?: () => number | null;
}

interface Entry {
  path: string;
  page: SharedPage;
  expires: number;
  bytes: number;
}

const READS = new Set(["GET", "HEAD"]);

/**
 * A short-lived cache of whole pages for visitors who send no cookie, as a
 * shop's CDN would keep them: rendering a product page costs ~20 ms of CPU,
 * answering from memory well under one. Only the pages of `isSharedPage`,
 * only from and to requests without a cookie (no session, so nothing of one
 * visitor's), only 200s that set no cookie.
 *
 * Freshness: a change made through this instance to what shared pages show
 * (an order taking stock, an admin's edit), announced by the module that made
 * it (`sharedPagesChanged`), drops the pages that show it at once; no other
 * request clears anything, so posts to a cart, a wishlist or a vote cannot
 * empty the cache. A change made elsewhere (another instance, a script) shows
 * within `seconds`. Many visitors asking for the same missing page wait for one render.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const priceChange = options.priceChange ?? nextPriceChange;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<SharedPage | undefined>>();
  let bytes = 0;
  let generation = 0;

  // A page whose render overlapped any change may show the data before it: it is not kept.
  onSharedPagesChanged((scope: SharedPagesScope) => {
    generation += 1;
    for (const [key, entry] of entries) if (pageShows(entry.path, scope)) forget(key);
  });

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, path: string, page: SharedPage) => {
    forget(key);
    // A sale starting or ending before the cache's seconds are up ends the page's life at that second.
    const change = priceChange();
    const lifetime = now() + options.seconds * 1000;
    const entry = {
      path,
      page,
      expires: change !== null && change > now() ? Math.min(lifetime, change) : lifetime,
      bytes: page.plain.byteLength + page.brotli.byteLength + page.gzipped.byteLength,
    };
    entries.set(key, entry);
    bytes += entry.bytes;
    // Maps iterate in insertion order and hits re-insert: the first key is the least recently used.
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value!);
  };

  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) return void forget(key);
    entries.delete(key);
    entries.set(key, entry);
    return entry.page;
  };

  return async (c, next) => {
    if (!READS.has(c.req.method)) return next();
    if (!isSharedPage(c.req.path) || c.req.header("cookie") !== undefined || c.req.header("authorization")) {
      return next();
    }

    const key = c.req.url;
    const answer = (page: SharedPage, state: "hit" | "miss") => {
      const response = sharedPageResponse(page, {
        method: c.req.method,
        acceptEncoding: c.req.header("accept-encoding"),
      });
      response.headers.set("X-Page-Cache", state);
      return response;
    };

    const cached = fresh(key);
    if (cached) return answer(cached, "hit");
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page) return answer(page, "hit");
      return next();
    }
    // HEAD renders no body: it is answered from a page already kept, never fills one.
    if (c.req.method === "HEAD") return next();

    let settle!: (page: SharedPage | undefined) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const started = generation;
    let page: SharedPage | undefined;
    try {
      await next();
      page = await toSharedPage(c.res);
    } finally {
      rendering.delete(key);
      settle(page);
    }
    if (!page) return;
    // A change that landed while this page rendered may not be in it: serve it, keep it not.
    if (generation === started) keep(key, c.req.path, page);
    replaceResponse(c, answer(page, "miss"));
  };
}

/**
 * Hono's `c.res` setter copies the old response's headers onto a new one,
 * which would put back the nonce policy; clearing it first replaces it whole.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}

import { useMatches } from "react-router";

/**
 * What the root puts around a page: the shop's splash, header and footer ("shop"), nothing
 * at all for a document to print such as an order's invoice ("paper"), or nothing because the
 * page brings its own frame: the admin, with its sidebar and its own main landmark ("admin").
 */
export type PageChrome = "shop" | "paper" | "admin";

/** A route's `handle` that asks the root for a chrome other than the shop's. */
export interface PageChromeHandle {
  chrome: Exclude<PageChrome, "shop">;
}

/**
 * The chrome of the page shown. A route's own chrome holds only while the route has data:
 * when its loader throws (a 404), the error page keeps the shop's header and footer to lead back.
 */
export function usePageChrome(): PageChrome {
  for (const match of useMatches()) {
    const chrome = (match.handle as Partial<PageChromeHandle> | undefined)?.chrome;
    if (chrome && match.loaderData !== undefined) return chrome;
  }
  return "shop";
}

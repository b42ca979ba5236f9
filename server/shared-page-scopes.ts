import type { SharedPagesScope } from "~/utils/shared-page-changes.server";

// The catalogue's own pages: lists, rooms and products, which show products, prices, stock and reviews.
const CATALOGUE = new Set(["/furniture", "/home-decor", "/sale"]);
const CATALOGUE_UNDER = "/furniture/";
// Content pages that also show counted figures of the catalogue (stat-figures.ts): products for sale.
const COUNTS_THE_CATALOGUE = new Set(["/about", "/custom-orders"]);

/**
 * Whether a shared page (by its path) may show what a change of `scope` changed. The home
 * page shows both the catalogue (collections' prices, shelves) and the content; a content
 * change reaches every page outside the catalogue, as the information pages and projects
 * read the home page's texts; `everything` (settings, delivery policy) reaches them all. The
 * About and Custom Orders pages count the catalogue's products, so they hear of both.
 */
export function pageShows(pathname: string, scope: SharedPagesScope): boolean {
  if (scope === "everything" || pathname === "/" || COUNTS_THE_CATALOGUE.has(pathname)) return true;
  const catalogue = CATALOGUE.has(pathname) || pathname.startsWith(CATALOGUE_UNDER);
  return scope === "catalogue" ? catalogue : !catalogue;
}

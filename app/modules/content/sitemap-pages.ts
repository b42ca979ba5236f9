import { footerColumns, legalLinks, mainNavigation } from "~/components/layout/navigation";

// Room paths come from the categories themselves; these two services redirect to their pages;
// order tracking is for customers with an order number, not for search engines.
const EXCLUDED = new Set(["/services/interior-design", "/services/custom-furniture", "/track-order"]);

/** The fixed pages of the site that search engines should know: every page the navigation links to. */
export const sitemapPages: string[] = [
  ...new Set([
    ...mainNavigation.map((link) => link.to as string),
    ...footerColumns.flatMap((column) => column.links.map((link) => link.to as string)),
    ...legalLinks.map((link) => link.to as string),
  ]),
].filter((path) => !path.startsWith("/furniture/") && !EXCLUDED.has(path));

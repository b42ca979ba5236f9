/**
 * The Home Decor tab: décor items are products in the category whose slug is
 * 'decor' (DECISIONS.md), listed, edited and deleted in the Products tab
 * filtered to that category. Browser-safe: the page shows the notice too.
 */
export const DECOR_SLUG = "decor";
/** The spec's notice when the décor category is missing. */
export const DECOR_MISSING = "Decor category not found. Please create it first.";

/** The Products tab filtered to the décor category: where /admin/decor leads. */
export const decorListHref = (categoryId: string) => `/admin/products?category=${categoryId}`;

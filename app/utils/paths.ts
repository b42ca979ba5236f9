/** Product pages live under /furniture whatever their category (the spec's /furniture/{id}). */
export function productPath(slug: string, sku?: string | null): string {
  // A piece of a product with options has its own address on the product's page (?variant=SKU).
  return sku ? `/furniture/${slug}?variant=${encodeURIComponent(sku)}` : `/furniture/${slug}`;
}

/** The catalogue of one category: /furniture/bedroom (the footer's room links). */
export function categoryPath(slug: string | null): string {
  return slug ? `/furniture/${slug}` : "/furniture";
}

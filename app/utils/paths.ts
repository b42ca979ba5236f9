/** Product pages live under /furniture whatever their category (the spec's /furniture/{id}). */
export function productPath(slug: string): string {
  return `/furniture/${slug}`;
}

/** The catalogue of one category: /furniture/bedroom (the footer's room links). */
export function categoryPath(slug: string | null): string {
  return slug ? `/furniture/${slug}` : "/furniture";
}

/**
 * The featured collections the home page shows, in the owner's order: those whose category has
 * an active product, which `fromPrices` (the cheapest active price by category slug) names. A
 * collection whose category sells nothing (all withdrawn, or the category emptied or deleted
 * since it was chosen) would lead to an empty page under a price it does not have: it is left
 * out, and the section with it when none is left.
 */
export function shownCollections<Collection extends { category: string }>(
  collections: readonly Collection[],
  fromPrices: Readonly<Record<string, number>>,
): Collection[] {
  return collections.filter((collection) => Object.hasOwn(fromPrices, collection.category));
}

import { parseCatalogFilters, type CatalogFilters } from "./catalog-filters";
import { listCatalog, listCategories } from "./catalog.server";
import { decorTiles } from "./home-decor-content";

export type CatalogCategory = Awaited<ReturnType<typeof listCategories>>[number];

/**
 * What /furniture, /furniture/<category> and /home-decor load: the view read
 * from the URL (an unknown category in the query is ignored), the categories
 * for the dropdown and one page of products.
 */
export async function loadCatalog(
  url: URL,
  options: { category?: string; categories?: CatalogCategory[]; facets?: boolean; onSale?: boolean } = {},
) {
  const categories = options.categories ?? (await listCategories());
  const parsed = parseCatalogFilters(url.searchParams, options.category);
  // A category from the path always applies (an empty décor category shows nothing, not everything).
  const known = options.category !== undefined || categories.some((category) => category.slug === parsed.category);
  // The Sale page is the pieces on sale, whatever its address says.
  const filters: CatalogFilters = {
    ...parsed,
    category: known ? parsed.category : null,
    onSale: options.onSale ?? parsed.onSale,
  };
  const result = await listCatalog(filters, categories, { facets: options.facets ?? true });
  return { filters, categories, result };
}

/**
 * How many pieces each décor tile leads to: the very search its link runs on /home-decor, so the
 * number on the tile is the number of products the visitor then sees (DECISIONS: 'Honest numbers').
 */
export function decorTileCounts(category: string, categories: CatalogCategory[]): Promise<number[]> {
  return Promise.all(
    decorTiles.map(async (tile) => {
      const url = new URL(`http://shop.invalid/home-decor?${new URLSearchParams({ q: tile.search })}`);
      return (await loadCatalog(url, { category, categories, facets: false })).result.total;
    }),
  );
}

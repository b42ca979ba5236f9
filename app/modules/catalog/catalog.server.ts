import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import type { AskedVariant } from "./asked-variants.server";
import { readPage } from "./catalog-search-page.server";
import { variantColumns } from "./catalog-rows.server";
import { readRunningSales, salesInView } from "./running-sales.server";
import type { CardSale } from "./sale-prices.server";
import { onSaleSql, priceInRangeSql } from "./sale-sql.server";
import { optionConditions, optionFacets, type OptionFacet } from "./option-filters.server";
import { availableSql } from "./variant-sql.server";
import { PAGE_SIZE, type CatalogFilters } from "./catalog-filters";
import { planSearch } from "./search.server";

/** What a product card shows. */
export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
  /** The main picture's alt text as written, or null/blank: the card then uses the name. */
  imageAlt: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  /** Approved reviews: how many, and their stars added up (the card shows the average when there are any). */
  reviewCount?: number;
  ratingTotal?: number;
  /** A product with options: its cheapest variant on sale ('From PKR …'); null without options. */
  fromPrice?: number | null;
  /** The shortest lead time of its variants made to order; null when none is. */
  madeToOrderWeeks?: number | null;
  /** The fabrics or finishes it comes in (see card-swatches.server.ts); absent without a swatch option. */
  swatches?: CardSwatches;
  /** Its cheapest piece's sale price, when a running sale gives the card's price (card-extras.server.ts). */
  sale?: CardSale | null;
  /** The piece a search's words name ('queen bed': its Queen), which the card then shows and opens on. */
  variant?: AskedVariant;
}

export interface CardSwatches {
  /** The option's name ('Fabric'). */
  option: string;
  values: { value: string; color: string | null; image: string | null }[];
  /** How many more values it has than the card shows. */
  more: number;
}

export interface CatalogPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  /** More products match than are counted (COUNT_CAP, SEARCH_COUNT_CAP): `total` is the cap. */
  totalCapped: boolean;
  /** No product had every search word, so these have any of them. */
  broadened: boolean;
  /** The options the view's products come in, with counts (empty unless asked for, or for a view over FACET_LIMIT). */
  facets: OptionFacet[];
}

/** The most products whose options are counted for the panel: beyond it, the shopper narrows first. */
export const FACET_LIMIT = 2_000;

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  stock: products.stock,
  image: sql<string | null>`${products.images}[1]`,
  imageAlt: sql<string | null>`${products.imageAlts}[1]`,
  categoryName: categories.name,
  categorySlug: categories.slug,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  ...variantColumns,
};

/**
 * One page of the catalogue: active products only, every filter combined, the
 * search forgiving (prefixes and typos) and ranked, widened to any word when
 * no product has them all.
 */
export async function listCatalog(
  filters: CatalogFilters,
  /** The category list, when the caller has already read it (for the cards' category names). */
  knownCategories?: { id: string; name: string; slug: string }[],
  /** With `facets`, the options the view's products come in, with counts (the catalogue's panel). */
  { facets = false }: { facets?: boolean } = {},
): Promise<CatalogPage> {
  // The running sales once for the page: its filters, its order and its cards agree on them.
  const [plan, running, categoryList] = await Promise.all([
    filters.q ? planSearch(filters.q) : null,
    readRunningSales(),
    knownCategories ?? listCategories(),
  ]);
  const room = filters.category ? categoryList.find((category) => category.slug === filters.category) : undefined;
  const sales = salesInView(running, room?.id ?? null);

  const where: SQL[] = [eq(products.isActive, true)];
  // By id, so that no query needs a join; a room that is not there has nothing in it.
  if (filters.category) where.push(room ? eq(products.categoryId, room.id) : sql`false`);
  // By the price a card shows: a sale's, while one runs.
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    where.push(priceInRangeSql(sales, filters.minPrice, filters.maxPrice));
  }
  // A piece made to order is never out of stock.
  if (filters.inStock) where.push(availableSql);
  if (filters.onSale) where.push(onSaleSql(sales));
  const chosen = [...where, ...optionConditions(filters.options)];

  const { broadened, query, ...result } = await readPage(filters, sales, chosen, plan);
  // Counted over the view without its option values; a view too large to count cheaply offers none.
  const viewCondition = and(...where, query ? sql`${products.searchVector} @@ ${query}` : undefined);
  const optionList =
    facets && !result.capped && result.total <= FACET_LIMIT ? await optionFacets(viewCondition, filters.options) : [];
  const byId = new Map(categoryList.map((category) => [category.id, category]));
  return {
    products: result.rows.map(({ categoryId, ...row }) => {
      const category = categoryId ? byId.get(categoryId) : undefined;
      return { ...row, categoryName: category?.name ?? null, categorySlug: category?.slug ?? null };
    }),
    total: result.total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    totalCapped: result.capped,
    broadened: broadened && result.total > 0,
    facets: optionList,
  };
}

/** The categories for the filter, in the shop's order. */
export function listCategories() {
  return (
    db()
      .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name))
      // A promise, not drizzle's query builder: each `then` of a builder runs its query again.
      .execute()
  );
}

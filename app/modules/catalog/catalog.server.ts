import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { PAGE_SIZE, type CatalogFilters } from "./catalog-filters";
import { searchTerms } from "./search-terms";
import { planSearch } from "./search.server";

/** What a product card shows. */
export interface ProductCard {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  image: string | null;
  categoryName: string | null;
  categorySlug: string | null;
}

export interface CatalogPage {
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  /** No product had every search word, so these have any of them. */
  broadened: boolean;
}

export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  price: products.price,
  stock: products.stock,
  image: sql<string | null>`${products.images}[1]`,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

function orderFor(filters: CatalogFilters, rank: SQL | null): SQL[] {
  // The id last makes every order total, so a page never repeats or skips a product.
  switch (filters.sort) {
    case "relevance":
      return rank
        ? [desc(rank), desc(products.createdAt), asc(products.id)]
        : [desc(products.createdAt), asc(products.id)];
    case "price-asc":
      return [asc(products.price), asc(products.id)];
    case "price-desc":
      return [desc(products.price), asc(products.id)];
    case "name":
      return [asc(products.name), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), asc(products.id)];
  }
}

async function runPage(filters: CatalogFilters, where: SQL[], rank: SQL | null) {
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db()
      .select(cardColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(condition)
      .orderBy(...orderFor(filters, rank))
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db()
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(condition),
  ]);
  return { rows, total: counted?.count ?? 0 };
}

/**
 * One page of the catalogue: active products only, every filter combined, the
 * search forgiving (prefixes and typos) and ranked, widened to any word when
 * no product has them all.
 */
export async function listCatalog(filters: CatalogFilters): Promise<CatalogPage> {
  const where: SQL[] = [eq(products.isActive, true)];
  if (filters.category) where.push(eq(categories.slug, filters.category));
  if (filters.minPrice !== null) where.push(gte(products.price, filters.minPrice));
  if (filters.maxPrice !== null) where.push(lte(products.price, filters.maxPrice));
  if (filters.inStock) where.push(sql`${products.stock} > 0`);

  const plan = filters.q ? await planSearch(filters.q) : null;
  let result;
  let broadened = false;
  if (plan) {
    result = await runPage(
      filters,
      [...where, sql`${products.searchVector} @@ ${plan.all}`],
      sql`ts_rank_cd(${products.searchVector}, ${plan.all})`,
    );
    if (result.total === 0 && searchTerms(filters.q).length > 1) {
      broadened = true;
      result = await runPage(
        filters,
        [...where, sql`${products.searchVector} @@ ${plan.any}`],
        sql`ts_rank_cd(${products.searchVector}, ${plan.any})`,
      );
    }
  } else {
    result = await runPage(filters, where, null);
  }
  return {
    products: result.rows,
    total: result.total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
    broadened: broadened && result.total > 0,
  };
}

/** The categories for the filter, in the shop's order. */
export function listCategories() {
  return db()
    .select({ id: categories.id, name: categories.name, slug: categories.slug, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

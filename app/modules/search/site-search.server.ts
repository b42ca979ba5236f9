import { and, desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { DECOR_SLUG } from "~/modules/catalog/admin-decor";
import { parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog, listCategories, type ProductCard } from "~/modules/catalog/catalog.server";
import { searchTerms } from "~/modules/catalog/search-terms";
import { categoryPath, productPath } from "~/utils/paths";
import {
  foldAccents,
  type CategorySuggestion,
  type ProductSuggestion,
  type ProjectSuggestion,
  type Suggestions,
} from "./site-search";

export interface SearchLimits {
  products: number;
  categories: number;
  projects: number;
}

export interface SiteSearchResult extends Suggestions {
  /** The catalogue's full product matches (cards for /search), before the limit. */
  productCards: ProductCard[];
  /** How many products match in all (the catalogue's count, capped as it is there). */
  productTotal: number;
}

const toProduct = (card: ProductCard): ProductSuggestion => ({
  kind: "product",
  href: productPath(card.slug, card.variant?.sku),
  name: card.name,
  // During a sale, what it costs now; the piece the words name when they name one.
  price: card.variant ? (card.variant.sale?.price ?? card.variant.price) : (card.sale?.price ?? card.price),
  image: card.image,
  imageAlt: card.imageAlt?.trim() || card.name,
  categoryName: card.categoryName,
});

/** Décor has a page of its own; every other category is a catalogue path. */
const categoryHref = (slug: string) => (slug === DECOR_SLUG ? "/home-decor" : categoryPath(slug));

/**
 * The categories whose name or slug has any typed word of three letters or more, accents aside:
 * 'walnut bed' still leads to Bedroom. The shop has a handful of categories: they are read whole
 * and matched here, which also finds 'Décor' for 'decor' without a database extension.
 */
function matchCategories(all: { name: string; slug: string }[], terms: string[], limit: number): CategorySuggestion[] {
  const folded = terms.filter((term) => term.length >= 3).map(foldAccents);
  return all
    .filter((category) => {
      const text = foldAccents(`${category.name} ${category.slug.replaceAll("-", " ")}`);
      return folded.some((term) => text.includes(term));
    })
    .slice(0, limit)
    .map((category) => ({ kind: "category", href: categoryHref(category.slug), name: category.name }));
}

/** Portfolio projects whose title or location has every typed word (prefix or inside a word). */
async function matchProjects(terms: string[], limit: number): Promise<ProjectSuggestion[]> {
  // The words are letters and digits only (searchTerms), so they hold no LIKE wildcard.
  const text = sql`lower(${projects.title} || ' ' || coalesce(${projects.location}, ''))`;
  const rows = await db()
    .select({ slug: projects.slug, title: projects.title, location: projects.location })
    .from(projects)
    .where(and(...terms.map((term) => sql`${text} like ${`%${term}%`}`)))
    .orderBy(desc(projects.completionDate), desc(projects.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    kind: "project",
    href: `/projects/${row.slug}`,
    name: row.title,
    location: row.location,
  }));
}

/**
 * One search over the shop: the catalogue's own product search (forgiving of typos and ranked,
 * active products only), then the categories and the projects that name the words.
 */
export async function searchSite(query: string, limits: SearchLimits): Promise<SiteSearchResult> {
  const filters = parseCatalogFilters(new URLSearchParams({ q: query }));
  const terms = searchTerms(filters.q);
  if (terms.length === 0) {
    return { query: filters.q, products: [], categories: [], projects: [], productCards: [], productTotal: 0 };
  }
  const [allCategories, projectRows] = await Promise.all([listCategories(), matchProjects(terms, limits.projects)]);
  const catalog = await listCatalog(filters, allCategories);
  const categories = matchCategories(allCategories, terms, limits.categories);
  const productCards = catalog.products.slice(0, limits.products);
  return {
    query: filters.q,
    products: productCards.map(toProduct),
    categories,
    projects: projectRows,
    productCards,
    productTotal: catalog.total,
  };
}

import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { db, type Database } from "~/db/client.server";
import { variantPrice } from "~/modules/catalog/variants";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { bestOffer } from "~/modules/catalog/sale-rules";
import { loadVariantSets } from "~/modules/catalog/variants.server";
import { categories, products } from "~/db/schema";
import { demoCategories } from "~/demo/data/categories";
import { seedDemoData } from "~/demo/seed.server";
import type { CatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog, type ProductCard } from "~/modules/catalog/catalog.server";

/**
 * Shared data and helpers for the catalogue tests (tests/server/catalog-*.test.ts).
 * Each test file opens its own database with `setupTestDatabase()` and seeds it with
 * `beforeAll(() => seedCatalogFixtures(db()))`; the helpers query that installed database.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
export const daysAgo = (days: number) => new Date(NOW - days * DAY);

/** Products inserted next to the demo data. */
export const INACTIVE_SLUG = "mothballed-velvet-sofa";
/** Fourteen products at the price of two demo products, more than a page of equal prices. */
export const TIED_PRICE = 42_000;
export const TIED_COUNT = 14;

/** The demo data, plus the products the catalogue tests rely on. */
export async function seedCatalogFixtures(database: Database) {
  await seedDemoData(database);
  const categoryIds = new Map((await database.select().from(categories)).map((row) => [row.slug, row.id]));
  const categoryId = (slug: string) => {
    const id = categoryIds.get(slug);
    if (!id) throw new Error(`No category ${slug}`);
    return id;
  };
  const slugs = demoCategories.map((category) => category.slug);
  await database.insert(products).values([
    {
      slug: INACTIVE_SLUG,
      name: "Mothballed Velvet Sofa",
      description: "A retired sofa in walnut and velvet, no longer sold.",
      price: 99_000,
      stock: 4,
      isActive: false,
      categoryId: categoryId("living-room"),
      createdAt: daysAgo(2),
    },
    ...Array.from({ length: TIED_COUNT }, (_, index) => ({
      slug: `equal-price-ottoman-${index + 1}`,
      name: `Equal Price Ottoman ${index + 1}`,
      description: "A padded ottoman.",
      price: TIED_PRICE,
      stock: index % 4 === 0 ? 0 : index,
      categoryId: categoryId(slugs[index % slugs.length]!),
      // Several share a day, and so a creation time, with each other.
      createdAt: daysAgo(301 + (index % 5)),
    })),
    // With the first filter combination of catalog-listing.test.ts, each is left out by exactly one filter.
    {
      slug: "takht-walnut-daybed",
      name: "Takht Walnut Daybed",
      description: "A daybed in solid walnut, sold out until the next batch.",
      price: 150_000,
      stock: 0,
      categoryId: categoryId("living-room"),
      createdAt: daysAgo(3.5),
    },
    {
      slug: "shahi-walnut-divan",
      name: "Shahi Walnut Divan",
      description: "A long divan in carved walnut.",
      price: 390_000,
      stock: 2,
      categoryId: categoryId("living-room"),
      createdAt: daysAgo(4.5),
    },
    // Relevance: the name beats a mention in the description, although the mention is newer.
    {
      slug: "quokkawood-footstool",
      name: "Quokkawood Footstool",
      description: "A low footstool in pale wood.",
      price: 15_000,
      stock: 3,
      categoryId: categoryId("living-room"),
      createdAt: daysAgo(400),
    },
    {
      slug: "plain-pine-shelf",
      name: "Plain Pine Shelf",
      description: "A simple shelf that sits well beside a quokkawood footstool.",
      price: 16_000,
      stock: 3,
      categoryId: categoryId("living-room"),
      createdAt: daysAgo(1),
    },
  ]);
}

export interface Row {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  price: number;
  stock: number;
  isActive: boolean;
  createdAt: Date;
  categoryId: string | null;
  categorySlug: string | null;
  categoryName: string | null;
  /** Its options' values and (with options) its variants' SKUs, which search reads too. */
  variantTerms: string | null;
  /** An active variant of it is made to order. */
  madeToOrder: boolean;
  /** What it sells from: its cheapest active variant (with options), else its price (variants.ts' rule), after the running sales. */
  sellsFrom: number;
}

/** Every product straight from the table, for computing expectations independently of the code under test. */
export async function allRows(): Promise<Row[]> {
  const rows = await db()
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      stock: products.stock,
      isActive: products.isActive,
      createdAt: products.createdAt,
      categoryId: products.categoryId,
      categorySlug: categories.slug,
      categoryName: categories.name,
      variantTerms: products.variantTerms,
      madeToOrder: sql<boolean>`exists (select 1 from product_variants pv
        where pv.product_id = ${products.id} and pv.is_active and pv.made_to_order)`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
  const sets = await loadVariantSets(
    db(),
    rows.map((row) => row.id),
  );
  // The running sales by sale-rules' own functions: the catalogue's SQL (sale-sql.server.ts) must agree.
  const { running } = await readRunningSales();
  return rows.map((row) => {
    const set = sets.get(row.id)!;
    const prices = set.variants
      .filter((variant) => variant.isActive)
      .map((variant) => {
        const price = variantPrice(row.price, variant, set.options);
        const piece = { variantId: variant.id, productId: row.id, categoryId: row.categoryId, price };
        return bestOffer(running, piece)?.price ?? price;
      });
    const regular = set.options.length && prices.length ? Math.min(...prices) : row.price;
    return { ...row, sellsFrom: prices.length ? Math.min(regular, ...prices) : regular };
  });
}

/** What 'In stock only' keeps: a piece with stock, or one made to order (never out of stock). */
export const available = (row: Pick<Row, "stock" | "madeToOrder">) => row.stock > 0 || row.madeToOrder;

export async function activeRows() {
  return (await allRows()).filter((row) => row.isActive);
}

export function filtersOf(partial: Partial<CatalogFilters> = {}): CatalogFilters {
  return {
    q: "",
    category: null,
    sort: partial.q ? "relevance" : "newest",
    minPrice: null,
    maxPrice: null,
    inStock: false,
    onSale: false,
    options: [],
    page: 1,
    ...partial,
  };
}

/** Every page of a view, checking that each page agrees on the total. */
export async function walk(partial: Partial<CatalogFilters> = {}) {
  const first = await listCatalog(filtersOf({ ...partial, page: 1 }));
  const pages = [first];
  for (let page = 2; page <= first.pageCount; page++) {
    const next = await listCatalog(filtersOf({ ...partial, page }));
    expect(next.total).toBe(first.total);
    expect(next.pageCount).toBe(first.pageCount);
    expect(next.page).toBe(page);
    pages.push(next);
  }
  return {
    pages,
    cards: pages.flatMap((page) => page.products),
    total: first.total,
    pageCount: first.pageCount,
    broadened: first.broadened,
  };
}

export const ids = (items: { id: string }[]) => items.map((item) => item.id);
export const sortedIds = (items: { id: string }[]) => ids(items).sort();
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a product's text has a word starting with each search word (what `word:*` matches). */
export function hasWords(row: Row, q: string): boolean {
  const text = `${row.name} ${row.categoryName ?? ""} ${row.variantTerms ?? ""} ${row.description ?? ""}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, "u").test(text));
}

export const nameHas = (name: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, "iu").test(name);

/** Whether names (tie-broken by id) are in the database's own collation order, whatever that collation is. */
export async function inDatabaseNameOrder(cards: ProductCard[]): Promise<boolean> {
  const pairs = cards.slice(1).map((card, index) => [cards[index]!, card] as const);
  if (pairs.length === 0) return true;
  const result = (await db().execute(sql`
    select bool_and(x.a < x.b or (x.a = x.b and x.ida < x.idb)) as ordered
    from (values ${sql.join(
      pairs.map(([a, b]) => sql`(${a.name}::text, ${b.name}::text, ${a.id}::uuid, ${b.id}::uuid)`),
      sql`, `,
    )}) as x(a, b, ida, idb)`)) as unknown as { rows: { ordered: boolean }[] };
  return result.rows[0]?.ordered === true;
}

export async function search(q: string, partial: Partial<CatalogFilters> = {}) {
  return walk({ q, ...partial });
}

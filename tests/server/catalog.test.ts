import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "~/db/schema";
import { demoCategories } from "~/db/seed/data/categories";
import { seedDemoData } from "~/db/seed/seed.server";
import {
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  parseCatalogFilters,
  type CatalogFilters,
} from "~/modules/catalog/catalog-filters";
import { listCatalog, listCategories, type ProductCard } from "~/modules/catalog/catalog.server";
import { getActiveProduct, isProductHandle, relatedProducts } from "~/modules/catalog/product.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();
const db = () => database.handle.db;

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const daysAgo = (days: number) => new Date(NOW - days * DAY);

/** Products inserted next to the demo data. */
const INACTIVE_SLUG = "mothballed-velvet-sofa";
/** Fourteen products at the price of two demo products, more than a page of equal prices. */
const TIED_PRICE = 42_000;
const TIED_COUNT = 14;

beforeAll(async () => {
  await seedDemoData(db());
  const categoryIds = new Map((await db().select().from(categories)).map((row) => [row.slug, row.id]));
  const categoryId = (slug: string) => {
    const id = categoryIds.get(slug);
    if (!id) throw new Error(`No category ${slug}`);
    return id;
  };
  const slugs = demoCategories.map((category) => category.slug);
  await db()
    .insert(products)
    .values([
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
      // With the first filter combination below, each is left out by exactly one filter.
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
});

// ---------------------------------------------------------------- helpers

interface Row {
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
}

/** Every product straight from the table, for computing expectations independently of the code under test. */
async function allRows(): Promise<Row[]> {
  return db()
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
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

async function activeRows() {
  return (await allRows()).filter((row) => row.isActive);
}

function filtersOf(partial: Partial<CatalogFilters> = {}): CatalogFilters {
  return {
    q: "",
    category: null,
    sort: partial.q ? "relevance" : "newest",
    minPrice: null,
    maxPrice: null,
    inStock: false,
    page: 1,
    ...partial,
  };
}

/** Every page of a view, checking that each page agrees on the total. */
async function walk(partial: Partial<CatalogFilters> = {}) {
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

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const sortedIds = (items: { id: string }[]) => ids(items).sort();
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whether a product's text has a word starting with each search word (what `word:*` matches). */
function hasWords(row: Row, q: string): boolean {
  const text = `${row.name} ${row.categoryName ?? ""} ${row.description ?? ""}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, "u").test(text));
}

const nameHas = (name: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, "iu").test(name);

/** Whether names (tie-broken by id) are in the database's own collation order, whatever that collation is. */
async function inDatabaseNameOrder(cards: ProductCard[]): Promise<boolean> {
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

async function search(q: string, partial: Partial<CatalogFilters> = {}) {
  return walk({ q, ...partial });
}

// ---------------------------------------------------------------- tests

describe("listCatalog: filters", () => {
  const combos: Partial<CatalogFilters>[] = [
    { category: "living-room", q: "walnut", minPrice: 50_000, maxPrice: 300_000, inStock: true },
    { category: "outdoor", q: "teak", minPrice: 100_000, inStock: true },
    { category: "dining-room", q: "chair", maxPrice: 40_000, inStock: true },
    { category: "decor", maxPrice: 40_000, inStock: true },
    { q: "sofa", maxPrice: 250_000, inStock: true },
    { minPrice: 40_000, maxPrice: 42_000 },
    { category: "bedroom", q: "chiniot", inStock: true },
  ];

  it("returns exactly the products that match every filter", async () => {
    const rows = await activeRows();
    for (const combo of combos) {
      const expected = rows.filter(
        (row) =>
          (!combo.category || row.categorySlug === combo.category) &&
          row.price >= (combo.minPrice ?? -Infinity) &&
          row.price <= (combo.maxPrice ?? Infinity) &&
          (!combo.inStock || row.stock > 0) &&
          (!combo.q || hasWords(row, combo.q)),
      );
      expect(expected.length, JSON.stringify(combo)).toBeGreaterThan(0);
      const result = await walk(combo);
      expect(sortedIds(result.cards), JSON.stringify(combo)).toEqual(sortedIds(expected));
      expect(result.total, JSON.stringify(combo)).toBe(expected.length);
      expect(result.broadened).toBe(false);
    }
  });

  it("uses a combination in which each filter excludes something on its own", async () => {
    // Guards the test above: drop any one filter of the first combination and more products match.
    const rows = await activeRows();
    const combo = combos[0]!;
    const count = async (partial: Partial<CatalogFilters>) => (await listCatalog(filtersOf(partial))).total;
    const all = await count(combo);
    expect(all).toBeGreaterThan(0);
    for (const key of ["category", "q", "minPrice", "maxPrice", "inStock"] as const) {
      const { [key]: _dropped, ...rest } = combo;
      expect(await count(rest), `without ${key}`).toBeGreaterThan(all);
    }
    // And the listing's filters agree with the rows on each single dimension.
    expect(await count({ inStock: true })).toBe(rows.filter((row) => row.stock > 0).length);
    expect(await count({ category: "outdoor" })).toBe(rows.filter((row) => row.categorySlug === "outdoor").length);
    expect(await count({ minPrice: 100_000 })).toBe(rows.filter((row) => row.price >= 100_000).length);
    expect(await count({ maxPrice: 30_000 })).toBe(rows.filter((row) => row.price <= 30_000).length);
  });

  it("shows nothing for an unknown category", async () => {
    const result = await listCatalog(filtersOf({ category: "kitchens" }));
    expect(result).toMatchObject({ products: [], total: 0, pageCount: 1, broadened: false });
  });

  it("carries the card fields of each product", async () => {
    const rows = await activeRows();
    const { cards } = await walk();
    for (const card of cards) {
      const row = rows.find((candidate) => candidate.id === card.id);
      expect(row, card.slug).toBeDefined();
      expect(card).toMatchObject({
        slug: row!.slug,
        name: row!.name,
        price: row!.price,
        stock: row!.stock,
        categorySlug: row!.categorySlug,
        categoryName: row!.categoryName,
      });
    }
    const vase = cards.find((card) => card.slug === "multani-blue-pottery-vase");
    expect(vase?.image).toEqual(expect.any(String));
  });
});

describe("listCatalog: sorting", () => {
  it("sorts newest first, ties by id", async () => {
    const expected = (await activeRows()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b));
    const { cards } = await walk({ sort: "newest" });
    expect(ids(cards)).toEqual(ids(expected));
  });

  it("sorts by price, low to high, ties by id", async () => {
    const expected = (await activeRows()).sort((a, b) => a.price - b.price || byId(a, b));
    const { cards } = await walk({ sort: "price-asc" });
    expect(ids(cards)).toEqual(ids(expected));
  });

  it("sorts by price, high to low, ties by id", async () => {
    const expected = (await activeRows()).sort((a, b) => b.price - a.price || byId(a, b));
    const { cards } = await walk({ sort: "price-desc" });
    expect(ids(cards)).toEqual(ids(expected));
  });

  it("sorts by name", async () => {
    const rows = await activeRows();
    const { cards } = await walk({ sort: "name" });
    expect(sortedIds(cards)).toEqual(sortedIds(rows));
    expect(await inDatabaseNameOrder(cards)).toBe(true);
    // The check can fail: the newest order is not the name order.
    expect(await inDatabaseNameOrder((await walk({ sort: "newest" })).cards)).toBe(false);
  });

  it("sorts search results by the chosen sort", async () => {
    const relevance = await search("sofa");
    const byPrice = await search("sofa", { sort: "price-asc" });
    expect(sortedIds(byPrice.cards)).toEqual(sortedIds(relevance.cards));
    const prices = byPrice.cards.map((card) => card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = await search("sofa", { sort: "name" });
    expect(await inDatabaseNameOrder(byName.cards)).toBe(true);
  });

  it("ranks a product named with the word ahead of one that only mentions it", async () => {
    const result = await listCatalog(filtersOf({ q: "quokkawood" }));
    // The mention is the newer product, so only relevance puts the named one first.
    expect(result.products.map((card) => card.slug)).toEqual(["quokkawood-footstool", "plain-pine-shelf"]);
    const newest = await listCatalog(filtersOf({ q: "quokkawood", sort: "newest" }));
    expect(newest.products.map((card) => card.slug)).toEqual(["plain-pine-shelf", "quokkawood-footstool"]);
  });

  it("ranks every product named with the word ahead of every one that is not", async () => {
    for (const word of ["sofa", "walnut", "teak", "brass", "lamp", "table"]) {
      const { cards } = await search(word);
      const named = cards.map((card) => nameHas(card.name, word));
      expect(named.some(Boolean), word).toBe(true);
      expect(
        named.some((value) => !value),
        word,
      ).toBe(true);
      const firstUnnamed = named.indexOf(false);
      expect(named.slice(firstUnnamed).some(Boolean), `${word}: ${cards.map((card) => card.name).join(", ")}`).toBe(
        false,
      );
    }
  });
});

describe("listCatalog: pagination", () => {
  it("walks every active product exactly once by price, across pages of equal prices", async () => {
    const rows = await activeRows();
    const { cards, pages, total, pageCount } = await walk({ sort: "price-asc" });
    expect(total).toBe(rows.length);
    expect(pageCount).toBe(Math.ceil(rows.length / PAGE_SIZE));
    expect(pageCount).toBeGreaterThan(2);
    expect(cards).toHaveLength(rows.length);
    expect(new Set(ids(cards)).size).toBe(rows.length);
    expect(sortedIds(cards)).toEqual(sortedIds(rows));
    pages.forEach((page, index) => {
      const last = index === pages.length - 1;
      expect(page.products.length).toBe(last ? total - PAGE_SIZE * (pageCount - 1) : PAGE_SIZE);
    });
    // The equal prices really do run across a page boundary.
    const tied = cards.filter((card) => card.price === TIED_PRICE);
    expect(tied.length).toBeGreaterThanOrEqual(TIED_COUNT);
    expect(
      pages.some(
        (page, index) =>
          index > 0 &&
          page.products[0]?.price === TIED_PRICE &&
          pages[index - 1]!.products.at(-1)?.price === TIED_PRICE,
      ),
    ).toBe(true);
  });

  it("walks a filtered view exactly once", async () => {
    const rows = (await activeRows()).filter((row) => row.categorySlug === "living-room");
    const { cards, total, pageCount } = await walk({ category: "living-room", sort: "price-asc" });
    expect(total).toBe(rows.length);
    expect(pageCount).toBe(Math.ceil(rows.length / PAGE_SIZE));
    expect(pageCount).toBeGreaterThan(1);
    expect(ids(cards)).toEqual(ids(rows.sort((a, b) => a.price - b.price || byId(a, b))));
  });

  it("returns an empty page past the end, with the right total", async () => {
    const rows = await activeRows();
    const pageCount = Math.ceil(rows.length / PAGE_SIZE);
    for (const page of [pageCount + 1, MAX_PAGE]) {
      const result = await listCatalog(filtersOf({ sort: "price-asc", page }));
      expect(result).toEqual({
        products: [],
        total: rows.length,
        page,
        pageCount,
        totalCapped: false,
        broadened: false,
      });
    }
    const searched = await listCatalog(filtersOf({ q: "sofa", page: 50 }));
    expect(searched.products).toEqual([]);
    expect(searched.total).toBe((await search("sofa")).total);
  });

  it("counts one page for an empty result", async () => {
    expect(await listCatalog(filtersOf({ q: "xyzzy" }))).toEqual({
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      totalCapped: false,
      broadened: false,
    });
  });
});

describe("inactive products", () => {
  it("are hidden from every listing though still in the table and the search index", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(inactive?.isActive).toBe(false);
    // The trigger indexed it, so only the active filter keeps it out.
    const indexed = (await db().execute(
      sql`select count(*)::int as count from products where search_vector @@ to_tsquery('english', 'mothballed')`,
    )) as unknown as { rows: { count: number }[] };
    expect(indexed.rows[0]?.count).toBe(1);

    for (const sort of ["newest", "price-asc", "price-desc", "name"] as const) {
      expect(ids((await walk({ sort })).cards), sort).not.toContain(inactive!.id);
    }
    const narrowed = await walk({ category: "living-room", minPrice: 99_000, maxPrice: 99_000, inStock: true });
    expect(narrowed.total).toBe(0);
  });

  it("are never found by search", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(await listCatalog(filtersOf({ q: "mothballed" }))).toMatchObject({ total: 0, products: [] });
    for (const q of ["mothbaled", "sofa", "velvet sofa", "mothballed sofa", "retired"]) {
      expect(ids((await search(q)).cards), q).not.toContain(inactive!.id);
    }
  });

  it("are not returned by getActiveProduct, by slug or by id", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    expect(await getActiveProduct(INACTIVE_SLUG)).toBeNull();
    expect(await getActiveProduct(inactive!.id)).toBeNull();
    expect(await getActiveProduct(inactive!.id.toUpperCase())).toBeNull();
  });

  it("are not among related products", async () => {
    const [inactive] = await db().select().from(products).where(eq(products.slug, INACTIVE_SLUG));
    const sofa = await getActiveProduct("noor-walnut-three-seater-sofa");
    expect(sofa?.categoryId).toBe(inactive!.categoryId);
    expect(ids(await relatedProducts(sofa!, 100))).not.toContain(inactive!.id);
    expect(ids(await relatedProducts(sofa!))).not.toContain(inactive!.id);
  });
});

describe("search", () => {
  async function namedWith(phrase: string) {
    const rows = (await activeRows()).filter((row) => row.name.toLowerCase().includes(phrase));
    expect(rows.length, phrase).toBeGreaterThan(0);
    return rows;
  }

  it("corrects 'sofaa' to sofa", async () => {
    const sofas = await namedWith("sofa");
    expect(sofas.length).toBeGreaterThanOrEqual(5);
    const result = await search("sofaa");
    expect(ids(result.cards)).toEqual(expect.arrayContaining(ids(sofas)));
    expect(sortedIds(result.cards.slice(0, sofas.length))).toEqual(sortedIds(sofas));
    expect(result.broadened).toBe(false);
  });

  it("corrects 'dinning table' to dining tables", async () => {
    const tables = await namedWith("dining table");
    expect(tables.length).toBeGreaterThanOrEqual(3);
    const result = await search("dinning table");
    expect(result.broadened).toBe(false);
    expect(sortedIds(result.cards.slice(0, tables.length))).toEqual(sortedIds(tables));
  });

  it("finds the wardrobe by the prefix 'wardr'", async () => {
    const result = await search("wardr");
    expect(result.cards[0]?.slug).toBe("haveli-two-door-wardrobe");
    expect(result.total).toBeGreaterThanOrEqual(1);
  });

  it("corrects 'bedrom' to bedroom", async () => {
    const bedroom = (await activeRows()).filter((row) => row.categorySlug === "bedroom");
    expect(ids((await search("bedrom")).cards)).toEqual(expect.arrayContaining(ids(bedroom)));
  });

  it("matches category names", async () => {
    const rows = await activeRows();
    for (const [q, slug] of [
      ["outdoor", "outdoor"],
      ["bedroom", "bedroom"],
      ["decor", "decor"],
      ["Décor", "decor"],
    ] as const) {
      const inCategory = rows.filter((row) => row.categorySlug === slug);
      // Some of them never say the word themselves, so only the category name can find them.
      expect(
        inCategory.some((row) => !`${row.name} ${row.description}`.toLowerCase().includes(slug)),
        q,
      ).toBe(true);
      expect(ids((await search(q)).cards), q).toEqual(expect.arrayContaining(ids(inCategory)));
    }
  });

  it("finds nothing for an unknown word", async () => {
    const result = await listCatalog(filtersOf({ q: "xyzzy" }));
    expect(result).toMatchObject({ total: 0, products: [], broadened: false });
  });

  it("broadens to any word when no product has them all", async () => {
    const sofa = await search("sofa");
    const result = await search("xyzzy sofa");
    expect(result.broadened).toBe(true);
    expect(result.total).toBe(sofa.total);
    expect(sortedIds(result.cards)).toEqual(sortedIds(sofa.cards));
  });

  it("does not broaden when some product has every word", async () => {
    const result = await search("walnut sofa");
    expect(result.broadened).toBe(false);
    const expected = (await activeRows()).filter((row) => hasWords(row, "walnut sofa"));
    expect(sortedIds(result.cards)).toEqual(sortedIds(expected));
  });

  it("broadens words separated by punctuation as it does words separated by spaces", async () => {
    // searchTerms reads 'xyzzy,sofa' as the two words 'xyzzy' and 'sofa', just like 'xyzzy sofa'.
    const spaced = await search("xyzzy sofa");
    for (const q of ["xyzzy,sofa", "xyzzy/sofa", "xyzzy-sofa"]) {
      const result = await search(q);
      expect({ q, broadened: result.broadened, total: result.total }).toEqual({
        q,
        broadened: true,
        total: spaced.total,
      });
    }
  });

  it("never throws on tsquery metacharacters, quotes, backslashes, emoji or long text", async () => {
    const sofaTotal = (await search("sofa")).total;
    const aboutSofa = [
      "sofa & | ! ( ) : * '",
      "'sofa'",
      '"sofa"',
      "sofa\\",
      "\\sofa\\\\",
      "sofa:*",
      "!sofa",
      "(sofa",
      "sofa)",
      "sofa <-> !",
      "🛋️ sofa 😀",
      "sofa\u0000",
      "sofa ".repeat(100),
    ];
    for (const q of aboutSofa) {
      const viaUrl = await listCatalog(parseCatalogFilters(new URLSearchParams({ q })));
      expect(viaUrl.total, JSON.stringify(q)).toBe(sofaTotal);
      const raw = await listCatalog(filtersOf({ q }));
      expect(raw.total, JSON.stringify(q)).toBe(sofaTotal);
    }
    const others = [
      "&",
      "|||",
      "!()",
      ":*",
      "'",
      "''",
      '"',
      "\\",
      "\\\\'",
      "😀",
      "🛋️🛋️",
      "null",
      "NULL sofa",
      "{sofa,table}",
      "%_",
      "صوفہ",
      "沙发",
      "İstanbul",
      "a".repeat(500),
      "x".repeat(MAX_QUERY_LENGTH * 5),
      "&|!():*'\"\\<>".repeat(40),
      Array.from({ length: 100 }, (_, index) => `w${index}`).join(" "),
      "one two three four five six seven eight nine ten eleven twelve",
    ];
    for (const q of others) {
      for (const filters of [parseCatalogFilters(new URLSearchParams({ q })), filtersOf({ q })]) {
        const result = await listCatalog(filters);
        expect(result.products.length, JSON.stringify(q)).toBe(Math.min(result.total, PAGE_SIZE));
        expect(result.total, JSON.stringify(q)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe("search index triggers", () => {
  let hammockId: string;

  it("makes a new product findable by a word of its name", async () => {
    const [outdoor] = await db().select().from(categories).where(eq(categories.slug, "outdoor"));
    expect((await listCatalog(filtersOf({ q: "zumbrella" }))).total).toBe(0);
    const [hammock] = await db()
      .insert(products)
      .values({
        slug: "zumbrella-hammock",
        name: "Zumbrella Hammock",
        description: "A snorklewhim hammock for the veranda.",
        price: 55_000,
        stock: 2,
        categoryId: outdoor!.id,
        createdAt: daysAgo(0.5),
      })
      .returning({ id: products.id });
    hammockId = hammock!.id;
    expect(ids((await listCatalog(filtersOf({ q: "zumbrella" }))).products)).toEqual([hammockId]);
    expect(ids((await listCatalog(filtersOf({ q: "snorklewhim" }))).products)).toEqual([hammockId]);
    // Its words join the vocabulary that typos are corrected against.
    expect(ids((await listCatalog(filtersOf({ q: "zumbrela" }))).products)).toContain(hammockId);
  });

  it("makes a new word of an updated description findable, and drops the old one", async () => {
    expect((await listCatalog(filtersOf({ q: "glimmerthread" }))).total).toBe(0);
    await db().update(products).set({ description: "Now woven from glimmerthread." }).where(eq(products.id, hammockId));
    expect(ids((await listCatalog(filtersOf({ q: "glimmerthread" }))).products)).toEqual([hammockId]);
    expect((await listCatalog(filtersOf({ q: "snorklewhim" }))).total).toBe(0);
    expect(ids((await listCatalog(filtersOf({ q: "zumbrella" }))).products)).toEqual([hammockId]);
  });

  it("makes products findable by their category's new name", async () => {
    const [nook] = await db()
      .insert(categories)
      .values({ slug: "frobnitz-nook", name: "Frobnitz Nook", sortOrder: 99 })
      .returning({ id: categories.id });
    const [bench] = await db()
      .insert(products)
      .values({
        slug: "kestrel-bench",
        name: "Kestrel Bench",
        description: "A slatted bench.",
        price: 31_000,
        stock: 5,
        categoryId: nook!.id,
        createdAt: daysAgo(0.25),
      })
      .returning({ id: products.id });
    expect(ids((await listCatalog(filtersOf({ q: "frobnitz" }))).products)).toEqual([bench!.id]);
    expect((await listCatalog(filtersOf({ q: "wibblewob" }))).total).toBe(0);

    await db().update(categories).set({ name: "Wibblewob Corner" }).where(eq(categories.id, nook!.id));

    expect(ids((await listCatalog(filtersOf({ q: "wibblewob" }))).products)).toEqual([bench!.id]);
    expect((await listCatalog(filtersOf({ q: "frobnitz" }))).total).toBe(0);
    const [card] = (await listCatalog(filtersOf({ q: "wibblewob" }))).products;
    expect(card?.categoryName).toBe("Wibblewob Corner");
  });
});

describe("bad query parameters", () => {
  it("are ignored by listCatalog, never an exception", async () => {
    const baseline = await listCatalog(parseCatalogFilters(new URLSearchParams()));
    expect(baseline.total).toBeGreaterThan(0);
    const ignored = [
      "sort=bogus",
      "page=-3",
      "page=abc",
      "page=0",
      "page=99999999999",
      "min=abc",
      "max=-5",
      "min=1e3",
      "category=../etc",
      "category=%27%3B%20drop%20table%20products%3B--",
      "stock=yes",
    ];
    for (const query of ignored) {
      const result = await listCatalog(parseCatalogFilters(new URLSearchParams(query)));
      expect(result, query).toEqual(baseline);
    }
  });

  it("reads a reversed price range the way it was meant", async () => {
    const swapped = await walk(parseCatalogFilters(new URLSearchParams("min=100000&max=30000")));
    const ordered = await walk(parseCatalogFilters(new URLSearchParams("min=30000&max=100000")));
    expect(swapped.total).toBeGreaterThan(0);
    expect(ids(swapped.cards)).toEqual(ids(ordered.cards));
    const expected = (await activeRows()).filter((row) => row.price >= 30_000 && row.price <= 100_000);
    expect(sortedIds(swapped.cards)).toEqual(sortedIds(expected));
  });

  it("caps a huge page and a 1000-character query without failing", async () => {
    const huge = await listCatalog(parseCatalogFilters(new URLSearchParams("page=9999999999")));
    expect(huge).toMatchObject({ page: MAX_PAGE, products: [] });
    expect(huge.total).toBe((await activeRows()).length);

    const filters = parseCatalogFilters(new URLSearchParams({ q: "sofa".padEnd(1000, "x") }));
    expect(filters.q).toHaveLength(MAX_QUERY_LENGTH);
    const result = await listCatalog(filters);
    expect(result.products.length).toBe(Math.min(result.total, PAGE_SIZE));
  });
});

describe("getActiveProduct", () => {
  it("finds a product by slug, with its category", async () => {
    const product = await getActiveProduct("haveli-two-door-wardrobe");
    expect(product).toMatchObject({
      slug: "haveli-two-door-wardrobe",
      name: "Haveli Two-Door Wardrobe",
      price: 265_000,
      stock: 3,
      categorySlug: "bedroom",
      categoryName: "Bedroom",
    });
    expect(product?.images.length).toBeGreaterThan(0);
  });

  it("finds a product by id, in lower or upper case", async () => {
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.slug, "qalam-writing-desk"));
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getActiveProduct(row!.id))?.slug).toBe("qalam-writing-desk");
    expect((await getActiveProduct(row!.id.toUpperCase()))?.slug).toBe("qalam-writing-desk");
  });

  it("returns null for a missing slug or a random id", async () => {
    expect(await getActiveProduct("no-such-product")).toBeNull();
    expect(await getActiveProduct(randomUUID())).toBeNull();
    expect(await getActiveProduct("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("returns null for malformed handles without querying badly", async () => {
    const malformed = [
      "",
      "../etc/passwd",
      "Haveli-Two-Door-Wardrobe",
      "haveli two door wardrobe",
      "haveli--two",
      "-haveli",
      "haveli-",
      "haveli_two",
      "sofa'; drop table products; --",
      "%",
      "a".repeat(201),
      "{00000000-0000-0000-0000-000000000000}",
      "00000000-0000-0000-0000-00000000000g",
      "00000000000000000000000000000000",
      "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
      "🛋️",
    ];
    for (const handle of malformed) expect(await getActiveProduct(handle), handle).toBeNull();
    expect(isProductHandle("haveli-two-door-wardrobe")).toBe(true);
    expect(isProductHandle(randomUUID().toUpperCase())).toBe(true);
    for (const handle of ["", "../etc/passwd", "Haveli", "a".repeat(201), "{x}"]) {
      expect(isProductHandle(handle), handle).toBe(false);
    }
  });
});

describe("relatedProducts", () => {
  it("gives up to four other active products of the same category", async () => {
    for (const slug of ["multani-blue-pottery-vase", "haveli-two-door-wardrobe", "clifton-poolside-lounger"]) {
      const product = await getActiveProduct(slug);
      expect(product, slug).not.toBeNull();
      const related = await relatedProducts(product!);
      expect(related, slug).toHaveLength(4);
      for (const card of related) {
        expect(card.categorySlug, slug).toBe(product!.categorySlug);
        expect(card.id, slug).not.toBe(product!.id);
      }
    }
  });

  it("orders in-stock products first, then newest first", async () => {
    const vase = await getActiveProduct("multani-blue-pottery-vase");
    const expected = (await activeRows())
      .filter((row) => row.categoryId === vase!.categoryId && row.id !== vase!.id)
      .sort(
        (a, b) =>
          Number(b.stock > 0) - Number(a.stock > 0) || b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b),
      );
    expect(expected.some((row) => row.stock === 0)).toBe(true);
    expect(ids(await relatedProducts(vase!, 100))).toEqual(ids(expected));
    expect(ids(await relatedProducts(vase!))).toEqual(ids(expected.slice(0, 4)));
  });

  it("gives nothing for a product without a category", async () => {
    expect(await relatedProducts({ id: randomUUID(), categoryId: null })).toEqual([]);
  });
});

describe("listCategories", () => {
  it("lists the shop's categories in the shop's order", async () => {
    const rows = await listCategories();
    expect(rows.slice(0, demoCategories.length).map((row) => [row.slug, row.name])).toEqual(
      demoCategories.map((category) => [category.slug, category.name]),
    );
  });
});

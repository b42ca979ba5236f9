import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import {
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  parseCatalogFilters,
  type CatalogFilters,
} from "~/modules/catalog/catalog-filters";
import { pageOf } from "~/modules/catalog/catalog-rows.server";
import { listCatalog } from "~/modules/catalog/catalog.server";
import {
  TIED_COUNT,
  TIED_PRICE,
  activeRows,
  available,
  byId,
  filtersOf,
  hasWords,
  ids,
  inDatabaseNameOrder,
  nameHas,
  search,
  seedCatalogFixtures,
  sortedIds,
  walk,
} from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(() => seedCatalogFixtures(database.handle.db));

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
          row.sellsFrom >= (combo.minPrice ?? -Infinity) &&
          row.sellsFrom <= (combo.maxPrice ?? Infinity) &&
          (!combo.inStock || available(row)) &&
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
    expect(await count({ inStock: true })).toBe(rows.filter(available).length);
    expect(await count({ category: "outdoor" })).toBe(rows.filter((row) => row.categorySlug === "outdoor").length);
    expect(await count({ minPrice: 100_000 })).toBe(rows.filter((row) => row.sellsFrom >= 100_000).length);
    expect(await count({ maxPrice: 30_000 })).toBe(rows.filter((row) => row.sellsFrom <= 30_000).length);
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
    const expected = (await activeRows()).sort((a, b) => a.sellsFrom - b.sellsFrom || byId(a, b));
    const { cards } = await walk({ sort: "price-asc" });
    expect(ids(cards)).toEqual(ids(expected));
  });

  it("sorts by price, high to low, ties by id", async () => {
    const expected = (await activeRows()).sort((a, b) => b.sellsFrom - a.sellsFrom || byId(a, b));
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
    const prices = byPrice.cards.map((card) => card.fromPrice ?? card.price);
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
    expect(ids(cards)).toEqual(ids(rows.sort((a, b) => a.sellsFrom - b.sellsFrom || byId(a, b))));
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
        facets: [],
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
      facets: [],
    });
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
    const expected = (await activeRows()).filter((row) => row.sellsFrom >= 30_000 && row.sellsFrom <= 100_000);
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

describe("a page read by ids", () => {
  it("leaves out a product withdrawn after its id was read", async () => {
    const rows = await activeRows();
    const [first, second] = rows;
    await database.handle.db.update(products).set({ isActive: false }).where(eq(products.id, second!.id));
    try {
      expect((await pageOf([first!.id, second!.id])).map((row) => row.id)).toEqual([first!.id]);
    } finally {
      await database.handle.db.update(products).set({ isActive: true }).where(eq(products.id, second!.id));
    }
  });
});

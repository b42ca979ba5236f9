import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "~/db/schema";
import { MAX_QUERY_LENGTH, PAGE_SIZE, parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import {
  activeRows,
  daysAgo,
  filtersOf,
  hasWords,
  ids,
  search,
  seedCatalogFixtures,
  sortedIds,
} from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();
const db = () => database.handle.db;

beforeAll(() => seedCatalogFixtures(db()));

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

// These tests add products and rename a category, so they come last in this file.
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

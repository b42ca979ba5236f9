import { beforeAll, describe, expect, it } from "vitest";
import { loader as suggestLoader } from "~/routes/resources/search-suggest";
import { searchSite } from "~/modules/search/site-search.server";
import { SUGGEST_LIMITS, type Suggestions } from "~/modules/search/site-search";
import { INACTIVE_SLUG, seedCatalogFixtures } from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

// The header's predictive search and /search (issue 20): products through the catalogue's own
// search (active only, typos forgiven), categories with accents folded, projects by title or place.

const database = setupTestDatabase();
beforeAll(() => seedCatalogFixtures(database.handle.db));

const suggest = async (q: string): Promise<Suggestions> => {
  const response = await suggestLoader({
    request: new Request(`http://shop.test/search/suggest?${new URLSearchParams({ q })}`),
    params: {},
    context: {},
  } as Parameters<typeof suggestLoader>[0]);
  expect(response.headers.get("cache-control")).toBe("public, max-age=30");
  return (await response.json()) as Suggestions;
};

describe("searching the shop", () => {
  it("finds products by name with their picture, price and page, and never an inactive one", async () => {
    const result = await searchSite("velvet sofa", SUGGEST_LIMITS);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
    for (const product of result.products) {
      expect(product.href).toMatch(/^\/furniture\/[a-z0-9-]+$/);
      expect(product.price).toBeGreaterThan(0);
      expect(product.href).not.toBe(`/furniture/${INACTIVE_SLUG}`);
    }
    expect(result.productCards.map((card) => card.slug)).not.toContain(INACTIVE_SLUG);
  });

  it("forgives a typo the way the catalogue does", async () => {
    const names = (await searchSite("dinning", SUGGEST_LIMITS)).products.map((product) => product.name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => name.includes("dining"))).toBe(true);
  });

  it("finds a category by any word, without its accent, and sends décor to its own page", async () => {
    expect((await searchSite("decor", SUGGEST_LIMITS)).categories).toEqual([
      { kind: "category", href: "/home-decor", name: "Décor" },
    ]);
    expect((await searchSite("bed", SUGGEST_LIMITS)).categories).toEqual([
      { kind: "category", href: "/furniture/bedroom", name: "Bedroom" },
    ]);
    // Any word of three letters or more names a category: a product word beside it does not hide it.
    expect((await searchSite("walnut bed", SUGGEST_LIMITS)).categories.map((category) => category.name)).toEqual([
      "Bedroom",
    ]);
    expect((await searchSite("of", SUGGEST_LIMITS)).categories).toEqual([]);
  });

  it("finds portfolio projects by a word of their title or of their place", async () => {
    const byTitle = await searchSite("farmhouse", SUGGEST_LIMITS);
    expect(byTitle.projects.map((project) => project.name)).toEqual(["Bahria Town Farmhouse"]);
    expect(byTitle.projects[0]!.href).toBe("/projects/bahria-town-farmhouse");
    const byPlace = await searchSite("karachi", { ...SUGGEST_LIMITS, projects: 10 });
    expect(byPlace.projects.map((project) => project.name).sort()).toEqual([
      "Clifton Seafront Apartment",
      "Resham Atelier Flagship",
    ]);
  });

  it("answers nothing for punctuation or a wildcard, instead of everything", async () => {
    for (const query of ["%", "_", "'\"", "   "]) {
      const result = await searchSite(query, SUGGEST_LIMITS);
      expect(result).toMatchObject({ products: [], categories: [], projects: [], productTotal: 0 });
    }
  });
});

describe("GET /search/suggest", () => {
  it("answers JSON for two letters or more, and an empty answer below", async () => {
    expect(await suggest("s")).toEqual({ query: "s", products: [], categories: [], projects: [] });
    const answer = await suggest("  bed  ");
    expect(answer.query).toBe("bed");
    expect(answer.categories.map((category) => category.name)).toEqual(["Bedroom"]);
    expect(answer.products.length).toBeGreaterThan(0);
    // Only what the list shows travels: no descriptions, no stock counts.
    expect(Object.keys(answer.products[0]!).sort()).toEqual(
      ["categoryName", "href", "image", "imageAlt", "kind", "name", "price"].sort(),
    );
  });
});

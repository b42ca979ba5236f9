import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { decorTileCounts } from "~/modules/catalog/catalog-page.server";
import { listCatalog, listCategories } from "~/modules/catalog/catalog.server";
import { cheapestActivePrices } from "~/modules/catalog/collection-prices.server";
import { decorTiles } from "~/modules/catalog/home-decor-content";
import { defaultHomeContent } from "~/modules/content/home";
import { loader as homeLoader } from "~/routes/storefront/home";
import { activeRows, filtersOf, seedCatalogFixtures } from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

// DECISIONS 'Honest numbers': the home page's 'From ₨ …' and the décor tiles' counts are read
// from the live catalogue, never typed in.

const database = setupTestDatabase();
beforeAll(async () => {
  await seedCatalogFixtures(database.handle.db);
  // A piece cheaper than any dining piece, but not for sale: it must not set the 'From' price.
  const [dining] = await db().select().from(categories).where(eq(categories.slug, "dining-room"));
  await db().insert(products).values({
    slug: "withdrawn-stool",
    name: "Withdrawn Stool",
    price: 500,
    stock: 3,
    isActive: false,
    categoryId: dining!.id,
  });
});

describe("a collection's 'From' price", () => {
  it("is the cheapest active product of its category, and the home page shows each collection's", async () => {
    const rows = await activeRows();
    const slugs = defaultHomeContent.collections.map((collection) => collection.category);
    const expected = Object.fromEntries(
      slugs.map((slug) => [slug, Math.min(...rows.filter((row) => row.categorySlug === slug).map((row) => row.price))]),
    );
    expect(await cheapestActivePrices(slugs)).toEqual(expected);
    expect(expected["dining-room"]).toBeGreaterThan(500);
    expect((await homeLoader()).fromPrices).toEqual(expected);
  });

  it("is absent for a category with nothing for sale", async () => {
    expect(await cheapestActivePrices(["no-such-category"])).toEqual({});
    expect(await cheapestActivePrices([])).toEqual({});
  });
});

describe("the décor tiles", () => {
  it("count exactly the pieces their links show", async () => {
    const categoryList = await listCategories();
    const counts = await decorTileCounts("decor", categoryList);
    expect(counts).toHaveLength(decorTiles.length);
    for (const [index, tile] of decorTiles.entries()) {
      const shown = await listCatalog(filtersOf({ category: "decor", q: tile.search }), categoryList);
      expect(counts[index], tile.title).toBe(shown.total);
    }
    // Not the spec's '45+': the demo catalogue has a handful of décor pieces.
    expect(counts.some((count) => count > 0)).toBe(true);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { defaultHomeContent } from "~/modules/content/home";
import type { HomeContent } from "~/modules/content/home-content.schema";
import { homePageData } from "~/modules/content/home-page.server";
import { loader as homeLoader } from "~/routes/storefront/home";
import { activeRows, seedCatalogFixtures } from "../setup/catalog-fixtures";
import { setupTestDatabase } from "../setup/test-database";

// Issue 33, part 8: a featured collection shows its own category's products (its link, its
// 'From' price), and one whose category has nothing for sale is not shown at all.

const database = setupTestDatabase();
beforeAll(async () => {
  await seedCatalogFixtures(database.handle.db);
  // A room whose only piece is withdrawn, and one with no piece at all.
  const [withdrawn] = await db()
    .insert(categories)
    .values([
      { name: "Nursery", slug: "nursery" },
      { name: "Prayer Room", slug: "prayer-room" },
    ])
    .returning();
  await db().insert(products).values({
    slug: "withdrawn-cot",
    name: "Withdrawn Cot",
    price: 900,
    stock: 2,
    isActive: false,
    categoryId: withdrawn!.id,
  });
});

const [dining, bedroom] = defaultHomeContent.collections;
const collection = (category: string, title: string) => ({ ...dining!, category, title });
const withCollections = (collections: HomeContent["collections"]): HomeContent => ({
  ...defaultHomeContent,
  collections,
});

describe("the home page's featured collections", () => {
  it("leave out a collection whose category has nothing for sale, keeping the owner's order", async () => {
    const page = await homePageData(
      withCollections([
        collection("nursery", "Little Ones"),
        bedroom!,
        collection("prayer-room", "Quiet Corner"),
        dining!,
      ]),
    );
    expect(page.content.collections.map((shown) => shown.category)).toEqual(["bedroom", "dining-room"]);
    expect(Object.keys(page.fromPrices).sort()).toEqual(["bedroom", "dining-room"]);
  });

  it("price each shown collection from its own category's active products only", async () => {
    const rows = await activeRows();
    const page = await homeLoader();
    for (const shown of page.content.collections) {
      const own = rows.filter((row) => row.categorySlug === shown.category).map((row) => row.price);
      expect(own.length, shown.category).toBeGreaterThan(0);
      expect(page.fromPrices[shown.category]).toBe(Math.min(...own));
    }
    expect(page.content.collections.map((shown) => shown.category)).toEqual(["dining-room", "bedroom"]);
  });

  it("show none when no chosen category has anything for sale", async () => {
    const page = await homePageData(withCollections([collection("nursery", "Little Ones")]));
    expect(page.content.collections).toEqual([]);
    // Withdrawing the last piece of a room takes its collection off the page.
    const [bedroomRow] = await db().select().from(categories).where(eq(categories.slug, "bedroom"));
    await db().update(products).set({ isActive: false }).where(eq(products.categoryId, bedroomRow!.id));
    expect((await homeLoader()).content.collections.map((shown) => shown.category)).toEqual(["dining-room"]);
  });
});

// Issue 37, item 2: ranking that respects the query. A name with the words as typed comes before
// one that has them only as the beginning of longer words; a near spelling never comes before the
// word itself; when no product has every word, more of the words come first, then the rarer
// word's matches. Made-up words, so that nothing else in the database matches.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { parseCatalogFilters, SEARCH_COUNT_CAP } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

let made = 0;

/** Products made oldest first: a later one is newer, which the plain order would put first. */
async function makeInOrder(names: string[], description = "") {
  for (const name of names) {
    made += 1;
    const product = await makeProduct({ name, price: 10_000, stock: 2 });
    await db()
      .update(products)
      .set({ description, createdAt: new Date(Date.UTC(2026, 0, made)) })
      .where(eq(products.id, product.id));
  }
}

const search = async (q: string) => {
  const page = await listCatalog(parseCatalogFilters(new URLSearchParams({ q })));
  return { names: page.products.map((product) => product.name), broadened: page.broadened };
};

beforeAll(async () => {
  await makeInOrder(["Sukoon Bed", "Sukoon Bedspread Chest", "Sukoon Bedside Lamp"]);
  await makeInOrder(["Mora Chair", "Moora Chair"]);
  await makeInOrder(["Zarlok Wardrobe", "Qamari Desk", "Qamari Shelf", "Qamari Chair"]);
  await makeInOrder(["Sandook Trunk", "Jharoka Sandook", "Qamari Jharoka Sandook"]);
  await makeInOrder(["Paidaan Stool"], "A low stool for a bedroom kept to the paidaan style.");
  await makeInOrder(["Bedroom Paidaan Bench"]);
});

describe("a search's ranking", () => {
  it("puts a name with the word itself before names with longer words that begin with it", async () => {
    expect((await search("sukoon bed")).names).toEqual(["Sukoon Bed", "Sukoon Bedside Lamp", "Sukoon Bedspread Chest"]);
  });

  it("puts the name's matches before the description's, whatever their age", async () => {
    expect((await search("paidaan bedroom")).names).toEqual(["Bedroom Paidaan Bench", "Paidaan Stool"]);
  });

  it("never puts a near spelling before the word itself", async () => {
    expect((await search("mora")).names[0]).toBe("Mora Chair");
    expect((await search("moora")).names[0]).toBe("Moora Chair");
    // A typo of both finds both, but not in place of a word typed right.
    expect((await search("mooraa")).names).toContain("Moora Chair");
  });

  it("when no piece has every word: more of the words first, then the rarer word's", async () => {
    const rarer = await search("zarlok qamari");
    expect(rarer.broadened).toBe(true);
    expect(rarer.names).toEqual([
      "Zarlok Wardrobe",
      "Qamari Jharoka Sandook",
      "Qamari Chair",
      "Qamari Shelf",
      "Qamari Desk",
    ]);
    const more = await search("jharoka sandook zarlok");
    expect(more.broadened).toBe(true);
    expect(more.names).toEqual(["Qamari Jharoka Sandook", "Jharoka Sandook", "Zarlok Wardrobe", "Sandook Trunk"]);
    // Of four words or more, each word is a tier, the rarest first.
    expect((await search("qamari jharoka sandook zarlok")).names[0]).toBe("Zarlok Wardrobe");
  });

  it("past the search cap, reads the rarer word's tier first, with more of the words first within it", async () => {
    // More than SEARCH_COUNT_CAP pieces with 'kashi': the page is read in index order, tier by tier.
    await db().execute(sql`
      insert into products (slug, name, price, stock, created_at)
      select 'kashi-vase-' || n, 'Kashi Vase ' || n, 1000, 1, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${SEARCH_COUNT_CAP + 50}) as n`);
    await makeInOrder(["Mumtaz Kashi Bowl", "Mumtaz Stool"]);
    const page = await search("mumtaz kashi zzqq");
    expect(page.broadened).toBe(true);
    expect(page.names.slice(0, 3)).toEqual([
      "Mumtaz Kashi Bowl",
      "Mumtaz Stool",
      `Kashi Vase ${SEARCH_COUNT_CAP + 50}`,
    ]);
    // The plain search past the cap: the names with the word itself before a newer one that only begins with it.
    await makeInOrder(["Kashikari Lamp"]);
    const plain = await search("kashi");
    expect(plain.names.slice(0, 2)).toEqual(["Mumtaz Kashi Bowl", `Kashi Vase ${SEARCH_COUNT_CAP + 50}`]);
    expect(plain.names).not.toContain("Kashikari Lamp");
  });
});

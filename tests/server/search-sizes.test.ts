// Issue 37, item 2: sizes and fabrics a buyer types are the product's pieces. 'queen bed' finds the
// Chiniot bed by its Queen size, and its card opens on the Queen, at the Queen's price and stock;
// a search that names no piece leaves the card on the product. On the demo catalogue, on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~/demo/seed.server";
import { parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { searchSite } from "~/modules/search/site-search.server";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

beforeAll(async () => {
  await seedDemoData(database.handle.db);
});

/** The cards of a search, by name. */
async function search(q: string) {
  const page = await listCatalog(parseCatalogFilters(new URLSearchParams({ q })));
  return new Map(page.products.map((card) => [card.name, card]));
}

const CHINIOT = "Chiniot Carved King Bed";

describe("a search that names a piece", () => {
  it("opens the Chiniot bed on the size asked, at its price and stock", async () => {
    const queen = (await search("queen bed")).get(CHINIOT)!;
    expect(queen.variant).toMatchObject({ sku: "BED-CHIN-QN", label: "Queen", price: 310_000, stock: 1 });
    expect(queen.variant!.madeToOrderWeeks).toBeNull();
    const double = (await search("double bed")).get(CHINIOT)!;
    expect(double.variant).toMatchObject({ sku: "BED-CHIN-DBL", label: "Double", price: 275_000, madeToOrderWeeks: 8 });
    // 'Super King' is a size of its own (one word to search), not a King.
    expect((await search("king bed")).get(CHINIOT)!.variant).toMatchObject({ label: "King", price: 345_000 });
    expect((await search("super king bed")).get(CHINIOT)!.variant).toMatchObject({ label: "Super King" });
  });

  it("answers the most words it can: a fabric and a size together, a seat count as a phrase", async () => {
    const basant = async (q: string) =>
      [...(await search(q)).values()].find((card) => card.name.includes("Basant"))!.variant;
    expect(await basant("ajrak 2 seater")).toMatchObject({ sku: "OUT-BSNT-AJRK-2", label: "Ajrak Print, 2-seater" });
    expect(await basant("teal three seater")).toMatchObject({ label: "Truck-Art Teal, 3-seater", madeToOrderWeeks: 6 });
    // Two pieces answering one word each: the first in the owner's order.
    expect(await basant("basant 3 seater")).toMatchObject({ label: "Ivory Acrylic, 3-seater" });
    const leather = [...(await search("leather armchair")).values()].find((card) => card.name.includes("Wingback"))!;
    expect(leather.variant).toMatchObject({ label: "Leather" });
  });

  it("leaves the card on the product when the words name no piece, or every piece alike", async () => {
    expect((await search("bed")).get(CHINIOT)!.variant).toBeUndefined();
    expect((await search("chiniot")).get(CHINIOT)!.variant).toBeUndefined();
    // A product without options has no pieces to choose between.
    const zarnigar = [...(await search("queen bed")).values()].find((card) => card.name.includes("Zarnigar"))!;
    expect(zarnigar.variant).toBeUndefined();
  });

  it("ranks a bed of the asked size first, and never one of another size above it", async () => {
    const names = [...(await search("queen bed")).keys()];
    expect(names[0]).toMatch(/Queen Bed$/);
    expect(names).toContain(CHINIOT);
    for (const name of names) expect(name).not.toMatch(/Single Bed$/);
  });

  it("gives the header's suggestion the piece's own price", async () => {
    const { products } = await searchSite("double bed", { products: 5, categories: 0, projects: 0 });
    const bed = products.find((product) => product.name === CHINIOT)!;
    expect(bed).toMatchObject({ price: 275_000, href: "/furniture/chiniot-carved-king-bed?variant=BED-CHIN-DBL" });
  });
});

describe("a compound size", () => {
  beforeAll(async () => {
    // Newest last: a Super King bed made after the King bed would come first among equals.
    await makeProduct({ name: "Chhaon King Bed", price: 200_000, stock: 1 });
    await makeProduct({ name: "Dhoop Super King Bed", price: 260_000, stock: 1 });
  });

  it("is not the smaller size its last word names: 'king bed' finds the King beds, not a Super King", async () => {
    const names = [...(await search("king bed")).keys()];
    expect(names).toContain("Chhaon King Bed");
    expect(names).toContain(CHINIOT);
    expect(names).not.toContain("Dhoop Super King Bed");
  });

  it("is found as typed, spaced, hyphenated or joined, with the pieces of that size", async () => {
    for (const q of ["super king bed", "Super-King bed", "superking bed"]) {
      const cards = await search(q);
      expect([...cards.keys()][0], q).toBe("Dhoop Super King Bed");
      expect(cards.get(CHINIOT)!.variant, q).toMatchObject({ label: "Super King" });
      expect(cards.has("Chhaon King Bed"), q).toBe(false);
    }
  });
});

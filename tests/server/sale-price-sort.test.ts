// The catalogue sorted by price while sales run (issue 37, item 4): the pieces on no sale are read
// by the sort_price index and those on sale by their worked-out price, the two merged; a sale on a
// whole product is worked out on its cheapest piece, and on every piece when the cheapest would
// go under a rupee or only some variants are on sale. Whatever the path, the order is the prices
// the cards show, page after page.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { listCatalog, type ProductCard } from "~/modules/catalog/catalog.server";
import { salesInView, type RunningSales } from "~/modules/catalog/running-sales.server";
import type { SaleRule } from "~/modules/catalog/sale-rules";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { filtersOf } from "../setup/catalog-fixtures";
import { makeProduct } from "../setup/orders";
import { makeCategory, makeSale, productIn } from "../setup/sales";
import { setupTestDatabase } from "../setup/test-database";
import { sofa, sku } from "../setup/variants";

setupTestDatabase();

/** What a card says a piece costs now. */
const shown = (card: ProductCard) => card.sale?.price ?? card.fromPrice ?? card.price;

let mixedRoom: { slug: string };
let saleRoom: { slug: string };

beforeAll(async () => {
  const room = await makeCategory();
  mixedRoom = room;
  // Fourteen plain pieces, PKR 10,000 to 140,000; half off two of them.
  const plain = [];
  for (let index = 1; index <= 14; index++) {
    plain.push(await productIn(room.id, index * 10_000, `Piece ${String(index).padStart(2, "0")}`));
  }
  await makeSale({ productIds: [plain[8]!.id, plain[13]!.id], value: 50 });
  // The sofa sells from 150,000 (its Linen 2-seater); PKR 120,000 off its Velvet 3-seater (245,000) only.
  const { product: couch, variant } = await sofa();
  await db().update(products).set({ categoryId: room.id }).where(eq(products.id, couch.id));
  await makeSale({ kind: "amount", value: 120_000, variantIds: [variant("velvet3").id] });
  // PKR 55,000 off a lamp of 52,000 (Small) and 57,500 (Large): not the Small, whose price it
  // would take under a rupee; the Large at 2,500 is the lamp's sale price, first in the room.
  const lamp = await makeProduct({ price: 52_000, stock: 0, name: "Lantern" });
  await db().update(products).set({ categoryId: room.id }).where(eq(products.id, lamp.id));
  const draft: VariantSetDraft = {
    options: [{ name: "Size", values: [{ value: "Small" }, { value: "Large", surcharge: 5_500 }] }],
    variants: [
      { sku: sku("LMP-S"), values: ["Small"], stock: 3 },
      { sku: sku("LMP-L"), values: ["Large"], stock: 3 },
    ],
  };
  expect(await db().transaction((tx) => saveVariantSet(tx, lamp, draft))).toEqual({ ok: true });
  expect((await loadVariantSet(db(), lamp.id)).variants).toHaveLength(2);
  await makeSale({ kind: "amount", value: 55_000, productIds: [lamp.id] });

  // A room a sale covers whole, with a piece of PKR 3 (20 % off: 2).
  const covered = await makeCategory();
  for (const price of [30_000, 3, 10_000, 20_000]) await productIn(covered.id, price, `Covered ${price}`);
  saleRoom = covered;
  await makeSale({ categoryIds: [covered.id], value: 20 });
});

/** Every page of a room in one sort, as the shopper pages through it. */
async function allPages(slug: string, sort: "price-asc" | "price-desc", extra = {}) {
  const cards: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const result = await listCatalog(filtersOf({ category: slug, sort, page, ...extra }));
    cards.push(...result.products);
    if (page >= result.pageCount) return cards;
  }
}

describe("a room sorted by price while sales run", () => {
  const expected = [
    2_500, 10_000, 20_000, 30_000, 40_000, 45_000, 50_000, 60_000, 70_000, 70_000, 80_000, 100_000, 110_000, 120_000,
    125_000, 130_000,
  ];

  it("orders pieces on sale and on none by the prices the cards show, across pages", async () => {
    const ascending = await allPages(mixedRoom.slug, "price-asc");
    expect(ascending.map(shown)).toEqual(expected);
    expect(ascending[0]!.name).toBe("Lantern");
    expect(ascending.find((card) => card.name === "Noor Sofa")!.sale).toMatchObject({ price: 125_000 });
    const descending = await allPages(mixedRoom.slug, "price-desc");
    expect(descending.map(shown)).toEqual([...expected].reverse());
    expect(new Set(descending.map((card) => card.id)).size).toBe(expected.length);
  });

  it("filters by the same prices", async () => {
    const cheap = await allPages(mixedRoom.slug, "price-asc", { maxPrice: 50_000 });
    expect(cheap.map(shown)).toEqual([2_500, 10_000, 20_000, 30_000, 40_000, 45_000, 50_000]);
    const dear = await allPages(mixedRoom.slug, "price-desc", { minPrice: 100_000 });
    expect(dear.map(shown)).toEqual([130_000, 125_000, 120_000, 110_000, 100_000]);
  });

  it("orders a room a sale covers whole by its sale prices, never to zero", async () => {
    const cards = await allPages(saleRoom.slug, "price-asc");
    expect(cards.map(shown)).toEqual([2, 8_000, 16_000, 24_000]);
    expect(cards.every((card) => card.sale !== null)).toBe(true);
  });
});

describe("the sales a room's view sees", () => {
  const sale = (values: Partial<SaleRule>): SaleRule => ({
    id: "s",
    name: "Sale",
    kind: "percent",
    value: 10,
    productIds: [],
    variantIds: [],
    categoryIds: [],
    startsAt: new Date(0),
    endsAt: new Date(1),
    ...values,
  });
  const sales: RunningSales = {
    now: new Date(0),
    running: [
      sale({ id: "rooms", categoryIds: ["decor", "bedroom"] }),
      sale({ id: "pieces", productIds: ["p1"] }),
      sale({ id: "other", categoryIds: ["outdoor"] }),
    ],
  };

  it("keeps the whole catalogue's as they are", () => {
    expect(salesInView(sales, null)).toBe(sales);
  });

  it("leaves out other rooms, and says when a sale covers the room whole", () => {
    const bedroom = salesInView(sales, "bedroom");
    expect(bedroom.running.map((rule) => [rule.id, rule.categoryIds])).toEqual([
      ["rooms", ["bedroom"]],
      ["pieces", []],
    ]);
    expect(bedroom.coversAll).toBe(true);
    const study = salesInView(sales, "study");
    expect(study.running.map((rule) => rule.id)).toEqual(["pieces"]);
    expect(study.coversAll).toBe(false);
  });
});

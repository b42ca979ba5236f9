// The catalogue sorted by price while sales run (issue 37, item 4): the pieces on no sale are read
// by the sort_price index and those on sale by their worked-out price, the two merged; a sale on a
// whole product is worked out on its cheapest piece, and on every piece when the cheapest would
// go under a rupee or only some variants are on sale. Whatever the path, the order is the prices
// the cards show, page after page.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
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
let wholeRoom: { slug: string };

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

  // Three pages of a room 20 % off whole, where the order by sale price is not the order by
  // sort_price near the pages' ends: pieces at the same price (ties go by id), a piece of 16,000
  // half off (8,000, as the 10,000 pieces), one whose pieces are all withdrawn (no sale: 12,500
  // among the 20 % prices), one 9,000 off 30,000 (21,000), and a piece of PKR 3 (2).
  const whole = await makeCategory();
  wholeRoom = whole;
  for (let index = 1; index <= 22; index++) await productIn(whole.id, index * 1_000, `Whole ${index}`);
  for (let copy = 0; copy < 3; copy++) await productIn(whole.id, 10_000, `Whole tie ${copy}`);
  const halfOff = await productIn(whole.id, 16_000, "Whole half off");
  const withdrawn = await productIn(whole.id, 12_500, "Whole withdrawn");
  await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.productId, withdrawn.id));
  const amountOff = await productIn(whole.id, 30_000, "Whole amount off");
  await productIn(whole.id, 3, "Whole three rupees");
  await makeSale({ categoryIds: [whole.id], value: 20 });
  await makeSale({ productIds: [halfOff.id], value: 50 });
  await makeSale({ kind: "amount", value: 9_000, productIds: [amountOff.id] });
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

describe("a room a sale covers whole, sorted by price", () => {
  /** The room's cards in the order of their prices, ties by id, from the newest-first pages (no price sort). */
  async function byShownPrice(descending: boolean, extra = {}) {
    const cards: ProductCard[] = [];
    for (let page = 1; ; page++) {
      const result = await listCatalog(filtersOf({ category: wholeRoom.slug, sort: "newest", page, ...extra }));
      cards.push(...result.products);
      if (page >= result.pageCount) break;
    }
    const sign = descending ? -1 : 1;
    return cards
      .sort((a, b) => sign * (shown(a) - shown(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((card) => [card.name, shown(card)]);
  }

  it("gives every page in the order of the prices the cards show, ties by id, none twice", async () => {
    const expected = await byShownPrice(false);
    expect(expected).toHaveLength(29);
    expect(expected.slice(0, 3)).toEqual([
      ["Whole three rupees", 2],
      ["Whole 1", 800],
      ["Whole 2", 1_600],
    ]);
    // The 8,000 prices: three 10,000 pieces and one of 16,000 half off, by id.
    expect(expected.filter(([, price]) => price === 8_000)).toHaveLength(5);
    expect(expected).toContainEqual(["Whole withdrawn", 12_500]);
    expect(expected).toContainEqual(["Whole amount off", 21_000]);
    const ascending = await allPages(wholeRoom.slug, "price-asc");
    expect(ascending.map((card) => [card.name, shown(card)])).toEqual(expected);
    const descending = await allPages(wholeRoom.slug, "price-desc");
    expect(descending.map((card) => [card.name, shown(card)])).toEqual(await byShownPrice(true));
  });

  it("filters by the same prices", async () => {
    const between = { minPrice: 8_000, maxPrice: 13_000 };
    const ascending = await allPages(wholeRoom.slug, "price-asc", between);
    expect(ascending.map((card) => [card.name, shown(card)])).toEqual(await byShownPrice(false, between));
    expect(ascending.map(shown)).toEqual([
      8_000, 8_000, 8_000, 8_000, 8_000, 8_800, 9_600, 10_400, 11_200, 12_000, 12_500, 12_800,
    ]);
    const descending = await allPages(wholeRoom.slug, "price-desc", between);
    expect(descending.map((card) => [card.name, shown(card)])).toEqual(await byShownPrice(true, between));
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

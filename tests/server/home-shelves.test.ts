import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, orderItems, orders, products, type ORDER_STATUSES } from "~/db/schema";
import { newArrivals, productCardsInOrder, roomTiles } from "~/modules/catalog/home-shelves.server";
import { bestSellerIds } from "~/modules/orders/best-sellers.server";
import { loader as homeLoader } from "~/routes/storefront/home";
import { setupTestDatabase } from "../setup/test-database";

// The home page's shop rows: New Arrivals, Best Sellers (units sold, from the orders that stand)
// and the 'Shop by room' tiles. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const rooms = await db()
    .insert(categories)
    .values([
      { name: "Living Room", slug: "living-room", sortOrder: 1 },
      { name: "Bedroom", slug: "bedroom", sortOrder: 2, imageUrl: "/images/categories/bedroom.svg" },
      // Nothing for sale in these two: no tile.
      { name: "Nursery", slug: "nursery", sortOrder: 3 },
      { name: "Attic", slug: "attic", sortOrder: 4 },
    ])
    .returning();
  const room = (slug: string) => rooms.find((row) => row.slug === slug)!.id;
  const rows = await db()
    .insert(products)
    .values([
      {
        slug: "sofa",
        name: "Sofa",
        price: 90_000,
        stock: 5,
        categoryId: room("living-room"),
        createdAt: daysAgo(5),
        images: ["/images/products/sofa.svg"],
      },
      {
        slug: "armchair",
        name: "Armchair",
        price: 40_000,
        stock: 5,
        categoryId: room("living-room"),
        createdAt: daysAgo(1),
      },
      {
        slug: "bed",
        name: "Bed",
        price: 150_000,
        stock: 5,
        categoryId: room("bedroom"),
        createdAt: daysAgo(3),
        images: ["/images/products/bed.svg"],
      },
      { slug: "lamp", name: "Lamp", price: 9_000, stock: 5, categoryId: null, createdAt: daysAgo(2) },
      // Withdrawn, though the newest and the most sold: never on the home page.
      {
        slug: "old-cot",
        name: "Old Cot",
        price: 20_000,
        stock: 5,
        categoryId: room("attic"),
        createdAt: daysAgo(0.5),
        isActive: false,
        images: ["/images/products/cot.svg"],
      },
    ])
    .returning();
  for (const row of rows) ids[row.slug] = row.id;
});

type Status = (typeof ORDER_STATUSES)[number];

/** One order of these lines (product slug, quantity) in this status. */
async function order(status: Status, lines: [string, number][]) {
  const id = randomUUID();
  const items = lines.map(([slug, quantity]) => ({
    orderId: id,
    productId: ids[slug]!,
    productName: slug,
    quantity,
    unitPrice: 1_000,
    totalPrice: 1_000 * quantity,
  }));
  const total = items.reduce((sum, item) => sum + item.totalPrice, 0);
  await db()
    .insert(orders)
    .values({
      id,
      number: id.slice(0, 8).toUpperCase(),
      status,
      totalAmount: total,
      subtotal: total,
      fullName: "Ayesha Khan",
      email: "ayesha@example.com",
      phone: "+923001234567",
      address: "12 Mall Road",
      city: "Lahore",
      idempotencyKey: randomUUID(),
    });
  await db().insert(orderItems).values(items);
}

describe("new arrivals", () => {
  it("are the newest products for sale, newest first, as cards", async () => {
    const cards = await newArrivals(3);
    expect(cards.map((card) => card.slug)).toEqual(["armchair", "lamp", "bed"]);
    expect(cards[2]).toMatchObject({
      name: "Bed",
      price: 150_000,
      categoryName: "Bedroom",
      image: "/images/products/bed.svg",
    });
  });
});

describe("best sellers", () => {
  it("are none before anything has sold: the home page shows no row rather than made-up numbers", async () => {
    expect(await bestSellerIds(8)).toEqual([]);
    expect((await homeLoader()).shelves.bestSellers).toEqual([]);
  });

  it("are ranked by units sold over the orders that stand; cancelled orders and withdrawn products do not count", async () => {
    await order("pending", [
      ["bed", 2],
      ["lamp", 1],
    ]);
    await order("delivered", [
      ["bed", 1],
      ["sofa", 2],
    ]);
    await order("completed", [["sofa", 1]]);
    // The lamp would lead with this order, but it was cancelled.
    await order("cancelled", [["lamp", 9]]);
    // The most sold of all, but no longer for sale.
    await order("delivered", [["old-cot", 20]]);
    // bed 3, sofa 3 (tie: the newer bed first), lamp 1; the armchair never sold.
    const ranked = await bestSellerIds(8);
    expect(ranked).toEqual([ids.bed, ids.sofa, ids.lamp]);
    expect(await bestSellerIds(2)).toEqual([ids.bed, ids.sofa]);

    await order("confirmed", [["lamp", 4]]);
    expect(await bestSellerIds(8)).toEqual([ids.lamp, ids.bed, ids.sofa]);

    const shown = (await homeLoader()).shelves.bestSellers;
    expect(shown.map((card) => card.slug)).toEqual(["lamp", "bed", "sofa"]);
  });

  it("cards keep the ranking's order and leave out a product no longer for sale", async () => {
    const cards = await productCardsInOrder([ids.sofa!, ids["old-cot"]!, ids.armchair!]);
    expect(cards.map((card) => card.slug)).toEqual(["sofa", "armchair"]);
    expect(await productCardsInOrder([])).toEqual([]);
  });
});

describe("shop by room", () => {
  it("has a tile for each category with something for sale, in the shop's order, with its own picture or its first product's", async () => {
    expect(await roomTiles()).toEqual([
      // No picture of its own: the newest product's that has one (the armchair has none).
      { name: "Living Room", slug: "living-room", image: "/images/products/sofa.svg" },
      { name: "Bedroom", slug: "bedroom", image: "/images/categories/bedroom.svg" },
    ]);
    expect((await homeLoader()).shelves.rooms.map((tile) => tile.slug)).toEqual(["living-room", "bedroom"]);
  });
});

// Issue 35, item 1: a sale's price wherever a piece is priced (cards, the product page's piece,
// the cart, the catalogue's filters and order), its honest 'was' price and reduction, and the
// order charging it. The sales are written straight into their table (tests/setup/sales.ts).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, orderItems } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { getCart } from "~/modules/cart/cart.server";
import { finishCards } from "~/modules/catalog/card-extras.server";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { salePricesFor } from "~/modules/catalog/sale-prices.server";
import { checkoutInput, expectOk, makeCustomer } from "../setup/orders";
import { filtersOf } from "../setup/catalog-fixtures";
import { makeCategory, makeSale, pastPrices, pieceOf, productIn } from "../setup/sales";
import { setupTestDatabase } from "../setup/test-database";
import { placeOrder } from "~/modules/orders/place-order.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { checkoutQuote } from "~/modules/orders/checkout-quote";

setupTestDatabase();

describe("a sale's price and its 'was' price", () => {
  it("shows the lowest price of the 30 days before the sale began, and the reduction from it", async () => {
    const room = await makeCategory();
    const chair = await productIn(room.id, 100_000, "Honest Chair");
    // 100,000 for long, 95,000 for ten days three weeks ago, back to 100,000 since.
    await pastPrices(chair.variantId, [
      { daysAgo: 50, price: 100_000 },
      { daysAgo: 20, price: 95_000 },
      { daysAgo: 10, price: 100_000 },
    ]);
    const young = await productIn(room.id, 50_000, "Young Chair"); // its history began today
    await makeSale({ categoryIds: [room.id], value: 20 });

    const prices = await salePricesFor([pieceOf(chair), pieceOf(young)]);
    expect(prices.get(chair.variantId)).toMatchObject({ price: 80_000, was: 95_000, reduction: "−15\u00a0%" });
    // No 30 days of history: the sale price alone, no 'was' price, no reduction claimed.
    expect(prices.get(young.variantId)).toMatchObject({ price: 40_000, was: null, reduction: null });

    const [card] = await finishCards([{ id: chair.id, swatches: null }]);
    expect(card!.sale).toMatchObject({ price: 80_000, was: 95_000, reduction: "−15\u00a0%" });

    const customer = await makeCustomer();
    await db()
      .insert(cartItems)
      .values({ userId: customer, productId: chair.id, variantId: chair.variantId, quantity: 2 });
    const cart = await getCart(userOwner(customer));
    expect(cart.total).toBe(160_000);
    expect(cart.lines[0]).toMatchObject({ price: 80_000, regularPrice: 100_000, sale: { was: 95_000 } });
  });

  it("gives overlapping sales' lowest price, never adds them, and never takes a piece to zero", async () => {
    const room = await makeCategory();
    const lamp = await productIn(room.id, 30_000, "Overlap Lamp");
    const tenPercent = await makeSale({ categoryIds: [room.id], value: 10 });
    const amount = await makeSale({ productIds: [lamp.id], kind: "amount", value: 6_000 });
    const offer = (await salePricesFor([pieceOf(lamp)])).get(lamp.variantId);
    expect(offer).toMatchObject({ price: 24_000, saleId: amount.id });
    expect(offer?.saleId).not.toBe(tenPercent.id);

    const cheap = await productIn(room.id, 5_000, "Cheap Vase");
    await makeSale({ variantIds: [cheap.variantId], kind: "amount", value: 5_000 });
    // The amount would make it free: the category's 10 % applies instead.
    expect((await salePricesFor([pieceOf(cheap)])).get(cheap.variantId)).toMatchObject({ price: 4_500 });
  });

  it("leaves paused, ended and scheduled sales out, and says when prices next change", async () => {
    const room = await makeCategory();
    const desk = await productIn(room.id, 40_000, "Waiting Desk");
    await makeSale({ categoryIds: [room.id], pausedAt: new Date() });
    await makeSale({
      categoryIds: [room.id],
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      endsAt: new Date(Date.now() - 86_400_000),
    });
    const startsAt = new Date(Date.now() + 3_600_000);
    await makeSale({ categoryIds: [room.id], startsAt, endsAt: new Date(startsAt.getTime() + 86_400_000) });
    expect((await salePricesFor([pieceOf(desk)])).size).toBe(0);
    const running = await readRunningSales();
    expect(running.running.some((sale) => sale.categoryIds.includes(room.id))).toBe(false);
  });
});

describe("the catalogue during a sale", () => {
  it("filters 'On sale', and sorts and filters by the price the cards show", async () => {
    const room = await makeCategory();
    const sofa = await productIn(room.id, 100_000, "Half Price Sofa");
    const table = await productIn(room.id, 60_000, "Full Price Table");
    await makeSale({ productIds: [sofa.id], value: 50 });
    const view = (values: Parameters<typeof filtersOf>[0]) =>
      listCatalog(filtersOf({ category: room.slug, ...values }));

    const onSale = await view({ onSale: true });
    expect(onSale.products.map((card) => card.name)).toEqual(["Half Price Sofa"]);
    expect(onSale.products[0]!.sale).toMatchObject({ price: 50_000 });
    expect((await view({ sort: "price-asc" })).products.map((card) => card.name)).toEqual([
      "Half Price Sofa",
      "Full Price Table",
    ]);
    expect((await view({ maxPrice: 55_000 })).products.map((card) => card.name)).toEqual(["Half Price Sofa"]);
    expect((await view({})).products.find((card) => card.name === "Full Price Table")!.sale).toBeNull();
    expect(table.price).toBe(60_000);
  });
});

describe("an order during a sale", () => {
  async function shownTotal(subtotal: number, input = checkoutInput()) {
    return checkoutQuote(await getDeliveryPolicy(), input, input.deliveryOption, subtotal, new Date()).total;
  }

  it("charges the sale price and keeps the price before it and the sale on the line", async () => {
    const room = await makeCategory();
    const bed = await productIn(room.id, 120_000, "Sale Bed");
    const sale = await makeSale({ categoryIds: [room.id], value: 25 });
    const customer = await makeCustomer();
    await db().insert(cartItems).values({ userId: customer, productId: bed.id, variantId: bed.variantId, quantity: 1 });
    const input = checkoutInput();
    const result = expectOk(
      await placeOrder(userOwner(customer), { ...input, shownTotal: await shownTotal(90_000, input) }),
    );
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, result.order.id));
    expect(line).toMatchObject({ unitPrice: 90_000, totalPrice: 90_000, regularUnitPrice: 120_000, saleId: sale.id });
  });

  it("places nothing when the sale ended between the cart and Place Order, and shows the new total", async () => {
    const room = await makeCategory();
    const rug = await productIn(room.id, 80_000, "Ending Rug");
    await makeSale({
      categoryIds: [room.id],
      value: 10,
      endsAt: new Date(Date.now() - 1),
      startsAt: new Date(Date.now() - 86_400_000),
    });
    const customer = await makeCustomer();
    await db().insert(cartItems).values({ userId: customer, productId: rug.id, variantId: rug.variantId, quantity: 1 });
    const input = checkoutInput();
    // The page showed 72,000 while the sale ran.
    const result = await placeOrder(userOwner(customer), { ...input, shownTotal: await shownTotal(72_000, input) });
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(result.ok ? null : result.priceChange).toMatchObject({ total: await shownTotal(80_000, input) });
    expect(await db().select().from(orderItems).where(eq(orderItems.productId, rug.id))).toEqual([]);
  });
});

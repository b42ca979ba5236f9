import { userOwner } from "~/modules/accounts/basket-owner.server";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, orderItems, orders, products } from "~/db/schema";
import { addToCart } from "~/modules/cart/cart.server";
import type { CheckoutInput } from "~/modules/orders/checkout.schema";
import {
  cartOf,
  checkoutInput,
  expectOk,
  makeCustomer,
  makeProduct,
  ordersOf,
  snapshot,
  stockOf,
  placeAsShown,
} from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

// Happy path, prices, refusals and order numbers. Concurrency, idempotency and
// rollback are in place-order-concurrency.test.ts.

// placeOrder takes its order ids from node:crypto: the order-number tests pick them.
// (vi.mock is hoisted and applies to this file only, the helpers in ../setup/orders included.)
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, randomUUID: vi.fn(original.randomUUID) };
});

setupTestDatabase();

describe("placing an order", () => {
  it("turns a cart of two products into one pending order at database prices, takes the stock and empties the cart", async () => {
    const user = await makeCustomer();
    const chair = await makeProduct({ price: 12_500, stock: 10, name: "Walnut Chair", images: ["/img/chair.jpg"] });
    const table = await makeProduct({ price: 8_000, stock: 4, name: "Side Table" });
    expect(await addToCart(userOwner(user), chair.id, 2)).toMatchObject({ ok: true, quantity: 2 });
    expect(await addToCart(userOwner(user), table.id, 3)).toMatchObject({ ok: true, quantity: 3 });

    const { order, repeated } = expectOk(await placeAsShown(user, checkoutInput({ notes: "  Ring twice  " })));
    expect(repeated).toBe(false);
    expect(order).toMatchObject({
      userId: user,
      status: "pending",
      paymentMethod: "cod",
      paymentStatus: "unpaid",
      number: order.id.slice(0, 8).toUpperCase(),
      subtotal: 2 * 12_500 + 3 * 8_000,
      // Lahore is Zone 1: Standard delivery is PKR 3,500 below PKR 50,000 (the demo policy).
      deliveryFee: 3_500,
      totalAmount: 2 * 12_500 + 3 * 8_000 + 3_500,
      deliveryOption: "standard",
      deliveryZone: "Zone 1",
      fullName: "Ayesha Khan",
      email: "ayesha.khan@example.com",
      phone: "+923001234567",
      city: "Lahore",
      notes: "Ring twice",
    });
    expect(order.number).toMatch(/^[0-9A-F]{8}$/);

    const byProduct = new Map(order.items.map((item) => [item.productId, item]));
    expect(order.items).toHaveLength(2);
    expect(byProduct.get(chair.id)).toMatchObject({
      orderId: order.id,
      productName: "Walnut Chair",
      productSlug: chair.slug,
      image: "/img/chair.jpg",
      quantity: 2,
      unitPrice: 12_500,
      totalPrice: 25_000,
    });
    expect(byProduct.get(table.id)).toMatchObject({
      orderId: order.id,
      productName: "Side Table",
      image: null,
      quantity: 3,
      unitPrice: 8_000,
      totalPrice: 24_000,
    });

    // What was returned is what was stored.
    const [stored] = await ordersOf(user);
    expect(stored).toEqual(Object.fromEntries(Object.entries(order).filter(([key]) => key !== "items")));
    expect(await ordersOf(user)).toHaveLength(1);
    const storedItems = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(storedItems.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...order.items].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await stockOf(chair.id)).toBe(8);
    expect(await stockOf(table.id)).toBe(1);
    expect(await cartOf(user)).toEqual([]);
  });

  it("takes bank transfer when chosen", async () => {
    const user = await makeCustomer();
    const lamp = await makeProduct({ price: 3_000, stock: 2 });
    await addToCart(userOwner(user), lamp.id, 1);
    const { order } = expectOk(await placeAsShown(user, checkoutInput({ paymentMethod: "bank_transfer" })));
    expect(order.paymentMethod).toBe("bank_transfer");
  });
});

describe("prices come from the database", () => {
  it("the form has no price fields: extra ones are stripped", () => {
    const parsed = checkoutInput({
      totalAmount: 1,
      price: 1,
      unitPrice: 1,
      items: [{ productId: randomUUID(), price: 1, quantity: 99 }],
      status: "completed",
      paymentStatus: "paid",
      number: "AAAAAAAA",
    });
    expect(Object.keys(parsed).sort()).toEqual(
      [
        "address",
        "city",
        "deliveryOption",
        "discountCode",
        "email",
        "fullName",
        "idempotencyKey",
        "notes",
        "paymentMethod",
        "phone",
        "shownPrices",
        "shownTotal",
      ].sort(),
    );
    expectTypeOf<keyof CheckoutInput>().toEqualTypeOf<
      | "fullName"
      | "email"
      | "phone"
      | "address"
      | "city"
      | "notes"
      | "deliveryOption"
      | "paymentMethod"
      | "idempotencyKey"
      | "shownTotal"
      | "shownPrices"
      | "discountCode"
    >();
  });

  it("a price changed after the product was carted is charged at the new price", async () => {
    const user = await makeCustomer();
    const cabinet = await makeProduct({ price: 10_000, stock: 5 });
    await addToCart(userOwner(user), cabinet.id, 2);
    await db().update(products).set({ price: 12_345 }).where(eq(products.id, cabinet.id));

    const input = checkoutInput({ totalAmount: 1, price: 1, items: [{ productId: cabinet.id, price: 1 }] });
    // The checkout page, opened after the change, shows the new price: that is what is charged.
    const { order } = expectOk(await placeAsShown(user, input));
    expect(order).toMatchObject({ subtotal: 24_690, deliveryFee: 3_500, totalAmount: 28_190 });
    expect(order.items).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 12_345, totalPrice: 24_690 })]);
    const [stored] = await ordersOf(user);
    expect(stored!.totalAmount).toBe(28_190);
  });
});

describe("refusals change nothing", () => {
  it("an empty cart", async () => {
    const user = await makeCustomer();
    const result = await placeAsShown(user, checkoutInput());
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/cart is empty/i) });
    expect(await ordersOf(user)).toEqual([]);
  });

  it("a product withdrawn after it was carted", async () => {
    const user = await makeCustomer();
    const kept = await makeProduct({ price: 7_000, stock: 5 });
    const withdrawn = await makeProduct({ price: 9_000, stock: 5 });
    await addToCart(userOwner(user), kept.id, 1);
    await addToCart(userOwner(user), withdrawn.id, 2);
    await db().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const before = await snapshot(user, [kept.id, withdrawn.id]);
    expect(before.cart).toHaveLength(2);

    const result = await placeAsShown(user, checkoutInput());
    expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/no longer available/i) });
    expect(await snapshot(user, [kept.id, withdrawn.id])).toEqual(before);
    expect(before.stock).toEqual([5, 5]);
  });

  it("more in the cart than in stock: 409 Not enough stock", async () => {
    const user = await makeCustomer();
    const plenty = await makeProduct({ price: 4_000, stock: 20 });
    const scarce = await makeProduct({ price: 30_000, stock: 3, name: "Carved Chest" });
    await addToCart(userOwner(user), plenty.id, 2);
    await addToCart(userOwner(user), scarce.id, 1);
    // The stock went down after carting: the line is now above it.
    await db()
      .update(cartItems)
      .set({ quantity: 5 })
      .where(and(eq(cartItems.userId, user), eq(cartItems.productId, scarce.id)));
    const before = await snapshot(user, [plenty.id, scarce.id]);

    const result = await placeAsShown(user, checkoutInput());
    expect(result).toEqual({ ok: false, status: 409, message: "Not enough stock: only 3 of Carved Chest left." });
    expect(await snapshot(user, [plenty.id, scarce.id])).toEqual(before);
    expect(before.stock).toEqual([20, 3]);
    expect(before.cart.find((line) => line.productId === scarce.id)?.quantity).toBe(5);
  });

  it("a sold-out product in the cart", async () => {
    const user = await makeCustomer();
    const gone = await makeProduct({ price: 30_000, stock: 1, name: "Brass Lamp" });
    await addToCart(userOwner(user), gone.id, 1);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, gone.id));
    const before = await snapshot(user, [gone.id]);
    expect(await placeAsShown(user, checkoutInput())).toEqual({
      ok: false,
      status: 409,
      message: "Not enough stock: Brass Lamp is sold out.",
    });
    expect(await snapshot(user, [gone.id])).toEqual(before);
  });
});

describe("order numbers", () => {
  /** An id whose first 8 characters are `prefix`. */
  const idStartingWith = (prefix: string) => `${prefix.toLowerCase()}${randomUUID().slice(8)}`;

  it("orders.number has a unique constraint of its own", async () => {
    const result = (await db().execute(sql`
      select array(
        select a.attname::text from unnest(c.conkey) as k join pg_attribute a
          on a.attrelid = c.conrelid and a.attnum = k
      ) as columns
      from pg_constraint c
      where c.conrelid = 'orders'::regclass and c.contype in ('u', 'p')`)) as unknown as {
      rows: { columns: string[] }[];
    };
    expect(result.rows.map((row) => row.columns)).toContainEqual(["number"]);

    const user = await makeCustomer();
    const base = {
      userId: user,
      totalAmount: 0,
      subtotal: 0,
      fullName: "A",
      email: "a@example.com",
      phone: "+923001234567",
      address: "x",
      city: "Lahore",
    };
    const id = idStartingWith("0badcafe");
    await db()
      .insert(orders)
      .values({ ...base, id, number: "0BADCAFE", idempotencyKey: randomUUID() });
    await expect(
      db()
        .insert(orders)
        .values({ ...base, id: idStartingWith("0badcafe"), number: "0BADCAFE", idempotencyKey: randomUUID() }),
    ).rejects.toThrow();
    expect(await ordersOf(user)).toHaveLength(1);
  });

  it("a number that is taken makes placeOrder pick a new id", async () => {
    const user = await makeCustomer();
    const stool = await makeProduct({ price: 2_500, stock: 5 });
    await addToCart(userOwner(user), stool.id, 1);
    const taken = expectOk(await placeAsShown(user, checkoutInput())).order;
    await addToCart(userOwner(user), stool.id, 1);

    const input = checkoutInput(); // before the ids are queued: it takes one for its key
    const clash = idStartingWith(taken.number);
    const fresh = randomUUID();
    vi.mocked(randomUUID)
      .mockReturnValueOnce(clash as never)
      .mockReturnValueOnce(fresh as never);
    const { order } = expectOk(await placeAsShown(user, input));
    expect(order.id).toBe(fresh);
    expect(order.number).toBe(fresh.slice(0, 8).toUpperCase());
    expect(await db().select().from(orders).where(eq(orders.id, clash))).toEqual([]);
    expect(await ordersOf(user)).toHaveLength(2);
  });

  it("gives up (and changes nothing) when every new id's number is taken", async () => {
    const user = await makeCustomer();
    const stool = await makeProduct({ price: 2_500, stock: 5 });
    await addToCart(userOwner(user), stool.id, 1);
    const taken = expectOk(await placeAsShown(user, checkoutInput())).order;
    await addToCart(userOwner(user), stool.id, 1);
    const before = await snapshot(user, [stool.id]);

    const input = checkoutInput();
    // Made before any is queued: making one calls randomUUID too.
    const clashes = Array.from({ length: 5 }, () => idStartingWith(taken.number));
    for (const clash of clashes) vi.mocked(randomUUID).mockReturnValueOnce(clash as never);
    await expect(placeAsShown(user, input)).rejects.toThrow("Could not find a free order number");
    expect(await snapshot(user, [stool.id])).toEqual(before);
    // All five ids were used up by placeOrder's attempts, none is left for later tests.
    expect(randomUUID()).not.toMatch(new RegExp(`^${taken.number.toLowerCase()}`));
  });
});

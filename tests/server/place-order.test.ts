import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { cartItems, mailOutbox, orderItems, orders, products, users } from "~/db/schema";
import { addToCart } from "~/modules/cart/cart.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { checkoutSchema, type CheckoutInput } from "~/modules/orders/checkout.schema";
import { placeOrder, type PlaceOrderResult } from "~/modules/orders/place-order.server";
import { setupTestDatabase } from "../setup/test-database";

// placeOrder takes its order ids from node:crypto: the order-number tests pick them.
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, randomUUID: vi.fn(original.randomUUID) };
});

const database = setupTestDatabase();
const db = () => database.handle.db;

/** Customers straight into `users` (no better-auth needed). */
async function makeCustomers(count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, name: `Customer ${id.slice(0, 8)}`, email: `customer-${id}@example.com`, emailVerified: true };
  });
  await db().insert(users).values(rows);
  return rows.map((row) => row.id);
}
const makeCustomer = async () => (await makeCustomers(1))[0]!;

async function makeProduct(values: { price: number; stock: number; name?: string; images?: string[] }) {
  const slug = `test-product-${randomUUID()}`;
  const [row] = await db()
    .insert(products)
    .values({ slug, name: values.name ?? `Product ${slug.slice(-8)}`, categoryId: null, ...values })
    .returning();
  return row!;
}

function checkoutInput(extra: Record<string, unknown> = {}): CheckoutInput {
  return checkoutSchema.parse({
    fullName: "Ayesha Khan",
    email: "Ayesha.Khan@Example.com",
    phone: "0300 1234567",
    address: "12 Mall Road, Gulberg",
    city: "Lahore",
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

const cartOf = (userId: string) =>
  db()
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.productId);
const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
const itemsFor = (productIds: string[]) =>
  db().select().from(orderItems).where(inArray(orderItems.productId, productIds));
async function stockOf(productId: string) {
  const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

/** Everything an order placement may touch, for one customer and their products. */
async function snapshot(userId: string, productIds: string[]) {
  return {
    cart: await cartOf(userId),
    orders: await ordersOf(userId),
    items: await itemsFor(productIds),
    stock: await Promise.all(productIds.map(stockOf)),
  };
}

function expectOk(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(`expected an order, got ${result.status}: ${result.message}`);
  return result;
}

describe("placing an order", () => {
  it("turns a cart of two products into one pending order at database prices, takes the stock and empties the cart", async () => {
    const user = await makeCustomer();
    const chair = await makeProduct({ price: 12_500, stock: 10, name: "Walnut Chair", images: ["/img/chair.jpg"] });
    const table = await makeProduct({ price: 8_000, stock: 4, name: "Side Table" });
    expect(await addToCart(user, chair.id, 2)).toMatchObject({ ok: true, quantity: 2 });
    expect(await addToCart(user, table.id, 3)).toMatchObject({ ok: true, quantity: 3 });

    const { order, repeated } = expectOk(await placeOrder(user, checkoutInput({ notes: "  Ring twice  " })));
    expect(repeated).toBe(false);
    expect(order).toMatchObject({
      userId: user,
      status: "pending",
      paymentMethod: "cod",
      paymentStatus: "unpaid",
      number: order.id.slice(0, 8).toUpperCase(),
      totalAmount: 2 * 12_500 + 3 * 8_000,
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
    await addToCart(user, lamp.id, 1);
    const { order } = expectOk(await placeOrder(user, checkoutInput({ paymentMethod: "bank_transfer" })));
    expect(order.paymentMethod).toBe("bank_transfer");
  });
});

describe("never oversold", () => {
  const ROUNDS = 10;
  const CUSTOMERS = 50;
  const STOCK = 5;

  it(`${CUSTOMERS} customers at once for the last ${STOCK} pieces: exactly ${STOCK} orders, ${ROUNDS} rounds`, async () => {
    const started = performance.now();
    for (let round = 1; round <= ROUNDS; round++) {
      const product = await makeProduct({ price: 45_000, stock: STOCK, name: `Last Bed ${round}` });
      const customers = await makeCustomers(CUSTOMERS);
      await db()
        .insert(cartItems)
        .values(customers.map((userId) => ({ userId, productId: product.id, quantity: 1 })));

      const results = await Promise.all(customers.map((userId) => placeOrder(userId, checkoutInput())));

      const winners = customers.filter((_, index) => results[index]!.ok);
      const losers = customers.filter((_, index) => !results[index]!.ok);
      expect(winners, `round ${round}`).toHaveLength(STOCK);
      expect(losers, `round ${round}`).toHaveLength(CUSTOMERS - STOCK);
      for (const result of results.filter((result) => !result.ok)) {
        expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/stock/i) });
      }
      expect(await stockOf(product.id), `round ${round}`).toBe(0);

      const placed = await db().select().from(orders).where(inArray(orders.userId, customers));
      expect(placed.map((order) => order.userId).sort(), `round ${round}`).toEqual([...winners].sort());
      const items = await itemsFor([product.id]);
      expect(items, `round ${round}`).toHaveLength(STOCK);
      expect(items.every((item) => item.quantity === 1 && item.unitPrice === 45_000)).toBe(true);
      expect(new Set(items.map((item) => item.orderId))).toEqual(new Set(placed.map((order) => order.id)));

      const carts = await db().select().from(cartItems).where(eq(cartItems.productId, product.id));
      expect(carts.map((line) => line.userId).sort(), `round ${round}`).toEqual([...losers].sort());
      expect(carts.every((line) => line.quantity === 1)).toBe(true);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `never oversold: ${ROUNDS} rounds × ${CUSTOMERS} checkouts on ${database.handle.kind} in ${seconds.toFixed(1)} s`,
    );
  }, 120_000);
});

describe("idempotency", () => {
  it("the same form sent 10 times at once makes one order, and every answer is that order", async () => {
    const user = await makeCustomer();
    const sofa = await makeProduct({ price: 150_000, stock: 3 });
    const rug = await makeProduct({ price: 20_000, stock: 10 });
    await addToCart(user, sofa.id, 1);
    await addToCart(user, rug.id, 2);
    const input = checkoutInput();

    const results = (await Promise.all(Array.from({ length: 10 }, () => placeOrder(user, input)))).map(expectOk);

    const stored = await ordersOf(user);
    expect(stored).toHaveLength(1);
    const orderId = stored[0]!.id;
    expect(results.map((result) => result.order.id)).toEqual(Array(10).fill(orderId));
    expect(results.filter((result) => !result.repeated)).toHaveLength(1);
    expect(results.filter((result) => result.repeated)).toHaveLength(9);
    for (const result of results) {
      expect(result.order.items.map((item) => item.id).sort()).toEqual(
        results[0]!.order.items.map((item) => item.id).sort(),
      );
      expect(result.order.totalAmount).toBe(190_000);
    }
    expect(await itemsFor([sofa.id, rug.id])).toHaveLength(2);
    expect(await stockOf(sofa.id)).toBe(2);
    expect(await stockOf(rug.id)).toBe(8);
    expect(await cartOf(user)).toEqual([]);
  });

  it("a retry after success returns the same order, whatever the cart holds now", async () => {
    const user = await makeCustomer();
    const desk = await makeProduct({ price: 60_000, stock: 5 });
    await addToCart(user, desk.id, 2);
    const input = checkoutInput();
    const first = expectOk(await placeOrder(user, input));
    expect(first.repeated).toBe(false);

    // The cart is empty now: the retry still answers with the order.
    expect(await cartOf(user)).toEqual([]);
    const retry = expectOk(await placeOrder(user, input));
    expect(retry.repeated).toBe(true);
    expect(retry.order).toEqual(first.order);

    // Something new in the cart is neither ordered nor taken by a retry.
    await addToCart(user, desk.id, 1);
    const again = expectOk(await placeOrder(user, input));
    expect(again).toMatchObject({ repeated: true, order: { id: first.order.id, totalAmount: 120_000 } });
    expect(await cartOf(user)).toEqual([{ productId: desk.id, quantity: 1 }]);
    expect(await stockOf(desk.id)).toBe(3);
    expect(await ordersOf(user)).toHaveLength(1);

    // A new form (a new key) is a new order.
    const second = expectOk(await placeOrder(user, checkoutInput()));
    expect(second.repeated).toBe(false);
    expect(second.order.id).not.toBe(first.order.id);
    expect(await ordersOf(user)).toHaveLength(2);
  });

  it("a key is the customer's own: another customer's same key is a separate order", async () => {
    const [amna, bilal] = await makeCustomers(2);
    const vase = await makeProduct({ price: 5_000, stock: 5 });
    await addToCart(amna!, vase.id, 1);
    await addToCart(bilal!, vase.id, 1);
    const input = checkoutInput();
    const first = expectOk(await placeOrder(amna!, input));
    const second = expectOk(await placeOrder(bilal!, input));
    expect(second.repeated).toBe(false);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.order.userId).toBe(bilal);
    expect(await stockOf(vase.id)).toBe(3);
  });
});

describe("all or nothing", () => {
  it("a failure after the items are written rolls back the order, its items, the stock, the cart and the mail", async () => {
    const user = await makeCustomer();
    const bed = await makeProduct({ price: 90_000, stock: 4 });
    const mirror = await makeProduct({ price: 15_000, stock: 6 });
    await addToCart(user, bed.id, 1);
    await addToCart(user, mirror.id, 3);
    const before = await snapshot(user, [bed.id, mirror.id]);
    const mailBefore = await db().select().from(mailOutbox);
    const input = checkoutInput();

    const seenInside: { mailId?: string; orders?: number; items?: number; stock?: number } = {};
    await expect(
      placeOrder(user, input, {
        afterItems: async (tx, order) => {
          seenInside.mailId = await queueMail(tx, {
            kind: "order-confirmation",
            to: order.email,
            subject: `Order ${order.number}`,
            html: "<p>Thank you</p>",
            text: "Thank you",
          });
          // The work really was done inside the transaction before the failure.
          seenInside.orders = (await tx.select().from(orders).where(eq(orders.id, order.id))).length;
          seenInside.items = (await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))).length;
          const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, bed.id));
          seenInside.stock = row!.stock;
          throw new Error("the mail template exploded");
        },
      }),
    ).rejects.toThrow("the mail template exploded");

    expect(seenInside).toEqual({ mailId: expect.any(String), orders: 1, items: 2, stock: 3 });
    expect(await snapshot(user, [bed.id, mirror.id])).toEqual(before);
    expect(before.cart).toEqual(
      [
        { productId: bed.id, quantity: 1 },
        { productId: mirror.id, quantity: 3 },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    expect(before.stock).toEqual([4, 6]);
    expect(before.orders).toEqual([]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.id, seenInside.mailId!))).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual(mailBefore);

    // The key was not used up: the same form goes through once the fault is gone.
    const { order } = expectOk(await placeOrder(user, input));
    expect(order.totalAmount).toBe(90_000 + 3 * 15_000);
    expect(await stockOf(bed.id)).toBe(3);
    expect(await cartOf(user)).toEqual([]);
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
      ["address", "city", "email", "fullName", "idempotencyKey", "notes", "paymentMethod", "phone"].sort(),
    );
    expectTypeOf<keyof CheckoutInput>().toEqualTypeOf<
      "fullName" | "email" | "phone" | "address" | "city" | "notes" | "paymentMethod" | "idempotencyKey"
    >();
  });

  it("a price changed after the product was carted is charged at the new price", async () => {
    const user = await makeCustomer();
    const cabinet = await makeProduct({ price: 10_000, stock: 5 });
    await addToCart(user, cabinet.id, 2);
    await db().update(products).set({ price: 12_345 }).where(eq(products.id, cabinet.id));

    const input = checkoutInput({ totalAmount: 1, price: 1, items: [{ productId: cabinet.id, price: 1 }] });
    const { order } = expectOk(await placeOrder(user, input));
    expect(order.totalAmount).toBe(24_690);
    expect(order.items).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 12_345, totalPrice: 24_690 })]);
    const [stored] = await ordersOf(user);
    expect(stored!.totalAmount).toBe(24_690);
  });
});

describe("refusals change nothing", () => {
  it("an empty cart", async () => {
    const user = await makeCustomer();
    const result = await placeOrder(user, checkoutInput());
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/cart is empty/i) });
    expect(await ordersOf(user)).toEqual([]);
  });

  it("a product withdrawn after it was carted", async () => {
    const user = await makeCustomer();
    const kept = await makeProduct({ price: 7_000, stock: 5 });
    const withdrawn = await makeProduct({ price: 9_000, stock: 5 });
    await addToCart(user, kept.id, 1);
    await addToCart(user, withdrawn.id, 2);
    await db().update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const before = await snapshot(user, [kept.id, withdrawn.id]);
    expect(before.cart).toHaveLength(2);

    const result = await placeOrder(user, checkoutInput());
    expect(result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/no longer available/i) });
    expect(await snapshot(user, [kept.id, withdrawn.id])).toEqual(before);
    expect(before.stock).toEqual([5, 5]);
  });

  it("more in the cart than in stock: 409 Not enough stock", async () => {
    const user = await makeCustomer();
    const plenty = await makeProduct({ price: 4_000, stock: 20 });
    const scarce = await makeProduct({ price: 30_000, stock: 3, name: "Carved Chest" });
    await addToCart(user, plenty.id, 2);
    await addToCart(user, scarce.id, 1);
    // The stock went down after carting: the line is now above it.
    await db()
      .update(cartItems)
      .set({ quantity: 5 })
      .where(and(eq(cartItems.userId, user), eq(cartItems.productId, scarce.id)));
    const before = await snapshot(user, [plenty.id, scarce.id]);

    const result = await placeOrder(user, checkoutInput());
    expect(result).toEqual({ ok: false, status: 409, message: "Not enough stock: only 3 of Carved Chest left." });
    expect(await snapshot(user, [plenty.id, scarce.id])).toEqual(before);
    expect(before.stock).toEqual([20, 3]);
    expect(before.cart.find((line) => line.productId === scarce.id)?.quantity).toBe(5);
  });

  it("a sold-out product in the cart", async () => {
    const user = await makeCustomer();
    const gone = await makeProduct({ price: 30_000, stock: 1, name: "Brass Lamp" });
    await addToCart(user, gone.id, 1);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, gone.id));
    const before = await snapshot(user, [gone.id]);
    expect(await placeOrder(user, checkoutInput())).toEqual({
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
    await addToCart(user, stool.id, 1);
    const taken = expectOk(await placeOrder(user, checkoutInput())).order;
    await addToCart(user, stool.id, 1);

    const input = checkoutInput(); // before the ids are queued: it takes one for its key
    const clash = idStartingWith(taken.number);
    const fresh = randomUUID();
    vi.mocked(randomUUID)
      .mockReturnValueOnce(clash as never)
      .mockReturnValueOnce(fresh as never);
    const { order } = expectOk(await placeOrder(user, input));
    expect(order.id).toBe(fresh);
    expect(order.number).toBe(fresh.slice(0, 8).toUpperCase());
    expect(await db().select().from(orders).where(eq(orders.id, clash))).toEqual([]);
    expect(await ordersOf(user)).toHaveLength(2);
  });

  it("gives up (and changes nothing) when every new id's number is taken", async () => {
    const user = await makeCustomer();
    const stool = await makeProduct({ price: 2_500, stock: 5 });
    await addToCart(user, stool.id, 1);
    const taken = expectOk(await placeOrder(user, checkoutInput())).order;
    await addToCart(user, stool.id, 1);
    const before = await snapshot(user, [stool.id]);

    const input = checkoutInput();
    // Made before any is queued: making one calls randomUUID too.
    const clashes = Array.from({ length: 5 }, () => idStartingWith(taken.number));
    for (const clash of clashes) vi.mocked(randomUUID).mockReturnValueOnce(clash as never);
    await expect(placeOrder(user, input)).rejects.toThrow("Could not find a free order number");
    expect(await snapshot(user, [stool.id])).toEqual(before);
    // All five ids were used up by placeOrder's attempts, none is left for later tests.
    expect(randomUUID()).not.toMatch(new RegExp(`^${taken.number.toLowerCase()}`));
  });

  it("every order placed in this file has its own number", async () => {
    const [row] = (
      (await db().execute(
        sql`select count(*)::int as total, count(distinct number)::int as distinct from orders`,
      )) as unknown as {
        rows: { total: number; distinct: number }[];
      }
    ).rows;
    expect(row!.total).toBeGreaterThan(50);
    expect(row!.distinct).toBe(row!.total);
  });
});

describe("the cart during checkout", () => {
  // Needs a second connection while the checkout's transaction is open: PostgreSQL only
  // (the embedded database runs one statement at a time, so this cannot happen there).
  it.skipIf(!process.env.TEST_DATABASE_URL)("a piece added from another tab meanwhile stays in the cart", async () => {
    const customer = await makeCustomer();
    const ordered = await makeProduct({ price: 10_000, stock: 3 });
    const addedMeanwhile = await makeProduct({ price: 20_000, stock: 3 });
    await addToCart(customer, ordered.id, 1);
    const result = await placeOrder(customer, checkoutInput(), {
      afterItems: async () => {
        expect(await addToCart(customer, addedMeanwhile.id, 1)).toMatchObject({ ok: true, added: 1 });
      },
    });
    expect(expectOk(result).order.items.map((item) => item.productId)).toEqual([ordered.id]);
    expect(await cartOf(customer)).toEqual([{ productId: addedMeanwhile.id, quantity: 1 }]);
  });
});

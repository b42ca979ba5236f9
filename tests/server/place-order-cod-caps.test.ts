import { userOwner } from "~/modules/accounts/basket-owner.server";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, ORDER_STATUSES, orders } from "~/db/schema";
import { addToCart } from "~/modules/cart/cart.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { saveShopSettings } from "~/modules/settings/settings.server";
import {
  cartOf,
  checkoutInput,
  expectOk,
  makeCustomer,
  makeCustomers,
  makeProduct,
  snapshot,
  stockOf,
  placeAsShown,
  SHOP_ORIGIN,
} from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";

// Cash on delivery takes no money until the door, so placeOrder caps it (issue 15): the
// pieces in one COD order, and the pieces one customer holds across their open COD orders.
// No settings row here, so the defaults apply (10 per order, 20 awaiting delivery) unless
// a test saves others.

setupTestDatabase();

const PHONE = defaultShopSettings.phone;
const cod = () => checkoutInput({ paymentMethod: "cod" });
const bank = () => checkoutInput({ paymentMethod: "bank_transfer" });

/** Puts `quantity` pieces of a fresh product (plenty in stock) in the customer's cart. */
async function cart(userId: string, quantity: number) {
  const product = await makeProduct({ price: 5_000, stock: 100 });
  expect(await addToCart(userOwner(userId), product.id, quantity)).toMatchObject({ ok: true, quantity });
  return product;
}

/** A cash-on-delivery order of `quantity` pieces, placed. */
async function codOrder(userId: string, quantity: number) {
  await cart(userId, quantity);
  return expectOk(await placeAsShown(userId, cod())).order;
}

/** Every line of the customer's cart (there is one in these tests) set to `quantity`. */
const setCartQuantity = (userId: string, quantity: number) =>
  db().update(cartItems).set({ quantity }).where(eq(cartItems.userId, userId));

const setStatus = (orderId: string, status: (typeof ORDER_STATUSES)[number]) =>
  // As the admin's status editor would set it; its own tests cover that path.
  db().update(orders).set({ status }).where(eq(orders.id, orderId));

describe("pieces per cash-on-delivery order", () => {
  it("more than the cap is refused, and nothing changes: not the stock, not the cart", async () => {
    const user = await makeCustomer();
    const chairs = await cart(user, 6);
    const stools = await cart(user, 5);
    const before = await snapshot(user, [chairs.id, stools.id]);

    expect(await placeAsShown(user, cod())).toEqual({
      ok: false,
      status: 409,
      message:
        "Cash on delivery is limited to 10 pieces per order, and your cart holds 11. " +
        `Please pay by bank transfer, remove 1 piece from your cart, or call us on ${PHONE} for a larger order.`,
    });
    expect(await snapshot(user, [chairs.id, stools.id])).toEqual(before);
    expect(before.stock).toEqual([100, 100]);
    expect(before.orders).toEqual([]);
  });

  it("exactly the cap goes through", async () => {
    const user = await makeCustomer();
    const product = await cart(user, 10);
    expect(expectOk(await placeAsShown(user, cod())).order.paymentMethod).toBe("cod");
    expect(await stockOf(product.id)).toBe(90);
  });

  it("bank transfer is not capped: the same cart goes through", async () => {
    const user = await makeCustomer();
    const product = await cart(user, 40);
    expect(await placeAsShown(user, cod())).toMatchObject({ ok: false, status: 409 });
    const { order } = expectOk(await placeAsShown(user, bank()));
    expect(order).toMatchObject({ paymentMethod: "bank_transfer", totalAmount: 40 * 5_000 });
    expect(await stockOf(product.id)).toBe(60);
    expect(await cartOf(user)).toEqual([]);
  });
});

describe("pieces awaiting delivery per customer", () => {
  it("a COD order that would take the customer past the cap is refused, and nothing changes", async () => {
    const user = await makeCustomer();
    await codOrder(user, 10);
    await codOrder(user, 8);
    const product = await cart(user, 3);
    const before = await snapshot(user, [product.id]);

    expect(await placeAsShown(user, cod())).toEqual({
      ok: false,
      status: 409,
      message:
        "Cash on delivery is limited to 20 pieces awaiting delivery per customer. " +
        `You have 18 pieces awaiting delivery and this order holds 3: please pay for it by bank transfer, or call us on ${PHONE}.`,
    });
    expect(await snapshot(user, [product.id])).toEqual(before);
    expect(before.orders).toHaveLength(2);

    // Up to the cap is fine; paying by bank transfer is always fine.
    await setCartQuantity(user, 2);
    expectOk(await placeAsShown(user, cod()));
    await cart(user, 5);
    expect(await placeAsShown(user, cod())).toMatchObject({ ok: false, message: /You have 20 pieces awaiting/ });
    expectOk(await placeAsShown(user, bank()));
  });

  it("bank transfer orders do not count", async () => {
    const user = await makeCustomer();
    await cart(user, 30);
    expectOk(await placeAsShown(user, bank()));
    await codOrder(user, 10);
    await codOrder(user, 10);
  });

  it("counts every status until delivery, and none after it or after cancelling", async () => {
    const customers = await makeCustomers(ORDER_STATUSES.length);
    const counted: Record<string, boolean> = {};
    for (const [index, status] of ORDER_STATUSES.entries()) {
      const user = customers[index]!;
      await codOrder(user, 10);
      const held = await codOrder(user, 10);
      await setStatus(held.id, status);
      await cart(user, 1);
      counted[status] = !(await placeAsShown(user, cod())).ok;
    }
    expect(counted).toEqual({
      pending: true,
      confirmed: true,
      work_started: true,
      in_production: true,
      ready_for_delivery: true,
      delivered: false,
      completed: false,
      cancelled: false,
    });
  });

  it("an order the customer cancels, or one delivered, frees its pieces", async () => {
    const user = await makeCustomer();
    const first = await codOrder(user, 10);
    const second = await codOrder(user, 10);
    await cart(user, 10);
    expect(await placeAsShown(user, cod())).toMatchObject({ ok: false, message: /You have 20 pieces awaiting/ });

    expect(
      await changeOrderStatus(
        first.id,
        "cancelled",
        { kind: "customer", customer: { userId: user, email: "nobody@example.com", emailVerified: true } },
        SHOP_ORIGIN,
      ),
    ).toMatchObject({
      ok: true,
    });
    expectOk(await placeAsShown(user, cod()));

    await cart(user, 10);
    expect(await placeAsShown(user, cod())).toMatchObject({ ok: false, message: /You have 20 pieces awaiting/ });
    await setStatus(second.id, "delivered");
    expectOk(await placeAsShown(user, cod()));
  });

  it("another customer is not affected", async () => {
    const [full, other] = await makeCustomers(2);
    await codOrder(full!, 10);
    await codOrder(full!, 10);
    await cart(full!, 1);
    expect(await placeAsShown(full!, cod())).toMatchObject({ ok: false, status: 409 });
    await codOrder(other!, 10);
    await codOrder(other!, 10);
  });

  it("a retried form still answers with its order, even with the customer at the cap", async () => {
    const user = await makeCustomer();
    await codOrder(user, 10);
    await cart(user, 10);
    const input = cod();
    const first = expectOk(await placeAsShown(user, input));
    const retry = expectOk(await placeAsShown(user, input));
    expect(retry).toMatchObject({ repeated: true, order: { id: first.order.id } });
  });

  // Needs a second connection while a checkout's transaction is open: PostgreSQL only
  // (the embedded database runs one transaction at a time, so this cannot happen there).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two checkouts of one customer at once: the second waits for the first and counts its order",
    async () => {
      const user = await makeCustomer();
      await codOrder(user, 5);
      await cart(user, 8);
      const otherTab = await makeProduct({ price: 5_000, stock: 100 });
      let second: ReturnType<typeof placeAsShown> | undefined;

      const first = await placeAsShown(user, cod(), {
        afterItems: async () => {
          // While the first holds the cart's lock: a piece added from another tab, and a
          // second checkout of that cart, which must wait for the first.
          expect(await addToCart(userOwner(user), otherTab.id, 8)).toMatchObject({ ok: true });
          second = placeAsShown(user, cod());
          await waitForALockWait();
        },
      });
      expect(first.ok).toBe(true);
      // 5 + 8 are awaiting delivery now; 8 more would be 21. Had the second counted before
      // the first committed, it would have seen 5 and gone through.
      expect(await second).toMatchObject({
        ok: false,
        status: 409,
        message: expect.stringContaining("You have 13 pieces awaiting delivery and this order holds 8"),
      });
      expect(await cartOf(user)).toEqual([{ productId: otherTab.id, variantId: otherTab.variantId, quantity: 8 }]);
      expect(await stockOf(otherTab.id)).toBe(100);
    },
  );
});

describe("the caps come from the shop settings", () => {
  it("a lower cap set in the settings is the one enforced", async () => {
    await saveShopSettings({ ...defaultShopSettings, codMaxUnitsPerOrder: 3, codMaxPendingUnitsPerCustomer: 5 });
    try {
      const user = await makeCustomer();
      await cart(user, 4);
      expect(await placeAsShown(user, cod())).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Cash on delivery is limited to 3 pieces per order, and your cart holds 4\./),
      });
      await setCartQuantity(user, 3);
      expectOk(await placeAsShown(user, cod()));
      await cart(user, 3);
      expect(await placeAsShown(user, cod())).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Cash on delivery is limited to 5 pieces awaiting delivery per customer\./),
      });
    } finally {
      await saveShopSettings(defaultShopSettings);
    }
  });
});

/** Resolves once some session of this test's database waits for a row lock (5 s at most). */
async function waitForALockWait() {
  for (let attempt = 0; attempt < 250; attempt++) {
    const result = (await db().execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    if (result.rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("No checkout waited for the cart's lock");
}

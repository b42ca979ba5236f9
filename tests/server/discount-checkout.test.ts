// Issue 35, items 2 and 3: a discount code as an order is placed, cancelled and taken back: exact
// under racing checkouts (the use is counted under the code's row lock in the order's
// transaction), never below zero, and guarded by the total the buyer saw.
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { cartItems, categories, discountCodes, discountRedemptions, orders, products } from "~/db/schema";
import { userOwner, visitorOwner } from "~/modules/accounts/basket-owner.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { setDeliveryFee } from "~/modules/orders/delivery-fee.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { placeOrder } from "~/modules/orders/place-order.server";
import { cartOf, checkoutInput, expectOk, makeCustomers, makeProduct, shownTotalOf } from "../setup/orders";
import { codeRow, fill, makeCode, placeWithCode, redemptionsOf } from "../setup/discount-checkout";
import { TEST_ADMIN } from "../setup/audit";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

describe("exact under load", () => {
  it("50 checkouts racing for a code with 10 uses: exactly 10 orders hold it, 40 are refused and keep their carts", async () => {
    const code = await makeCode({ usageLimit: 10, value: 2_000, minSubtotal: 5_000 });
    const product = await makeProduct({ price: 30_000, stock: 100, name: "Race Chair" });
    const customers = await makeCustomers(50);
    await fill(customers, product.id, product.variantId);

    const results = await Promise.all(customers.map((userId) => placeWithCode(userId, code.code.toLowerCase(), 2_000)));

    const placed = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const result of refused) {
      expect(result).toMatchObject({
        ok: false,
        status: 409,
        message: expect.stringContaining("This code has been used up."),
      });
      expect(result.ok ? null : result.priceChange).toMatchObject({
        codeProblem: "This code has been used up.",
        discount: 0,
      });
    }
    const held = await db().select().from(orders).where(inArray(orders.userId, customers));
    expect(held).toHaveLength(10);
    for (const order of held) {
      expect(order).toMatchObject({ discountCode: code.code, discountAmount: 2_000, deliveryDiscount: 0 });
      expect(order.totalAmount).toBe(order.subtotal - 2_000 + (order.deliveryFee ?? 0));
    }
    expect((await codeRow(code.id)).usedCount).toBe(10);
    expect(await db().select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id))).toHaveLength(
      10,
    );
    // The refused buyers keep their carts.
    const losers = customers.filter((userId) => !held.some((order) => order.userId === userId));
    for (const userId of losers) expect(await cartOf(userId)).toHaveLength(1);
  });

  it("one customer racing from five carts with a limit of one per customer: one order holds it", async () => {
    const code = await makeCode({ perCustomerLimit: 1 });
    const product = await makeProduct({ price: 20_000, stock: 100 });
    // Five guests' carts (five browsers), one e-mail and phone: one customer.
    const visitors = Array.from({ length: 5 }, () => randomUUID());
    await db().execute(sql`insert into visitors (id) select unnest(${`{${visitors.join(",")}}`}::text[])`);
    await db()
      .insert(cartItems)
      .values(
        visitors.map((visitorId) => ({ visitorId, productId: product.id, variantId: product.variantId, quantity: 1 })),
      );

    const results = await Promise.all(
      visitors.map((visitorId) => placeWithCode(visitorOwner(visitorId), code.code, 1_000)),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((result) => !result.ok)) {
      expect(result).toMatchObject({ ok: false, message: expect.stringContaining("You have already used this code.") });
    }
    expect((await codeRow(code.id)).usedCount).toBe(1);
    // Another customer (another e-mail and phone) may still use it.
    const [other] = await makeCustomers(1);
    await fill([other!], product.id, product.variantId);
    expectOk(
      await placeWithCode(
        other!,
        code.code,
        1_000,
        checkoutInput({ email: "bilal@example.com", phone: "0321 7654321" }),
      ),
    );
  });

  it("a retried checkout (the same key) is one order and one use", async () => {
    const code = await makeCode({ usageLimit: 5 });
    const product = await makeProduct({ price: 20_000, stock: 10 });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], product.id, product.variantId);
    const input = checkoutInput();
    const first = expectOk(await placeWithCode(buyer!, code.code, 1_000, input));
    const again = await placeOrder(userOwner(buyer!), {
      ...input,
      discountCode: code.code,
      shownTotal: first.order.totalAmount,
    });
    expect(again).toMatchObject({ ok: true, repeated: true, order: { id: first.order.id } });
    expect((await codeRow(code.id)).usedCount).toBe(1);
  });
});

describe("a cancelled order gives its use back", () => {
  it("cancelling releases the use, reopening takes it again, and is refused once the code is used up meanwhile", async () => {
    const code = await makeCode({ usageLimit: 1 });
    const product = await makeProduct({ price: 20_000, stock: 10 });
    const [first, second] = await makeCustomers(2);
    await fill([first!, second!], product.id, product.variantId);
    const admin = { kind: "admin" as const, by: TEST_ADMIN };

    const placed = expectOk(await placeWithCode(first!, code.code, 1_000));
    expect((await codeRow(code.id)).usedCount).toBe(1);
    expect(await changeOrderStatus(placed.order.id, "cancelled", admin, { origin: "http://127.0.0.1" })).toMatchObject({
      ok: true,
    });
    expect((await codeRow(code.id)).usedCount).toBe(0);
    const [released] = await db()
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.orderId, placed.order.id));
    expect(released?.releasedAt).not.toBeNull();
    // Cancelling again changes nothing.
    await changeOrderStatus(placed.order.id, "cancelled", admin, { origin: "http://127.0.0.1" });
    expect((await codeRow(code.id)).usedCount).toBe(0);

    // The use given back is someone else's now; the cancelled order cannot take it again.
    expectOk(
      await placeWithCode(
        second!,
        code.code,
        1_000,
        checkoutInput({ email: "bilal@example.com", phone: "0321 7654321" }),
      ),
    );
    expect((await codeRow(code.id)).usedCount).toBe(1);
    const reopened = await changeOrderStatus(placed.order.id, "pending", admin, { origin: "http://127.0.0.1" });
    expect(reopened).toMatchObject({ ok: false, status: 409, message: expect.stringContaining(code.code) });
    expect((await db().select().from(orders).where(eq(orders.id, placed.order.id)))[0]!.status).toBe("cancelled");

    // With room again, reopening takes the use back.
    await db().update(discountCodes).set({ usageLimit: 2 }).where(eq(discountCodes.id, code.id));
    expect(await changeOrderStatus(placed.order.id, "pending", admin, { origin: "http://127.0.0.1" })).toMatchObject({
      ok: true,
    });
    expect((await codeRow(code.id)).usedCount).toBe(2);
  });
});

describe("what a code takes off", () => {
  it("never takes the pieces below zero: an amount over what it reduces takes those pieces to nothing", async () => {
    const [room] = await db()
      .insert(categories)
      .values({ name: `Lamps ${randomUUID()}`, slug: `lamps-${randomUUID()}` })
      .returning();
    const lamp = await makeProduct({ price: 3_000, stock: 5 });
    await db().update(products).set({ categoryId: room!.id }).where(eq(products.id, lamp.id));
    const sofa = await makeProduct({ price: 90_000, stock: 5 });
    const code = await makeCode({ value: 10_000, minSubtotal: 10_000, scope: "categories", categoryIds: [room!.id] });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], lamp.id, lamp.variantId);
    await fill([buyer!], sofa.id, sofa.variantId);

    const { order } = expectOk(await placeWithCode(buyer!, code.code, 3_000));
    expect(order).toMatchObject({ subtotal: 93_000, discountAmount: 3_000, discountCode: code.code });
    expect(order.totalAmount).toBe(93_000 - 3_000 + (order.deliveryFee ?? 0));
  });

  it("a percent code rounds to the rupee and the advance follows the total charged", async () => {
    const code = await makeCode({ kind: "percent", value: 15, minSubtotal: 0 });
    const product = await makeProduct({ price: 333_333, stock: 5 });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], product.id, product.variantId);
    // 15 % of 333,333 is 49,999.95: PKR 50,000.
    const { order } = expectOk(await placeWithCode(buyer!, code.code, 50_000));
    expect(order.discountAmount).toBe(50_000);
    // The demo settings ask half of an order of PKR 150,000 or more in advance.
    expect(order.advanceDue).toBe(Math.ceil(order.totalAmount / 2));
  });

  it("free delivery takes the fee off where it is set, and is refused for a city priced by quote", async () => {
    const code = await makeCode({ kind: "free_delivery", value: 0, minSubtotal: 0 });
    const product = await makeProduct({ price: 20_000, stock: 5 });
    const [buyer, far] = await makeCustomers(2);
    await fill([buyer!, far!], product.id, product.variantId);

    const { order } = expectOk(await placeWithCode(buyer!, code.code, 3_500));
    expect(order).toMatchObject({
      deliveryFee: 3_500,
      deliveryDiscount: 3_500,
      discountAmount: 0,
      totalAmount: 20_000,
    });

    // A city outside the zones is priced by quote: the page refuses the code, and so does placing.
    const input = checkoutInput({ city: "Quetta", email: "far@example.com", phone: "0333 1111111" });
    const refused = await placeWithCode(far!, code.code, 0, input);
    expect(refused).toMatchObject({ ok: true });
    const stored = expectOk(refused).order;
    expect(stored).toMatchObject({ deliveryFee: null, discountCode: null, deliveryDiscount: 0 });
    expect(await redemptionsOf(code.id)).toBe(1);
  });
});

describe("a charge named later", () => {
  it("keeps the code's reduction of the pieces when the admin names a delivery charge by quote", async () => {
    const code = await makeCode({ kind: "percent", value: 10, minSubtotal: 0 });
    const product = await makeProduct({ price: 200_000, stock: 5 });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], product.id, product.variantId);
    const input = checkoutInput({ city: "Quetta", email: "quetta@example.com", phone: "0333 2222222" });
    const { order } = expectOk(await placeWithCode(buyer!, code.code, 20_000, input));
    expect(order).toMatchObject({
      deliveryFee: null,
      discountAmount: 20_000,
      totalAmount: 180_000,
      advanceDue: 90_000,
    });
    const named = await setDeliveryFee(order.id, 10_000, TEST_ADMIN, {
      settings: await getShopSettings(),
      origin: "http://127.0.0.1",
    });
    expect(named).toMatchObject({ ok: true, totalAmount: 190_000 });
    const [stored] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ deliveryFee: 10_000, totalAmount: 190_000, advanceDue: 95_000 });
  });
});

describe("the total guard covers codes", () => {
  it("a code that ended between the cart and 'Place Order' places nothing and shows the new total", async () => {
    const code = await makeCode({ endsAt: new Date(Date.now() + 60 * 60_000) });
    const product = await makeProduct({ price: 20_000, stock: 5 });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], product.id, product.variantId);
    const input = checkoutInput();
    const shown = (await shownTotalOf(userOwner(buyer!), input)) - 1_000;
    // The owner ends it while the buyer is on the checkout page.
    const ended = new Date(Date.now() - 1_000);
    await db()
      .update(discountCodes)
      .set({ endsAt: ended, startsAt: new Date(ended.getTime() - 60_000) })
      .where(eq(discountCodes.id, code.id));

    const result = await placeOrder(userOwner(buyer!), { ...input, discountCode: code.code, shownTotal: shown });
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/^This code ended on [A-Z][a-z]{2} \d{2}, \d{4}\. The total changed from/),
      priceChange: { total: shown + 1_000, shownTotal: shown, discount: 0 },
    });
    expect(await db().select().from(orders).where(eq(orders.userId, buyer!))).toHaveLength(0);
    expect(await cartOf(buyer!)).toHaveLength(1);
    expect((await codeRow(code.id)).usedCount).toBe(0);
  });

  it("a code under its minimum, or a tampered code, places nothing the buyer did not see", async () => {
    const code = await makeCode({ value: 5_000, minSubtotal: 50_000 });
    const product = await makeProduct({ price: 20_000, stock: 5 });
    const [buyer] = await makeCustomers(1);
    await fill([buyer!], product.id, product.variantId);
    const short = await placeWithCode(buyer!, code.code, 5_000);
    expect(short).toMatchObject({
      ok: false,
      message: expect.stringContaining("Spend PKR 30,000 more to use this code."),
    });
    const odd = await placeWithCode(buyer!, "DROP TABLE", 5_000);
    expect(odd).toMatchObject({ ok: false, message: expect.stringContaining("We do not know this code.") });
    expect(await db().select().from(orders).where(eq(orders.userId, buyer!))).toHaveLength(0);
  });
});

import { userOwner } from "~/modules/accounts/basket-owner.server";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, orders, products } from "~/db/schema";
import { addToCart } from "~/modules/cart/cart.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { listCustomerOrders } from "~/modules/orders/orders.server";
import { placeOrderWithMails } from "~/modules/orders/order-mails.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { mailsTo, ORIGIN, pageRequest, registerCustomer, routeArgs, setupAccounts, userRow } from "../setup/accounts";
import { TEST_ADMIN } from "../setup/audit";
import {
  checkoutInput,
  expectOk,
  makeProduct,
  placeAsShown,
  SHOP_ORIGIN,
  shownTotalOf,
  stockOf,
} from "../setup/orders";

setupAccounts();

const alice = { email: "alia@shop.example", password: "alia-password-1", name: "Alia Raza" };
const bilal = { email: "bilal@shop.example", password: "bilal-password-1", name: "Bilal Ahmed" };
let aliceCookie: string;
let bilalCookie: string;
let aliceId: string;

beforeAll(async () => {
  aliceCookie = await registerCustomer(alice);
  bilalCookie = await registerCustomer(bilal);
  aliceId = (await userRow(alice.email))!.id;
});

/** Alice buys `quantity` of a fresh product with 10 in stock. */
async function aliceOrders(quantity = 3) {
  const product = await makeProduct({ price: 4_500, stock: 10 });
  await addToCart(userOwner(aliceId), product.id, quantity);
  const { order } = expectOk(await placeAsShown(aliceId, checkoutInput()));
  expect(await stockOf(product.id)).toBe(10 - quantity);
  return { order, product };
}

function cancelAs(cookie: string, orderId: string) {
  return profileAction(
    routeArgs(pageRequest("/profile?tab=orders", { cookie, form: { intent: "cancel-order", orderId } })),
  );
}

const statusOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** An action's answer: plain data, or `data(..., { status })`. */
function answer(result: unknown): { status: number; notice: { tone: string; text: string } } {
  const value = result as { type?: string; data?: unknown; init?: { status?: number } } & Record<string, unknown>;
  if (value.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, ...(value.data as { notice: { tone: string; text: string } }) };
  }
  return { status: 200, ...(value as unknown as { notice: { tone: string; text: string } }) };
}

describe("a customer cancels their own order", () => {
  it("cancels a pending order from the profile and returns its stock, once however often asked", async () => {
    const { order, product } = await aliceOrders(3);
    const first = answer(await cancelAs(aliceCookie, order.id));
    expect(first).toMatchObject({
      status: 200,
      notice: { tone: "success", text: `Order #${order.number} has been cancelled.` },
    });
    expect(await statusOf(order.id)).toMatchObject({ status: "cancelled" });
    expect((await statusOf(order.id)).cancelledAt).toBeInstanceOf(Date);
    expect(await stockOf(product.id)).toBe(10);

    // A retried request finds it cancelled already and returns nothing twice.
    expect(answer(await cancelAs(aliceCookie, order.id)).status).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
  });

  it("another customer gets 404 and the same words as for a missing order; nothing changes", async () => {
    const { order, product } = await aliceOrders(2);
    const refused = answer(await cancelAs(bilalCookie, order.id));
    expect(refused).toMatchObject({ status: 404, notice: { tone: "error", text: "Order not found." } });
    const missing = answer(await cancelAs(bilalCookie, "00000000-0000-4000-8000-000000000000"));
    expect(missing).toEqual(refused);
    expect(answer(await cancelAs(bilalCookie, "not-an-id")).status).toBe(404);
    expect(await statusOf(order.id)).toMatchObject({ status: "pending", cancelledAt: null });
    expect(await stockOf(product.id)).toBe(8);
  });

  it("another customer never sees the order in their profile", async () => {
    const { order } = await aliceOrders(1);
    const bilalView = (await profileLoader(routeArgs(pageRequest("/profile?tab=orders", { cookie: bilalCookie })))) as {
      orders: { id: string }[];
    };
    expect(bilalView.orders.map((row) => row.id)).not.toContain(order.id);
    const aliceView = (await profileLoader(routeArgs(pageRequest("/profile?tab=orders", { cookie: aliceCookie })))) as {
      orders: { id: string }[];
    };
    expect(aliceView.orders.map((row) => row.id)).toContain(order.id);
  });

  it("refuses once the order is being prepared", async () => {
    const { order, product } = await aliceOrders(2);
    expect((await changeOrderStatus(order.id, "confirmed", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN)).ok).toBe(
      true,
    );
    const refused = answer(await cancelAs(aliceCookie, order.id));
    expect(refused.status).toBe(409);
    expect(refused.notice.text).toMatch(/can no longer be cancelled/);
    expect(await statusOf(order.id)).toMatchObject({ status: "confirmed" });
    expect(await stockOf(product.id)).toBe(8);
  });

  it("refuses after 24 hours", async () => {
    const { order, product } = await aliceOrders(2);
    const later = new Date(order.createdAt.getTime() + 24 * 60 * 60 * 1000 + 1000);
    const refused = await changeOrderStatus(
      order.id,
      "cancelled",
      { kind: "customer", customer: { userId: aliceId, email: "nobody@example.com", emailVerified: true } },
      { ...SHOP_ORIGIN, now: later },
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(await stockOf(product.id)).toBe(8);
    const inTime = new Date(order.createdAt.getTime() + 23 * 60 * 60 * 1000);
    expect(
      await changeOrderStatus(
        order.id,
        "cancelled",
        { kind: "customer", customer: { userId: aliceId, email: "nobody@example.com", emailVerified: true } },
        { ...SHOP_ORIGIN, now: inTime },
      ),
    ).toMatchObject({
      ok: true,
    });
    expect(await stockOf(product.id)).toBe(10);
  });

  it("a customer can only cancel: any other status is refused as not found", async () => {
    const { order } = await aliceOrders(1);
    expect(
      await changeOrderStatus(
        order.id,
        "completed",
        { kind: "customer", customer: { userId: aliceId, email: "nobody@example.com", emailVerified: true } },
        SHOP_ORIGIN,
      ),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await statusOf(order.id)).toMatchObject({ status: "pending" });
  });

  it("the profile lists the cancelled order as cancelled", async () => {
    const { order } = await aliceOrders(1);
    await cancelAs(aliceCookie, order.id);
    const listed = (
      await listCustomerOrders({ userId: aliceId, email: "nobody@example.com", emailVerified: true })
    ).find((row) => row.id === order.id);
    expect(listed?.status).toBe("cancelled");
  });
});

describe("an admin changes the status", () => {
  it("cancelling returns stock; reopening takes it again", async () => {
    const { order, product } = await aliceOrders(4);
    await changeOrderStatus(order.id, "in_production", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN);
    expect(await stockOf(product.id)).toBe(6);
    expect(
      await changeOrderStatus(order.id, "cancelled", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN),
    ).toMatchObject({
      ok: true,
    });
    expect(await stockOf(product.id)).toBe(10);
    expect(
      await changeOrderStatus(order.id, "confirmed", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN),
    ).toMatchObject({
      ok: true,
    });
    expect(await stockOf(product.id)).toBe(6);
    expect(await statusOf(order.id)).toMatchObject({ status: "confirmed", cancelledAt: null });
  });

  it("reopening is refused when the stock has been sold meanwhile, and nothing changes", async () => {
    const { order, product } = await aliceOrders(4);
    await changeOrderStatus(order.id, "cancelled", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN);
    await db().update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const refused = await changeOrderStatus(order.id, "pending", { kind: "admin", by: TEST_ADMIN }, SHOP_ORIGIN);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.ok ? "" : refused.message).toMatch(/only 3 of/);
    expect(await statusOf(order.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(product.id)).toBe(3);
  });

  it("an unknown order is 404", async () => {
    expect(
      await changeOrderStatus(
        "00000000-0000-4000-8000-000000000000",
        "confirmed",
        { kind: "admin", by: TEST_ADMIN },
        SHOP_ORIGIN,
      ),
    ).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the order's mails", () => {
  it("go to the customer (replies to the shop's sales desk) and to the shop (replies to the customer)", async () => {
    const product = await makeProduct({ price: 9_000, stock: 5 });
    await addToCart(userOwner(aliceId), product.id, 1);
    const input = checkoutInput({ email: "alia.raza@example.com" });
    const shownTotal = await shownTotalOf(userOwner(aliceId), input);
    const result = await placeOrderWithMails(userOwner(aliceId), { ...input, shownTotal }, ORIGIN);
    expect(result.ok).toBe(true);
    const [confirmation] = await mailsTo("alia.raza@example.com", "order-confirmation");
    expect(confirmation).toMatchObject({ replyTo: defaultShopSettings.emails.sales });
    const notifications = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, "order-notification"));
    expect(notifications.at(-1)).toMatchObject({ replyTo: "alia.raza@example.com" });
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { visitorOwner, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { handleCheckout } from "~/modules/orders/checkout-action.server";
import { loadOrderPage } from "~/modules/orders/order-page.server";
import { listCustomerOrders, recentlyBoughtProductIds } from "~/modules/orders/orders.server";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import {
  freshIp,
  mailsTo,
  pageRequest,
  registerCustomer,
  setupAccounts,
  signedInCookie,
  signUp,
  userRow,
} from "../setup/accounts";
import { checkoutInput, makeProduct, placeAsShown, shownTotalOf, stockOf } from "../setup/orders";
import { basketOwnerOfCookie, postForm } from "../setup/visitor";

/**
 * Anyone can buy (issue 16): a visitor's cart becomes a guest order, priced with delivery as the
 * policy says, and never at a total the customer did not see. A guest order is read only by the
 * browser that placed it, the holder of its mail's link, the verified account of its e-mail and
 * the admin.
 */
const database = setupAccounts();
const db = () => database.handle.db;

/** A visitor with a cart: the cookie the browser holds, and whose cart it is. */
async function visitorWith(productId: string, quantity: number) {
  const added = await postForm(handleCartAction, "/cart", {
    intent: "add",
    productId,
    quantity: String(quantity),
  });
  const cookie = added.cookie!;
  return { cookie, owner: await basketOwnerOfCookie(cookie) };
}

/** The checkout form as a browser posts it, with the total the page showed. */
async function checkoutForm(owner: BasketOwner, extra: Record<string, string> = {}) {
  const input = checkoutInput({ email: "guest.buyer@example.com", city: "Karachi", ...extra });
  const shownTotal = await shownTotalOf(owner, input);
  return {
    fullName: "Guest Buyer",
    email: "guest.buyer@example.com",
    phone: "0300 7654321",
    address: "14 Clifton Block 5",
    city: "Karachi",
    deliveryOption: "standard",
    paymentMethod: "cod",
    idempotencyKey: input.idempotencyKey,
    shownTotal: String(shownTotal),
    ...extra,
  };
}

/** Calls POST /checkout; the redirect it throws on success, or the data it returns. */
async function postCheckout(form: Record<string, string>, cookie?: string) {
  try {
    const result = (await handleCheckout(pageRequest("/checkout", { cookie, form }))) as {
      data: { error: string; errors: Record<string, string>; priceChange?: { total: number } };
      init: ResponseInit | null;
    };
    return { redirect: null, status: result.init?.status ?? 200, data: result.data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown.headers.get("Location"), status: thrown.status, data: null };
  }
}

async function orderPage(number: string, { cookie, key }: { cookie?: string; key?: string } = {}) {
  const path = `/orders/${number}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
  try {
    const result = (await loadOrderPage(pageRequest(path, { cookie }), number)) as {
      data: { order: { number: string; totalAmount: number } };
    };
    return { status: 200, order: result.data.order };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { status, order: null };
    throw thrown;
  }
}

describe("delivery is charged as the policy says", () => {
  it("charges each zone's Standard fee below its threshold and nothing at it", async () => {
    const cases = [
      // [city, price, fee]: Zone 1 (Lahore) is free from PKR 50,000, Zone 2 from 75,000, Zone 3 from 100,000.
      ["Lahore", 49_999, 3_500],
      ["Lahore", 50_000, 0],
      ["Islamabad", 38_000, 7_500],
      ["Karachi", 38_000, 12_000],
      ["Karachi", 99_999, 12_000],
      ["Karachi", 100_000, 0],
      ["khi", 38_000, 12_000],
    ] as const;
    for (const [city, price, fee] of cases) {
      const product = await makeProduct({ price, stock: 1 });
      const { owner } = await visitorWith(product.id, 1);
      const result = await placeAsShown(owner, checkoutInput({ city }));
      if (!result.ok) throw new Error(result.message);
      expect([city, price, result.order.deliveryFee, result.order.totalAmount]).toEqual([
        city,
        price,
        fee,
        price + fee,
      ]);
    }
  });

  it("charges Express and White Glove by zone whatever the subtotal, and keeps option, zone and window", async () => {
    const product = await makeProduct({ price: 200_000, stock: 2 });
    const { owner } = await visitorWith(product.id, 1);
    const placedAt = new Date("2026-12-01T06:00:00Z");
    const result = await placeAsShown(owner, checkoutInput({ city: "Karachi", deliveryOption: "express" }), {
      now: placedAt,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.order).toMatchObject({
      subtotal: 200_000,
      deliveryFee: 25_000,
      totalAmount: 225_000,
      deliveryOption: "express",
      deliveryZone: "Zone 3",
      // 7-14 days of production from Dec 01, then 3-5 working days (Monday to Saturday).
      deliveryEarliest: "2026-12-11",
      deliveryLatest: "2026-12-21",
    });
  });

  it("orders a city priced by quote with delivery to be confirmed, and a city in no zone too", async () => {
    for (const [city, zone] of [
      ["Quetta", "Zone 4"],
      ["Chitral", null],
    ] as const) {
      const product = await makeProduct({ price: 60_000, stock: 1 });
      const { owner } = await visitorWith(product.id, 1);
      const result = await placeAsShown(owner, checkoutInput({ city }));
      if (!result.ok) throw new Error(result.message);
      expect(result.order).toMatchObject({ deliveryFee: null, deliveryZone: zone, totalAmount: 60_000 });
    }
  });
});

describe("nothing is charged that was not seen", () => {
  it("a price raised between the page and the submit places nothing, shows the change, and the new total confirms", async () => {
    const product = await makeProduct({ price: 38_000, stock: 3, name: "Kirthar Mirror" });
    const { owner, cookie } = await visitorWith(product.id, 1);
    const form = await checkoutForm(owner);
    expect(form.shownTotal).toBe(String(38_000 + 12_000));

    await db().update(products).set({ price: 41_000 }).where(eq(products.id, product.id));
    const refused = await postCheckout({ ...form, shownPrices: `${product.id}:38000` }, cookie);
    expect(refused.status).toBe(409);
    expect(refused.data?.error).toBe(
      "The total changed from PKR 50,000 to PKR 53,000 since this page was opened. Nothing was charged: please check and place the order again.",
    );
    expect(refused.data?.priceChange).toMatchObject({
      lines: [{ productId: product.id, name: "Kirthar Mirror", was: 38_000, now: 41_000 }],
      shownTotal: 50_000,
      subtotal: 41_000,
      deliveryFee: 12_000,
      total: 53_000,
    });
    // Nothing moved: no order, the stock and the cart as they were.
    expect(await db().$count(orders, eq(orders.email, "guest.buyer@example.com"))).toBe(0);
    expect(await stockOf(product.id)).toBe(3);

    const confirmed = await postCheckout({ ...form, shownTotal: "53000" }, cookie);
    expect(confirmed.redirect).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);
    const [order] = await db().select().from(orders).where(eq(orders.email, "guest.buyer@example.com"));
    expect(order).toMatchObject({
      totalAmount: 53_000,
      userId: null,
      visitorId: (owner as { visitorId: string }).visitorId,
    });
    await db().delete(orders).where(eq(orders.id, order!.id));
  });

  it("a form without the total shown places nothing", async () => {
    const product = await makeProduct({ price: 10_000, stock: 1 });
    const { owner, cookie } = await visitorWith(product.id, 1);
    const { shownTotal: _shown, ...form } = await checkoutForm(owner);
    const refused = await postCheckout(form, cookie);
    expect(refused.status).toBe(409);
    expect(refused.data?.priceChange).toMatchObject({ shownTotal: null, total: 22_000 });
    expect(await stockOf(product.id)).toBe(1);
  });

  it("a piece sold out meanwhile is refused with the spec's words and why", async () => {
    const product = await makeProduct({ price: 10_000, stock: 1, name: "Last Lamp" });
    const { owner, cookie } = await visitorWith(product.id, 1);
    const form = await checkoutForm(owner);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const refused = await postCheckout(form, cookie);
    expect(refused.status).toBe(409);
    expect(refused.data?.error).toBe(
      "Failed to place order. Please try again. Not enough stock: Last Lamp is sold out.",
    );
    expect(refused.data?.priceChange).toBeUndefined();
  });

  it("input errors list each field, and nothing is placed", async () => {
    const product = await makeProduct({ price: 10_000, stock: 1 });
    const { owner, cookie } = await visitorWith(product.id, 1);
    const answer = await postCheckout({ ...(await checkoutForm(owner)), phone: "12345", fullName: "" }, cookie);
    expect(answer.status).toBe(400);
    expect(answer.data?.error).toBe("Please check the fields marked below.");
    expect(Object.keys(answer.data?.errors ?? {}).sort()).toEqual(["fullName", "phone"]);
    expect(await stockOf(product.id)).toBe(1);
  });
});

describe("a guest's order", () => {
  let number = "";
  let visitorCookie = "";
  let key = "";
  let boughtId = "";

  beforeAll(async () => {
    const product = await makeProduct({ price: 38_000, stock: 5 });
    boughtId = product.id;
    const visitor = await visitorWith(product.id, 2);
    visitorCookie = visitor.cookie;
    const form = await checkoutForm(visitor.owner, { email: "Sana.Guest@Example.com" });
    const placed = await postCheckout(form, visitorCookie);
    expect(placed.redirect).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);
    number = /\/orders\/([0-9A-F]{8})/.exec(placed.redirect!)![1]!;
    // Sent twice (a double tap): the same order, not a second.
    expect((await postCheckout(form, visitorCookie)).redirect).toBe(placed.redirect);
    expect(await db().$count(orders, eq(orders.email, "sana.guest@example.com"))).toBe(1);
    const [mail] = await mailsTo("sana.guest@example.com", "order-confirmation");
    expect(mail!.text).toContain("Total");
    expect(mail!.text).toMatch(/PKR 88,000/);
    key = new URL(/https?:\/\/\S+\/orders\/[0-9A-F]{8}\?key=\S+/.exec(mail!.text)![0]).searchParams.get("key")!;
    expect(key.length).toBeGreaterThan(20);
  });

  it("opens for the browser that placed it and for the mail's link, and for no other visitor", async () => {
    expect(await orderPage(number, { cookie: visitorCookie })).toMatchObject({
      status: 200,
      order: { number, totalAmount: 88_000 },
    });
    expect(await orderPage(number, { key })).toMatchObject({ status: 200 });
    expect(await orderPage(number.toLowerCase(), { key })).toMatchObject({ status: 200 });
    expect((await orderPage(number)).status).toBe(404);
    expect((await orderPage(number, { key: `${key.slice(0, -1)}x` })).status).toBe(404);
    const other = await visitorWith((await makeProduct({ price: 1_000, stock: 1 })).id, 1);
    expect((await orderPage(number, { cookie: other.cookie })).status).toBe(404);
  });

  it("is what checkout does not suggest again to the browser that bought it, and only to it", async () => {
    expect(await recentlyBoughtProductIds(await basketOwnerOfCookie(visitorCookie))).toEqual([boughtId]);
    const other = await visitorWith((await makeProduct({ price: 1_000, stock: 1 })).id, 1);
    expect(await recentlyBoughtProductIds(other.owner)).toEqual([]);
  });

  it("is invisible to another account, and to an unverified one with its e-mail", async () => {
    const stranger = await registerCustomer({ email: "someone.else@example.com", password: "someone-password-1" });
    expect((await orderPage(number, { cookie: stranger })).status).toBe(404);
    const strangerRow = await userRow("someone.else@example.com");
    expect(
      await listCustomerOrders({ userId: strangerRow!.id, email: strangerRow!.email, emailVerified: true }),
    ).toEqual([]);

    // Signed up with the order's address but not verified: not theirs yet.
    expect((await signUp(freshIp(), { email: "sana.guest@example.com", password: "sana-password-1" })).status).toBe(
      200,
    );
    const unverified = await userRow("sana.guest@example.com");
    expect(
      await listCustomerOrders({ userId: unverified!.id, email: unverified!.email, emailVerified: false }),
    ).toEqual([]);
  });

  it("is in the profile of the account that verified its e-mail, and opens for the admin", async () => {
    const owner = await registerCustomer({ email: "sana.guest2@example.com", password: "sana-password-2" });
    expect(owner).toBeTruthy();
    // The verified account of the order's own address:
    await db().update(orders).set({ email: "sana.guest2@example.com" }).where(eq(orders.number, number));
    const row = await userRow("sana.guest2@example.com");
    const listed = await listCustomerOrders({ userId: row!.id, email: row!.email, emailVerified: row!.emailVerified });
    expect(listed.map((order) => order.number)).toEqual([number]);
    expect(await orderPage(number, { cookie: owner })).toMatchObject({ status: 200 });

    await createOrPromoteAdmin({ email: "boss@shop.example", password: "boss-password-12" });
    const admin = await signedInCookie(freshIp(), { email: "boss@shop.example", password: "boss-password-12" });
    expect(await orderPage(number, { cookie: admin })).toMatchObject({ status: 200 });
  });

  it("counts against the cash-on-delivery cap by its e-mail and by its phone, from any browser", async () => {
    const product = await makeProduct({ price: 1_000, stock: 100 });
    const place = async (pieces: number, email: string, phone: string) =>
      placeAsShown((await visitorWith(product.id, pieces)).owner, checkoutInput({ email, phone }));
    // The demo shop: 10 pieces per COD order, 20 awaiting delivery per customer.
    expect((await place(10, "cap.guest@example.com", "0300 1110001")).ok).toBe(true);
    expect((await place(10, "cap.guest@example.com", "0300 1110002")).ok).toBe(true);
    expect(await place(1, "cap.guest@example.com", "0300 1110003")).toMatchObject({
      ok: false,
      message: /You have 20 pieces awaiting delivery/,
    });
    expect((await place(10, "other.cap@example.com", "0300 1110001")).ok).toBe(true);
    expect(await place(1, "third.cap@example.com", "0300 1110001")).toMatchObject({
      ok: false,
      message: /You have 20 pieces awaiting delivery/,
    });
  });
});

it("a visitor with an empty cart places nothing", async () => {
  const result = await placeAsShown(visitorOwner("no-such-visitor"), checkoutInput({ shownTotal: "0" }));
  expect(result).toMatchObject({ ok: false, message: "Your cart is empty." });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { visitorOwner } from "~/modules/accounts/basket-owner.server";
import { listCustomerOrders, recentlyBoughtProductIds } from "~/modules/orders/orders.server";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { freshIp, mailsTo, registerCustomer, setupAccounts, signedInCookie, signUp, userRow } from "../setup/accounts";
import { checkoutInput, makeProduct, placeAsShown } from "../setup/orders";
import { basketOwnerOfCookie } from "../setup/visitor";

import { checkoutForm, orderPage, postCheckout, visitorWith } from "../setup/guest-checkout";

/**
 * A guest's order (issue 16): placed from a visitor's cart, it is read only by the browser that
 * placed it, the holder of its mail's link, the verified account of its e-mail and the admin;
 * one password makes the account (the checkout's prices and fees: guest-checkout.test.ts).
 */
const database = setupAccounts();
const db = () => database.handle.db;

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
    // One character changed: a key that already ends in 'x' gets a 'y' (once in 64 runs it did, and this passed the key itself).
    const altered = `${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}`;
    expect((await orderPage(number, { key: altered })).status).toBe(404);
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

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, products } from "~/db/schema";
import { setupAccounts } from "../setup/accounts";
import { checkoutInput, makeProduct, placeAsShown, stockOf } from "../setup/orders";

import { checkoutForm, postCheckout, visitorWith } from "../setup/guest-checkout";

/**
 * Anyone can buy (issue 16): a visitor's cart becomes a guest order, priced with delivery as the
 * policy says, and never at a total the customer did not see. A guest order is read only by the
 * browser that placed it, the holder of its mail's link, the verified account of its e-mail and
 * the admin.
 */
const database = setupAccounts();
const db = () => database.handle.db;

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

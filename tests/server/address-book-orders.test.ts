import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customerAddresses, orders } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart } from "~/modules/cart/cart.server";
import { handleCheckout } from "~/modules/orders/checkout-action.server";
import { loader as checkoutLoader } from "~/routes/storefront/checkout";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { add, ayesha, bookOf, clearBook, home, office, post, setupAddressBook } from "../setup/address-book";
import { checkoutInput, makeProduct, shownTotalOf } from "../setup/orders";
import { basketOwnerOfCookie, postForm } from "../setup/visitor";

/** The address book and checkout: an order remembers its address; checkout starts from the default. */
const { cookies, ids } = setupAddressBook();

describe("an order remembers its address", () => {
  /** Puts a piece in the customer's cart and posts checkout as the browser does; returns the redirect. */
  async function order(cookie: string, userId: string, fields: Record<string, string>) {
    const product = await makeProduct({ price: 60_000, stock: 5 });
    await addToCart(userOwner(userId), product.id, 1);
    const input = checkoutInput({ ...fields, email: ayesha.email });
    const form = {
      ...fields,
      email: ayesha.email,
      deliveryOption: "standard",
      paymentMethod: "cod",
      idempotencyKey: input.idempotencyKey,
      shownTotal: String(await shownTotalOf(userOwner(userId), input)),
    };
    const response = await thrownResponse(() => handleCheckout(pageRequest("/checkout", { cookie, form })));
    expect(response.headers.get("Location")).toMatch(/^\/orders\/[0-9A-F]{8}\?placed=1$/);
    return response;
  }
  const { label: _label, ...homeDetails } = home;
  const { label: _office, ...officeDetails } = office;

  it("saves the delivery details once, as the default of an empty book, and starts checkout from the default", async () => {
    await clearBook(ids.ayesha);
    await order(cookies.ayesha, ids.ayesha, homeDetails);
    await order(cookies.ayesha, ids.ayesha, { ...homeDetails, address: " 12 Mall  Road " });
    expect(await bookOf(ids.ayesha)).toMatchObject([
      { label: null, fullName: "Ayesha Khan", phone: "+923001234567", address: "12 Mall Road", isDefault: true },
    ]);
    await order(cookies.ayesha, ids.ayesha, officeDetails);
    expect((await bookOf(ids.ayesha)).map((entry) => [entry.city, entry.isDefault])).toEqual([
      ["Lahore", true],
      ["Islamabad", false],
    ]);

    // Checkout (with a piece in the cart) starts from the default address and offers both.
    const product = await makeProduct({ price: 10_000, stock: 1 });
    await addToCart(userOwner(ids.ayesha), product.id, 1);
    const page = await checkoutLoader(routeArgs(pageRequest("/checkout", { cookie: cookies.ayesha })));
    if (page.state !== "ready") throw new Error("expected the checkout form");
    expect(page.customer).toEqual({
      fullName: "Ayesha Khan",
      email: ayesha.email,
      phone: "+92 300 1234567",
      address: "12 Mall Road",
      city: "Lahore",
    });
    expect(page.savedAddresses.map((entry) => entry.city)).toEqual(["Lahore", "Islamabad"]);
    const [, officeRow] = await bookOf(ids.ayesha);
    await post(cookies.ayesha, { intent: "address-default", addressId: officeRow!.id });
    const again = await checkoutLoader(routeArgs(pageRequest("/checkout", { cookie: cookies.ayesha })));
    if (again.state !== "ready") throw new Error("expected the checkout form");
    expect(again.customer).toMatchObject({ phone: "+92 321 7654321", address: "Plot 4, Blue Area", city: "Islamabad" });

    // With an empty book, checkout falls back to where the latest order went.
    await clearBook(ids.ayesha);
    const fallback = await checkoutLoader(routeArgs(pageRequest("/checkout", { cookie: cookies.ayesha })));
    if (fallback.state !== "ready") throw new Error("expected the checkout form");
    expect(fallback.customer).toMatchObject({ address: "Plot 4, Blue Area", city: "Islamabad" });
    expect(fallback.savedAddresses).toEqual([]);
  });

  it("an order is placed even when its address cannot be saved (a full book, a failing table)", async () => {
    await clearBook(ids.ayesha);
    for (let n = 1; n <= 10; n++) await add(cookies.ayesha, { ...home, address: `House ${n}, Street 2` });
    const ordersBefore = await db().$count(orders, eq(orders.userId, ids.ayesha));
    await order(cookies.ayesha, ids.ayesha, { ...homeDetails, address: "House 11, Street 2" });
    expect(await bookOf(ids.ayesha)).toHaveLength(10);

    await clearBook(ids.ayesha);
    await db().execute(sql`alter table customer_addresses rename to customer_addresses_away`);
    try {
      await order(cookies.ayesha, ids.ayesha, homeDetails);
    } finally {
      await db().execute(sql`alter table customer_addresses_away rename to customer_addresses`);
    }
    expect(await db().$count(orders, eq(orders.userId, ids.ayesha))).toBe(ordersBefore + 2);
    expect(await bookOf(ids.ayesha)).toEqual([]);
  });

  it("a guest's order saves no address", async () => {
    const before = await db().$count(customerAddresses);
    const product = await makeProduct({ price: 20_000, stock: 1 });
    const added = await postForm(handleCartAction, "/cart", {
      intent: "add",
      productId: product.id,
      variantId: product.variantId,
      quantity: "1",
    });
    const cookie = added.cookie!;
    const owner = await basketOwnerOfCookie(cookie);
    const input = checkoutInput({ ...homeDetails, email: "guest.book@example.com" });
    const form = {
      ...homeDetails,
      email: "guest.book@example.com",
      idempotencyKey: input.idempotencyKey,
      shownTotal: String(await shownTotalOf(owner, input)),
    };
    const response = await thrownResponse(() => handleCheckout(pageRequest("/checkout", { cookie, form })));
    expect(response.headers.get("Location")).toMatch(/\?placed=1$/);
    expect(await db().$count(customerAddresses)).toBe(before);
  });
});

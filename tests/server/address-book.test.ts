import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customerAddresses, orders } from "~/db/schema";
import { ADDRESS_NOT_FOUND } from "~/modules/accounts/address-book-action.server";
import { ADDRESS_BOOK_FULL } from "~/modules/accounts/address-book-limits";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { addToCart } from "~/modules/cart/cart.server";
import { handleCheckout } from "~/modules/orders/checkout-action.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { loader as checkoutLoader } from "~/routes/storefront/checkout";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { pageRequest, registerCustomer, routeArgs, setupAccounts, thrownResponse, userRow } from "../setup/accounts";
import { checkoutInput, makeProduct, shownTotalOf } from "../setup/orders";
import { basketOwnerOfCookie, postForm } from "../setup/visitor";

/**
 * The address book (issue: 'the last address, phone and city are remembered for a signed-in
 * customer'): the profile's Addresses tab adds, edits, deletes and picks the default, each change
 * bound to the signed-in customer and safe to repeat; an order remembers its address; checkout
 * starts from the default.
 */
setupAccounts();

const ayesha = { email: "ayesha.book@example.com", password: "ayesha-password-1", name: "Ayesha Khan" };
const bilal = { email: "bilal.book@example.com", password: "bilal-password-1", name: "Bilal Ahmed" };
const cookies = { ayesha: "", bilal: "" };
const ids = { ayesha: "", bilal: "" };

beforeAll(async () => {
  cookies.ayesha = await registerCustomer(ayesha);
  cookies.bilal = await registerCustomer(bilal);
  ids.ayesha = (await userRow(ayesha.email))!.id;
  ids.bilal = (await userRow(bilal.email))!.id;
});

const home = { label: "Home", fullName: "Ayesha Khan", phone: "0300 1234567", address: "12 Mall Road", city: "Lahore" };
const office = {
  label: "Office",
  fullName: "Ayesha Khan",
  phone: "0321 7654321",
  address: "Plot 4, Blue Area",
  city: "Islamabad",
};

interface Answer {
  status: number;
  body: {
    intent?: string;
    ok?: string;
    error?: string;
    errors?: Record<string, string>;
    addressId?: string;
    values?: Record<string, string>;
  };
}

/** An action's `data(body, { status })` result, or a plain object (status 200). */
function unwrap(result: unknown): Answer {
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { init, data } = result as { init: ResponseInit | null; data: Answer["body"] };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as Answer["body"] };
}

const post = async (cookie: string | undefined, form: Record<string, string>) =>
  unwrap(await profileAction(routeArgs(pageRequest("/profile?tab=addresses", { cookie, form }))));
const add = (cookie: string, address: Record<string, string>) => post(cookie, { intent: "address-add", ...address });

type ProfilePage = Awaited<ReturnType<typeof profileLoader>>;
const profilePage = async (cookie: string, search = "?tab=addresses") =>
  (await profileLoader(routeArgs(pageRequest(`/profile${search}`, { cookie })))) as ProfilePage;

/** The customer's book as stored, oldest first. */
const bookOf = (userId: string) =>
  db()
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(asc(customerAddresses.createdAt));

const clearBook = (userId: string) => db().delete(customerAddresses).where(eq(customerAddresses.userId, userId));

describe("a visitor", () => {
  it("is sent to sign in, and nothing is saved", async () => {
    const page = await thrownResponse(() => profileLoader(routeArgs(pageRequest("/profile?tab=addresses"))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/auth?reason=account&redirectTo=%2Fprofile%3Ftab%3Daddresses");
    const posted = await thrownResponse(() =>
      profileAction(routeArgs(pageRequest("/profile?tab=addresses", { form: { intent: "address-add", ...home } }))),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toMatch(/^\/auth\?reason=account&redirectTo=/);
    expect(await db().$count(customerAddresses)).toBe(0);
  });
});

describe("adding, editing, deleting and the default", () => {
  it("saves the first address as the default and the next one beside it; the tab lists the default first", async () => {
    await clearBook(ids.ayesha);
    const first = await add(cookies.ayesha, home);
    expect(first).toMatchObject({ status: 200, body: { intent: "addresses", ok: "Address saved." } });
    const second = await add(cookies.ayesha, office);
    expect(second.body.ok).toBe("Address saved.");

    const book = await bookOf(ids.ayesha);
    expect(book).toMatchObject([
      { label: "Home", fullName: "Ayesha Khan", phone: "+923001234567", address: "12 Mall Road", isDefault: true },
      { label: "Office", phone: "+923217654321", city: "Islamabad", isDefault: false },
    ]);
    const page = await profilePage(cookies.ayesha);
    expect(page.tab).toBe("addresses");
    expect(page.addresses.map((entry) => [entry.label, entry.isDefault])).toEqual([
      ["Home", true],
      ["Office", false],
    ]);
  });

  it("adding the same address again (a retried form, other spacing or case) keeps one entry", async () => {
    await clearBook(ids.ayesha);
    expect((await add(cookies.ayesha, home)).body.ok).toBe("Address saved.");
    const again = await add(cookies.ayesha, home);
    expect(again).toMatchObject({ status: 200, body: { ok: "That address is already in your address book." } });
    const respaced = await add(cookies.ayesha, {
      ...home,
      label: "",
      fullName: " ayesha  KHAN ",
      phone: "+92 300 1234567",
      address: "12  mall road",
      city: "LAHORE",
    });
    expect(respaced.body.ok).toBe("That address is already in your address book.");
    expect(await bookOf(ids.ayesha)).toHaveLength(1);
    // The same address with a new label is renamed, not repeated.
    expect((await add(cookies.ayesha, { ...home, label: "Parents" })).body.ok).toMatch(/label is updated/);
    expect(await bookOf(ids.ayesha)).toMatchObject([{ label: "Parents", isDefault: true }]);
  });

  it("edits an address (the phone stored canonical); editing it twice is the same; it may not repeat another", async () => {
    await clearBook(ids.ayesha);
    await add(cookies.ayesha, home);
    await add(cookies.ayesha, office);
    const [homeRow, officeRow] = await bookOf(ids.ayesha);
    const changed = { ...office, label: "Work", phone: "0333-1112223", address: "Plot 5, Blue Area" };
    const edit = { intent: "address-edit", addressId: officeRow!.id, ...changed };
    expect(await post(cookies.ayesha, edit)).toMatchObject({ status: 200, body: { ok: "Address updated." } });
    expect((await post(cookies.ayesha, edit)).body.ok).toBe("No changes to save.");
    expect((await bookOf(ids.ayesha))[1]).toMatchObject({
      id: officeRow!.id,
      label: "Work",
      phone: "+923331112223",
      address: "Plot 5, Blue Area",
      isDefault: false,
    });

    const before = await bookOf(ids.ayesha);
    const repeat = await post(cookies.ayesha, { ...edit, ...home });
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toMatch(/same address/);
    expect(await bookOf(ids.ayesha)).toEqual(before);
    expect(homeRow!.isDefault).toBe(true);

    // ?edit=ID opens the form on one of the customer's own addresses.
    expect((await profilePage(cookies.ayesha, `?tab=addresses&edit=${officeRow!.id}`)).editAddress).toMatchObject({
      id: officeRow!.id,
      label: "Work",
    });
  });

  it("'Make default' moves the one default mark; asking again changes nothing", async () => {
    await clearBook(ids.ayesha);
    await add(cookies.ayesha, home);
    await add(cookies.ayesha, office);
    const [, officeRow] = await bookOf(ids.ayesha);
    for (let attempt = 0; attempt < 2; attempt++) {
      const made = await post(cookies.ayesha, { intent: "address-default", addressId: officeRow!.id });
      expect(made).toMatchObject({ status: 200, body: { ok: expect.stringMatching(/^Default address changed/) } });
      expect((await bookOf(ids.ayesha)).map((entry) => [entry.label, entry.isDefault])).toEqual([
        ["Home", false],
        ["Office", true],
      ]);
    }
    expect((await profilePage(cookies.ayesha)).addresses[0]).toMatchObject({ label: "Office", isDefault: true });
  });

  it("deleting the default makes the newest remaining address the default; deleting twice says not found", async () => {
    await clearBook(ids.ayesha);
    await add(cookies.ayesha, home);
    await add(cookies.ayesha, office);
    await add(cookies.ayesha, { ...home, label: "Shop", address: "Shop 9, Liberty Market" });
    const [homeRow] = await bookOf(ids.ayesha);
    expect(homeRow!.isDefault).toBe(true);

    const form = { intent: "address-delete", addressId: homeRow!.id };
    expect(await post(cookies.ayesha, form)).toMatchObject({ status: 200, body: { ok: "Address deleted." } });
    expect((await bookOf(ids.ayesha)).map((entry) => [entry.label, entry.isDefault])).toEqual([
      ["Office", false],
      ["Shop", true],
    ]);
    expect(await post(cookies.ayesha, form)).toMatchObject({ status: 404, body: { error: ADDRESS_NOT_FOUND } });
    expect(await bookOf(ids.ayesha)).toHaveLength(2);

    // Deleting one that is not the default leaves the default where it is; the last one leaves an empty book.
    const [officeRow, shopRow] = await bookOf(ids.ayesha);
    await post(cookies.ayesha, { intent: "address-delete", addressId: officeRow!.id });
    expect(await bookOf(ids.ayesha)).toMatchObject([{ id: shopRow!.id, isDefault: true }]);
    await post(cookies.ayesha, { intent: "address-delete", addressId: shopRow!.id });
    expect(await bookOf(ids.ayesha)).toEqual([]);
  });

  it("keeps ten addresses at most, and says so", async () => {
    await clearBook(ids.ayesha);
    for (let n = 1; n <= 10; n++) {
      expect(
        (await add(cookies.ayesha, { ...home, label: `Place ${n}`, address: `House ${n}, Street 1` })).status,
      ).toBe(200);
    }
    const eleventh = await add(cookies.ayesha, { ...home, label: "Place 11", address: "House 11, Street 1" });
    expect(eleventh).toMatchObject({ status: 409, body: { error: ADDRESS_BOOK_FULL } });
    expect(eleventh.body.values).toMatchObject({ label: "Place 11", address: "House 11, Street 1" });
    expect(await bookOf(ids.ayesha)).toHaveLength(10);
    // An address already there is still 'saved' (a retry of the tenth).
    expect((await add(cookies.ayesha, { ...home, label: "Place 10", address: "House 10, Street 1" })).status).toBe(200);
    expect(await bookOf(ids.ayesha)).toHaveLength(10);
    expect(ADDRESS_BOOK_FULL).toMatch(/up to 10 addresses/);
  });
});

describe("another customer", () => {
  it("can neither see nor change an address of Ayesha's: not found, and nothing changes", async () => {
    await clearBook(ids.ayesha);
    await add(cookies.ayesha, home);
    await add(cookies.ayesha, office);
    const before = await bookOf(ids.ayesha);
    const [homeRow, officeRow] = before;

    const bilalView = await profilePage(cookies.bilal, `?tab=addresses&edit=${homeRow!.id}`);
    expect(bilalView.addresses).toEqual([]);
    expect(bilalView.editAddress).toBeNull();

    for (const form of [
      { intent: "address-edit", addressId: homeRow!.id, ...home, address: "Stolen Street" },
      { intent: "address-default", addressId: officeRow!.id },
      { intent: "address-delete", addressId: homeRow!.id },
      { intent: "address-delete", addressId: "not-an-id" },
    ]) {
      const answer = await post(cookies.bilal, form);
      expect(answer, form.intent).toMatchObject({ status: 404, body: { error: ADDRESS_NOT_FOUND } });
    }
    expect(await bookOf(ids.ayesha)).toEqual(before);
    expect(await bookOf(ids.bilal)).toEqual([]);
  });
});

describe("the form's rules (checkout's own)", () => {
  it("refuses a bad phone, a missing or too long field and unsafe text with the field's message, changing nothing", async () => {
    await clearBook(ids.ayesha);
    await add(cookies.ayesha, home);
    const before = await bookOf(ids.ayesha);
    const cases: [Record<string, string>, string, string][] = [
      [{ phone: "042 1234567" }, "phone", "Please enter a Pakistani mobile number, e.g. 0300 1234567."],
      [{ phone: "" }, "phone", "Please enter your phone number."],
      [{ fullName: " " }, "fullName", "Please enter your full name."],
      [{ fullName: "A".repeat(101) }, "fullName", "That is too long."],
      [{ address: "x".repeat(501) }, "address", "That is too long."],
      [{ city: "" }, "city", "Please enter your city."],
      [{ city: "C".repeat(81) }, "city", "That is too long."],
      [{ label: "L".repeat(41) }, "label", "That is too long."],
      [{ fullName: "Ayesha \u202EnahK" }, "fullName", UNSAFE_TEXT_MESSAGE],
      [{ address: "12 Mall Road\uFFFD" }, "address", UNSAFE_TEXT_MESSAGE],
      [{ label: "Home\u2066" }, "label", UNSAFE_TEXT_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const fields = { ...home, label: "New", address: "1 New Street", ...change };
      const added = await add(cookies.ayesha, fields);
      expect(added.status, JSON.stringify(change)).toBe(400);
      expect(added.body.errors?.[field], JSON.stringify(change)).toBe(message);
      expect(added.body.error).toBe("Please check the fields marked below.");
      const edited = await post(cookies.ayesha, { intent: "address-edit", addressId: before[0]!.id, ...fields });
      expect(edited.status).toBe(400);
      expect(edited.body.errors?.[field]).toBe(message);
      // The form comes back with what was typed.
      expect(edited.body.values?.[field]).toBe(fields[field as keyof typeof fields].slice(0, 1000));
    }
    expect(await bookOf(ids.ayesha)).toEqual(before);
  });
});

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
    const added = await postForm(handleCartAction, "/cart", { intent: "add", productId: product.id, quantity: "1" });
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

import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customerAddresses } from "~/db/schema";
import { ADDRESS_NOT_FOUND } from "~/modules/accounts/address-book-action.server";
import { ADDRESS_BOOK_FULL } from "~/modules/accounts/address-book-limits";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { add, bookOf, clearBook, home, office, post, profilePage, setupAddressBook } from "../setup/address-book";

/**
 * The address book (issue: 'the last address, phone and city are remembered for a signed-in
 * customer'): the profile's Addresses tab adds, edits, deletes and picks the default, each change
 * bound to the signed-in customer and safe to repeat. (An order remembering its address, and
 * checkout starting from the default: address-book-orders.test.ts.)
 */
const { cookies, ids } = setupAddressBook();

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
    // Text-direction controls and bytes that were not UTF-8: refused as the form is read, before the action.
    for (const change of [
      { fullName: "Ayesha \u202EnahK" },
      { address: "12 Mall Road\uFFFD" },
      { label: "Home\u2066" },
    ]) {
      const fields = { ...home, label: "New", address: "1 New Street", ...change };
      const refused = await thrownResponse(() => add(cookies.ayesha, fields));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(await refused.text()).toBe(UNSAFE_TEXT_MESSAGE);
    }
    expect(await bookOf(ids.ayesha)).toEqual(before);
  });
});

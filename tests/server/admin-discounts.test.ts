import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { categories, discountCodes, products } from "~/db/schema";
import { CONTROL_MESSAGE } from "~/modules/discounts/admin-discount-fields";
import { shopDateTimeValue } from "~/modules/discounts/admin-discount-time";
import * as editRoute from "~/routes/admin/discount-edit";
import * as newRoute from "~/routes/admin/discount-new";
import * as listRoute from "~/routes/admin/discounts";
import { setupAdminContent } from "../setup/admin-content";
import {
  codeCount,
  codeRow,
  discountAudit,
  inDays,
  insertCode,
  orderWith,
  run,
  type Form,
} from "../setup/admin-discounts";

/**
 * The admin's discount codes (issue 35, item 4), driven through the three route modules as the
 * server runs them: a new code and every refusal of a bad one, the edit locked once an order used
 * the code, Pause / Resume / End now safe to repeat, the list's states and figures, and the guard.
 */
const content = setupAdminContent();
const as = () => ({ cookie: content.adminCookie });

const codeForm = (extra: Form = {}): Form => ({
  intent: "save",
  form: "full",
  code: "eid25",
  kind: "percent",
  value: "10",
  minSubtotal: "20,000",
  scope: "all",
  appliesToSaleItems: "on",
  startsAt: "",
  endsAt: shopDateTimeValue(inDays(30)),
  usageLimit: "",
  perCustomerLimit: "1",
  ...extra,
});

const create = (form: Form) => run(newRoute.action, "/admin/discounts/new", { ...as(), form });
const edit = (id: string, form: Form) =>
  run(editRoute.action, `/admin/discounts/${id}`, { ...as(), form, params: { id } });
const page = (id: string) => run(editRoute.loader, `/admin/discounts/${id}`, { ...as(), params: { id } });
const list = (query = "") => run(listRoute.loader, `/admin/discounts${query}`, as());

let livingRoom = "";
let bedroom = "";
beforeAll(async () => {
  const rows = await db()
    .insert(categories)
    .values([
      { name: "Living Room", slug: "living-room" },
      { name: "Bedroom", slug: "bedroom" },
    ])
    .returning();
  [livingRoom, bedroom] = rows.map((row) => row.id) as [string, string];
  await db()
    .insert(products)
    .values([
      { slug: "noor-walnut-chair", name: "Noor Walnut Chair", price: 45_000 },
      { slug: "brass-side-table", name: "Brass Side Table", price: 12_500 },
      { slug: "old-settee", name: "Old Settee", price: 30_000, archivedAt: new Date() },
    ]);
});

describe("a new code", () => {
  it("is stored upper-case with what it gives, its limits and Pakistan dates, and audited", async () => {
    const endsAt = "2030-03-01T09:30";
    const before = Date.now();
    const answer = await create(codeForm({ endsAt }));
    expect(answer).toMatchObject({ status: 303, location: "/admin/discounts?created=EID25" });
    const row = (await codeRow("EID25"))!;
    expect(row).toMatchObject({
      kind: "percent",
      value: 10,
      minSubtotal: 20_000,
      scope: "all",
      appliesToSaleItems: true,
      usageLimit: null,
      perCustomerLimit: 1,
      usedCount: 0,
      pausedAt: null,
    });
    // The start left empty is now; the end typed is 09:30 in Lahore, 04:30 UTC.
    expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.endsAt?.toISOString()).toBe("2030-03-01T04:30:00.000Z");
    const [entry, ...more] = await discountAudit("discount.created", row.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ targetType: "discount", targetLabel: "EID25", actorEmail: "owner@shop.example" });
    expect(entry!.changes).toMatchObject({
      code: { before: null, after: "EID25" },
      value: { before: null, after: 10 },
    });

    const shown = await list("?created=eid25");
    expect(shown.body.created).toBe("EID25");
  });

  it("refuses the same code in another case", async () => {
    const before = await codeCount();
    const answer = await create(codeForm({ code: " Eid25 " }));
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual({ code: "The code EID25 is taken." });
    expect(answer.body.values.code).toBe(" Eid25 ");
    expect(await codeCount()).toBe(before);
  });

  it.each<[string, Form, string, string | RegExp]>([
    ["a code of 200 characters", { code: "A".repeat(200) }, "code", /at most 30 letters and digits/],
    ["a code with a dash", { code: "EID-25" }, "code", /letters \(A to Z\) and digits only/],
    ["a code of 2 characters", { code: "E2" }, "code", "A code has at least 3 letters and digits."],
    ["a code with a control character", { code: "EID\u000725" }, "code", CONTROL_MESSAGE],
    ["a code with a line break", { code: "EID\n25" }, "code", CONTROL_MESSAGE],
    ["no kind", { kind: "bogus" }, "kind", /Please choose what the code gives/],
    ["a percent over 100", { value: "101" }, "value", "Please enter the percent off as a whole number from 1 to 100."],
    ["a percent below 1", { value: "0" }, "value", "Please enter the percent off as a whole number from 1 to 100."],
    ["a percent with decimals", { value: "12.5" }, "value", /whole number from 1 to 100/],
    [
      "an amount over the minimum",
      { kind: "amount", value: "25000", minSubtotal: "20000" },
      "value",
      "A fixed reduction cannot be more than the minimum subtotal (PKR 20,000): raise the minimum or lower the amount.",
    ],
    ["an amount without a minimum", { kind: "amount", value: "500", minSubtotal: "" }, "value", /\(PKR 0\)/],
    ["a negative minimum", { minSubtotal: "-5" }, "minSubtotal", /minimum subtotal in whole rupees/],
    [
      "an end before the start",
      { startsAt: "2030-05-01T10:00", endsAt: "2030-04-01T10:00" },
      "endsAt",
      "The end must be after the start.",
    ],
    ["an end already passed", { startsAt: "2019-01-01T10:00", endsAt: "2020-01-01T10:00" }, "endsAt", /already passed/],
    ["a start that is no date", { startsAt: "next week" }, "startsAt", /Please enter the start as a date/],
    ["no category ticked", { scope: "categories" }, "categoryIds", "Please tick at least one category."],
    ["a category that is no id", { scope: "categories", categoryIds: ["x'; drop"] }, "categoryIds", /from the list/],
    ["no product listed", { scope: "products", products: " \n " }, "products", /at least one product/],
    [
      "products text with an escape",
      { scope: "products", products: "noor-walnut-chair\u001b[2J" },
      "products",
      CONTROL_MESSAGE,
    ],
    ["an end with a control character", { endsAt: "2030-01-01T10:00\u0008" }, "endsAt", CONTROL_MESSAGE],
    ["a total uses limit of 0", { usageLimit: "0" }, "usageLimit", /1 or more/],
    ["a per-customer limit that is text", { perCustomerLimit: "two" }, "perCustomerLimit", /1 or more/],
  ])("refuses %s with its message, storing nothing", async (_, extra, field, message) => {
    const [codes, entries] = [await codeCount(), (await discountAudit()).length];
    const answer = await create(codeForm({ code: "BAD1", ...extra }));
    expect(answer.status).toBe(400);
    expect(answer.body.notice).toMatchObject({ tone: "error" });
    expect(answer.body.errors[field]).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    expect(await codeCount()).toBe(codes);
    expect(await discountAudit()).toHaveLength(entries);
  });

  it("never reads a form holding a NUL or a text-direction control (the shop's form reader refuses it whole)", async () => {
    const codes = await codeCount();
    for (const code of ["EID\u202E25", "EID\u000025"]) {
      expect(await create(codeForm({ code }))).toMatchObject({ status: 400 });
    }
    expect(await codeCount()).toBe(codes);
  });

  it("reports every bad field at once", async () => {
    const answer = await create(codeForm({ code: "x", value: "500", usageLimit: "-1", endsAt: "soon" }));
    expect(Object.keys(answer.body.errors).sort()).toEqual(["code", "endsAt", "usageLimit", "value"]);
    // What the database must confirm is said beside the fields' own problems.
    const more = await create(codeForm({ code: "Eid25", value: "500", scope: "products", products: "no-such-sofa" }));
    expect(more.status).toBe(400);
    expect(more.body.errors).toEqual({
      code: "The code EID25 is taken.",
      value: "Please enter the percent off as a whole number from 1 to 100.",
      products: 'No product found at "no-such-sofa": please check its page address or slug.',
    });
  });

  it("names the products it cannot find, and the archived ones, storing nothing", async () => {
    const products = [
      "noor-walnut-chair",
      "https://shop.example/furniture/no-such-sofa?ref=1",
      "/furniture/old-settee",
      "not a slug!",
    ].join("\n");
    const answer = await create(codeForm({ code: "PIECES", scope: "products", products }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors.products).toBe(
      'No product found at "https://shop.example/furniture/no-such-sofa?ref=1", "not a slug!": please check their page addresses or slugs. Old Settee is archived: please take it off the list.',
    );
    expect(await codeRow("PIECES")).toBeUndefined();
  });

  it("keeps the products given by slug or page address, and the ticked categories", async () => {
    const lines = "noor-walnut-chair\r\nhttps://shop.example/furniture/brass-side-table/\n/furniture/noor-walnut-chair";
    expect((await create(codeForm({ code: "PIECES", scope: "products", products: lines }))).status).toBe(303);
    const pieces = (await codeRow("PIECES"))!;
    const chosen = await db().select({ id: products.id, slug: products.slug }).from(products);
    const idOf = (slug: string) => chosen.find((product) => product.slug === slug)!.id;
    expect(pieces.productIds).toEqual([idOf("noor-walnut-chair"), idOf("brass-side-table")]);
    expect(pieces.categoryIds).toEqual([]);

    const rooms = codeForm({ code: "ROOMS", scope: "categories", categoryIds: [livingRoom, bedroom] });
    // A product list left in the hidden field is not kept for a code of categories.
    expect((await create({ ...rooms, products: "noor-walnut-chair" })).status).toBe(303);
    expect(await codeRow("ROOMS")).toMatchObject({
      scope: "categories",
      categoryIds: [livingRoom, bedroom],
      productIds: [],
    });

    const delivery = codeForm({ code: "SHIPFREE", kind: "free_delivery", value: "99", appliesToSaleItems: [] });
    expect((await create(delivery)).status).toBe(303);
    expect(await codeRow("SHIPFREE")).toMatchObject({ kind: "free_delivery", value: 0, appliesToSaleItems: false });
  });
});

describe("a code's page", () => {
  it("saves every field while no order used the code, and records nothing when nothing changed", async () => {
    const row = (await codeRow("EID25"))!;
    const loaded = await page(row.id);
    expect(loaded.body).toMatchObject({ used: false, state: "running" });
    const form = { ...loaded.body.values, intent: "save", form: "full", appliesToSaleItems: "on", value: "15" };
    delete form.categoryIds;
    const saved = await edit(row.id, form);
    expect(saved).toMatchObject({ status: 200, body: { notice: { tone: "success", text: "EID25 saved." } } });
    expect(await codeRow("EID25")).toMatchObject({ value: 15, endsAt: row.endsAt, startsAt: row.startsAt });
    const [entry, ...more] = await discountAudit("discount.updated", row.id);
    expect(more).toEqual([]);
    // The dates shown to the minute and posted back are not a change.
    expect(entry!.changes).toEqual({ value: { before: 10, after: 15 } });

    const again = await edit(row.id, form);
    expect(again.body.notice.text).toBe("Nothing to save: EID25 is as it was.");
    expect(await discountAudit("discount.updated", row.id)).toHaveLength(1);
  });

  it("refuses a rename to a code that is taken", async () => {
    const row = (await codeRow("ROOMS"))!;
    const loaded = await page(row.id);
    const answer = await edit(row.id, { ...loaded.body.values, intent: "save", form: "full", code: "eid25" });
    expect(answer).toMatchObject({ status: 409, body: { errors: { code: "The code EID25 is taken." } } });
    expect(await codeRow("ROOMS")).toBeDefined();
  });

  it("locks all but the end and the total uses limit once an order used the code", async () => {
    const row = (await codeRow("EID25"))!;
    await orderWith(row.id, { subtotal: 100_000, amount: 15_000, deliveryFee: 3_500 });
    await orderWith(row.id, { subtotal: 40_000, amount: 6_000 });
    const loaded = await page(row.id);
    expect(loaded.body).toMatchObject({ used: true, figures: { orders: 2 } });

    // The full form, drawn before the order came in: refused whole.
    const full = await edit(row.id, codeForm({ value: "50" }));
    expect(full.status).toBe(409);
    expect(full.body.errors.form).toMatch(/^EID25 has been used since this page was opened/);
    expect(await codeRow("EID25")).toMatchObject({ value: 15 });

    const locked = { intent: "save", form: "locked", endsAt: loaded.body.values.endsAt };
    const tooLow = await edit(row.id, { ...locked, usageLimit: "1" });
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.errors.usageLimit).toBe(
      "EID25 has been used 2 times: the total uses limit cannot be lower than 2.",
    );
    expect(await codeRow("EID25")).toMatchObject({ usageLimit: null });

    const later = "2031-01-01T00:00";
    // Whatever else a hand-made post carries, only the end and the limit are read.
    const saved = await edit(row.id, { ...locked, endsAt: later, usageLimit: "2", value: "90", code: "HACKED" });
    expect(saved.body.notice.text).toBe("EID25 saved.");
    const stored = (await codeRow("EID25"))!;
    expect(stored).toMatchObject({ usageLimit: 2, value: 15, kind: "percent" });
    expect(stored.endsAt?.toISOString()).toBe("2030-12-31T19:00:00.000Z");
    const entries = await discountAudit("discount.updated", row.id);
    expect(entries.at(-1)!.changes).toEqual({
      endsAt: { before: row.endsAt!.toISOString(), after: "2030-12-31T19:00:00.000Z" },
      usageLimit: { before: null, after: 2 },
    });
  });
});

describe("Pause, Resume and End now", () => {
  it("are safe to repeat: one change and one audit entry each", async () => {
    const row = await insertCode({ code: "RUNME" });
    const press = (intent: string) => edit(row.id, { intent });
    const stateOf = async () => (await page(row.id)).body.state;

    expect((await press("pause")).body.notice.text).toBe("RUNME is paused: checkout refuses it until you resume it.");
    expect((await press("pause")).body.notice.text).toBe("RUNME was already paused.");
    expect(await stateOf()).toBe("paused");
    expect((await press("resume")).body.notice.text).toBe("RUNME is running again.");
    expect((await press("resume")).body.notice.text).toBe("RUNME is not paused: nothing to resume.");
    expect(await stateOf()).toBe("running");
    expect((await press("end")).body.notice.text).toBe("RUNME has ended: checkout no longer takes it.");
    const ended = (await codeRow("RUNME"))!;
    expect((await press("end")).body.notice.text).toBe("RUNME had already ended.");
    expect((await codeRow("RUNME"))!.endsAt).toEqual(ended.endsAt);
    expect(await stateOf()).toBe("ended");
    // An ended code is not paused: a later end date brings it back.
    expect(await press("pause")).toMatchObject({ status: 409 });

    const actions = (await discountAudit(undefined, row.id)).map((entry) => entry.action);
    expect(actions).toEqual(["discount.paused", "discount.resumed", "discount.ended"]);
  });

  it("ends a code that has not started, its start brought to the same moment", async () => {
    const row = await insertCode({ code: "LATER", startsAt: inDays(10), endsAt: inDays(20) });
    expect((await page(row.id)).body.state).toBe("scheduled");
    expect((await edit(row.id, { intent: "end" })).status).toBe(200);
    const ended = (await codeRow("LATER"))!;
    expect(ended.endsAt!.getTime() - ended.startsAt.getTime()).toBe(1);
    expect(ended.endsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await page(row.id)).body.state).toBe("ended");
  });

  it("answers 404 for a code that does not exist", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await edit(id, { intent: "pause" })).toMatchObject({ status: 404 });
    expect(await page(id)).toMatchObject({ status: 404 });
    expect(await page("not-an-id")).toMatchObject({ status: 404 });
  });
});

describe("the list", () => {
  it("shows each code's state, uses, orders, and the revenue and reductions of the orders that hold it", async () => {
    const sold = await insertCode({ code: "SOLD", kind: "amount", value: 5_000, minSubtotal: 20_000, usageLimit: 10 });
    await orderWith(sold.id, { subtotal: 90_000, amount: 5_000, deliveryFee: 3_500, deliveryAmount: 0 });
    await orderWith(sold.id, { subtotal: 30_000, amount: 5_000, cancelled: true });
    await orderWith(sold.id, { subtotal: 50_000, amount: 5_000, isTest: true });
    const soon = await insertCode({ code: "SOON", startsAt: inDays(3) });
    const held = await insertCode({ code: "HELD", pausedAt: new Date() });
    const gone = await insertCode({ code: "GONE", startsAt: inDays(-10), endsAt: inDays(-2) });

    const all = (await list()).body;
    const byCode = Object.fromEntries(all.codes.map((code: { code: string }) => [code.code, code]));
    expect(byCode.SOLD).toMatchObject({
      state: "running",
      usedCount: 2,
      usageLimit: 10,
      orders: 3,
      released: 1,
      // Only the order that holds the code counts: not the cancelled one, not the test order.
      revenue: 90_000 - 5_000 + 3_500,
      reductions: 5_000,
    });
    expect(byCode.EID25).toMatchObject({ orders: 2, revenue: 85_000 + 3_500 + 34_000, reductions: 21_000 });
    expect(byCode.SOON.state).toBe("scheduled");
    expect(byCode.HELD.state).toBe("paused");
    expect(byCode.GONE.state).toBe("ended");
    expect(byCode.RUNME.state).toBe("ended");
    expect(all.counts).toMatchObject({ scheduled: 1, paused: 1, ended: 3, all: all.total });
    expect(all.counts.running).toBe(all.total - 5);

    for (const [state, code] of [
      ["scheduled", soon],
      ["paused", held],
      ["ended", gone],
    ] as const) {
      const tab = (await list(`?status=${state}`)).body;
      expect(tab.codes.map((row: { state: string }) => row.state)).toEqual(tab.codes.map(() => state));
      expect(tab.codes.map((row: { id: string }) => row.id)).toContain(code.id);
    }
  });

  it("comes in pages of 20, newest first", async () => {
    const total = (await list()).body.total as number;
    for (let n = 0; n < 21 - total + 5; n += 1) await insertCode({ code: `PAGE${String(n).padStart(3, "0")}` });
    const first = (await list()).body;
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    expect(first.codes).toHaveLength(20);
    const second = (await list("?page=2")).body;
    expect(second.codes).toHaveLength(first.total - 20);
    expect(second.codes.at(-1).code).toBe("EID25");
  });
});

describe("who may", () => {
  it("sends a customer and a visitor to sign in, for every page and action, storing nothing", async () => {
    const row = (await codeRow("SOON"))!;
    const before = {
      codes: JSON.stringify(await db().select().from(discountCodes)),
      audit: (await discountAudit()).length,
    };
    for (const cookie of [content.customerCookie, undefined]) {
      const params = { id: row.id };
      const answers = [
        await run(listRoute.loader, "/admin/discounts", { cookie }),
        await run(newRoute.loader, "/admin/discounts/new", { cookie }),
        await run(newRoute.action, "/admin/discounts/new", { cookie, form: codeForm({ code: "SNEAKY" }) }),
        await run(editRoute.loader, `/admin/discounts/${row.id}`, { cookie, params }),
        await run(editRoute.action, `/admin/discounts/${row.id}`, { cookie, params, form: { intent: "end" } }),
        await run(editRoute.action, `/admin/discounts/${row.id}`, { cookie, params, form: codeForm({ value: "90" }) }),
      ];
      for (const answer of answers) expect(answer).toMatchObject({ status: 302, location: "/auth" });
    }
    expect(JSON.stringify(await db().select().from(discountCodes))).toBe(before.codes);
    expect(await discountAudit()).toHaveLength(before.audit);
    expect(await db().select().from(discountCodes).where(eq(discountCodes.code, "SNEAKY"))).toEqual([]);
  });
});

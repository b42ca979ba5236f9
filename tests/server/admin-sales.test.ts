import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, categories, products, productVariants, sales } from "~/db/schema";
import { CONTROL_MESSAGE } from "~/modules/discounts/admin-discount-fields";
import { shopDateTimeValue } from "~/modules/discounts/admin-discount-time";
import { overlapSentence } from "~/modules/sales/admin-sale-summary";
import * as editRoute from "~/routes/admin/sale-edit";
import * as newRoute from "~/routes/admin/sale-new";
import * as listRoute from "~/routes/admin/sales";
import { onSharedPagesChanged } from "~/utils/shared-page-changes.server";
import { setupAdminContent } from "../setup/admin-content";
import { inDays, run, type Form } from "../setup/admin-discounts";
import { sofa } from "../setup/variants";

/**
 * The admin's sales (issue 35, item 4), a new sale driven through the route modules as the server
 * runs them: stored with its audit entry, every refusal of a bad one storing nothing (a price the
 * sale would take to zero among them), and the notice of the sales it overlaps. The pages once a
 * sale is sold, its buttons and the list's figures: admin-sales-use.test.ts.
 */
const content = setupAdminContent();
const as = () => ({ cookie: content.adminCookie });

const create = (form: Form) => run(newRoute.action, "/admin/sales/new", { ...as(), form });
const list = (query = "") => run(listRoute.loader, `/admin/sales${query}`, as());
const page = (id: string) => run(editRoute.loader, `/admin/sales/${id}`, { ...as(), params: { id } });

const saleForm = (extra: Form = {}): Form => ({
  intent: "save",
  form: "full",
  name: "Eid Sale",
  kind: "percent",
  value: "25",
  categoryIds: [],
  products: "",
  skus: "",
  startsAt: "",
  endsAt: shopDateTimeValue(inDays(30)),
  ...extra,
});

const saleNamed = async (name: string) => (await db().select().from(sales).where(eq(sales.name, name)))[0];
const saleCount = async () => (await db().select({ n: count() }).from(sales))[0]!.n;
const saleAudit = (action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "sale"), eq(auditLog.action, action)));

async function category(name: string) {
  const [row] = await db()
    .insert(categories)
    .values({ name, slug: `cat-${randomUUID()}` })
    .returning();
  return row!.id;
}

/** A product without options in `categoryId`, and its one variant (the database makes it) with its SKU. */
async function piece(name: string, price: number, categoryId: string | null, archived = false) {
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${randomUUID().slice(0, 8)}`;
  const [row] = await db()
    .insert(products)
    .values({ slug, name, price, categoryId, archivedAt: archived ? new Date() : null })
    .returning();
  const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, row!.id));
  return { id: row!.id, slug, variantId: variant!.id, sku: variant!.sku };
}

describe("a new sale", () => {
  let lounge = "";
  let bench: Awaited<ReturnType<typeof piece>>;
  let couch: Awaited<ReturnType<typeof sofa>>;
  beforeAll(async () => {
    lounge = await category("Lounge");
    bench = await piece("Teak Bench", 40_000, lounge);
    couch = await sofa();
  });

  it("is stored with its pieces and Pakistan dates, audited, and announced to the shared pages", async () => {
    const announced: string[] = [];
    const stop = onSharedPagesChanged((scope) => announced.push(scope));
    const before = Date.now();
    const skus = `${couch.skus.linen3.toLowerCase()}, ${couch.skus.velvet2}\n${couch.skus.linen3}`;
    const answer = await create(
      saleForm({ categoryIds: [lounge], products: bench.slug, skus, endsAt: "2030-03-01T09:30" }),
    );
    stop();
    const row = (await saleNamed("Eid Sale"))!;
    expect(answer).toMatchObject({ status: 303, location: `/admin/sales?created=${row.id}` });
    expect(row).toMatchObject({
      kind: "percent",
      value: 25,
      categoryIds: [lounge],
      productIds: [bench.id],
      variantIds: [couch.variant("linen3").id, couch.variant("velvet2").id],
      pausedAt: null,
    });
    // The start left empty is now; the end typed is 09:30 in Lahore, 04:30 UTC.
    expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.endsAt.toISOString()).toBe("2030-03-01T04:30:00.000Z");
    expect(announced).toEqual(["catalogue"]);
    const [entry, ...more] = await saleAudit("sale.created");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ targetId: row.id, targetLabel: "Eid Sale", actorEmail: "owner@shop.example" });
    expect(entry!.changes).toMatchObject({ name: { before: null, after: "Eid Sale" }, value: { after: 25 } });

    const shown = (await list(`?created=${row.id}`)).body;
    expect(shown.created).toEqual({ name: "Eid Sale", overlaps: [] });
    expect(shown.sales[0]).toMatchObject({ name: "Eid Sale", state: "running", orders: 0, revenue: 0, saving: 0 });
  });

  it.each<[string, Form, string, string | RegExp]>([
    [
      "a name of 81 characters",
      { name: "E".repeat(81) },
      "name",
      "A sale's name has at most 80 characters (this one has 81).",
    ],
    ["no name", { name: "  " }, "name", "Please enter the sale's name, e.g. Eid Sale."],
    ["a name with a control character", { name: "Eid\u0007Sale" }, "name", CONTROL_MESSAGE],
    ["no kind", { kind: "free_delivery" }, "kind", /Please choose what the sale takes off/],
    ["a percent of 0", { value: "0" }, "value", "Please enter the percent off as a whole number from 1 to 90."],
    ["a percent of 91", { value: "91" }, "value", "Please enter the percent off as a whole number from 1 to 90."],
    ["a percent with decimals", { value: "12.5" }, "value", /whole number from 1 to 90/],
    ["an amount of 0", { kind: "amount", value: "0" }, "value", /amount off in whole rupees, 1 or more/],
    [
      "an end before the start",
      { startsAt: "2030-05-01T10:00", endsAt: "2030-04-01T10:00" },
      "endsAt",
      "The end must be after the start.",
    ],
    ["an end already passed", { startsAt: "2019-01-01T10:00", endsAt: "2020-01-01T10:00" }, "endsAt", /already passed/],
    ["no end", { endsAt: "" }, "endsAt", "Please enter the end as a date and a time."],
    ["a start that is no date", { startsAt: "next week" }, "startsAt", /Please enter the start as a date/],
    ["no pieces", { categoryIds: [] }, "pieces", /Please choose what the sale reduces/],
    ["a category that is no id", { categoryIds: ["x'; drop"] }, "categoryIds", "Please tick categories from the list."],
    ["an unknown SKU", { skus: "NOPE-1" }, "skus", "No variant has the SKU NOPE-1."],
    ["an unknown product", { products: "no-such-sofa" }, "products", /No product found at "no-such-sofa"/],
  ])("refuses %s with its message, storing nothing", async (_, extra, field, message) => {
    const [stored, entries] = [await saleCount(), (await saleAudit("sale.created")).length];
    const pieces: Form = field === "pieces" ? {} : { categoryIds: [lounge] };
    const answer = await create(saleForm({ name: "Bad Sale", ...pieces, ...extra }));
    expect(answer.status).toBe(400);
    expect(answer.body.notice).toMatchObject({
      tone: "error",
      text: "The sale was not added: please correct what is marked.",
    });
    expect(answer.body.errors[field]).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
    expect(await saleCount()).toBe(stored);
    expect(await saleAudit("sale.created")).toHaveLength(entries);
  });

  it("refuses an amount that takes a covered piece's price to zero, naming it with its variant", async () => {
    const stored = await saleCount();
    // The sofa's cheapest variant has its own price, PKR 150,000; the others cost more.
    const sofaSale = await create(
      saleForm({ name: "Too Much", kind: "amount", value: "150,000", products: couch.product.slug }),
    );
    expect(sofaSale.status).toBe(400);
    expect(sofaSale.body.errors).toEqual({
      value: "The sale would make the price of Noor Sofa (Linen, 2-seater) zero or less.",
    });
    // A piece without options is named alone; the category's piece and the SKU's are both checked.
    const both = await create(
      saleForm({ name: "Too Much", kind: "amount", value: "200000", categoryIds: [lounge], skus: couch.skus.linen3 }),
    );
    expect(both.body.errors.value).toBe(
      "The sale would make the price of Teak Bench, Noor Sofa (Linen, 3-seater) zero or less.",
    );
    expect(await saleCount()).toBe(stored);
    // Less than the cheapest piece is fine.
    const fine = await create(saleForm({ name: "Just Right", kind: "amount", value: "39999", categoryIds: [lounge] }));
    expect(fine.status).toBe(303);
  });

  it("reports every bad field at once, the catalogue's answers with them", async () => {
    const answer = await create(saleForm({ name: "", value: "95", categoryIds: [lounge], skus: "GHOST-1, GHOST-2" }));
    expect(answer.body.errors).toEqual({
      name: "Please enter the sale's name, e.g. Eid Sale.",
      value: "Please enter the percent off as a whole number from 1 to 90.",
      skus: "No variant has the SKUs GHOST-1, GHOST-2.",
    });
    expect(answer.body.values.skus).toBe("GHOST-1, GHOST-2");
    // A price taken to zero is said beside a field's own problem.
    const zero = await create(saleForm({ name: "", kind: "amount", value: "45000", categoryIds: [lounge] }));
    expect(zero.body.errors).toEqual({
      name: "Please enter the sale's name, e.g. Eid Sale.",
      value: "The sale would make the price of Teak Bench zero or less.",
    });
  });
});

describe("the notice of overlapping sales", () => {
  it("names each other sale running in the same days over the same pieces on sale, with how many", async () => {
    const garden = await category("Garden");
    const [chair, table] = [await piece("Cane Chair", 30_000, garden), await piece("Cane Table", 50_000, garden)];
    await piece("Old Swing", 20_000, garden, true);
    const couch = await sofa();
    const at = (day: string) => new Date(`${day}T00:00:00+05:00`);
    const other = (name: string, extra: Partial<typeof sales.$inferInsert> = {}) =>
      db()
        .insert(sales)
        .values({
          name,
          kind: "percent",
          value: 10,
          categoryIds: [garden],
          productIds: [couch.product.id],
          startsAt: at("2030-12-01"),
          endsAt: at("2030-12-10"),
          ...extra,
        });
    await other("Winter Sale");
    await other("Paused Sale", { pausedAt: new Date() });
    await other("Ended Sale", { startsAt: inDays(-10), endsAt: inDays(-1) });
    await other("Later Sale", { startsAt: at("2031-01-01"), endsAt: at("2031-01-10") });
    await other("Elsewhere Sale", { categoryIds: [], productIds: [(await piece("Lamp", 9_000, null)).id] });

    // The two garden pieces on sale (not the archived swing) and two of the sofa's four variants.
    const skus = `${couch.skus.linen3}\n${couch.skus.velvet3}`;
    const form = saleForm({ name: "Garden Days", products: `${chair.slug}\n${table.slug}`, skus });
    const answer = await create({ ...form, startsAt: "2030-12-05T10:00", endsAt: "2030-12-20T10:00" });
    expect(answer.status).toBe(303);
    const id = (await saleNamed("Garden Days"))!.id;
    const { overlaps } = (await list(`?created=${id}`)).body.created;
    expect(overlaps).toEqual([expect.objectContaining({ name: "Winter Sale", pieces: 4 })]);
    expect(overlapSentence(overlaps[0])).toBe(
      "Overlaps with “Winter Sale” (Dec 01, 2030 – Dec 10, 2030) on 4 pieces: each piece gets the lower of the two prices.",
    );
    // The sale's page says the same, for as long as it holds.
    expect((await page(id)).body.overlaps).toEqual(overlaps);
  });
});

describe("who may", () => {
  it("sends a customer and a visitor to sign in, for the list and the new sale, storing nothing", async () => {
    const lounge = await category("Hall");
    const stored = await saleCount();
    for (const cookie of [content.customerCookie, undefined]) {
      const answers = [
        await run(listRoute.loader, "/admin/sales", { cookie }),
        await run(newRoute.loader, "/admin/sales/new", { cookie }),
        await run(newRoute.action, "/admin/sales/new", { cookie, form: saleForm({ categoryIds: [lounge] }) }),
      ];
      for (const answer of answers) expect(answer).toMatchObject({ status: 302, location: "/auth" });
    }
    expect(await saleCount()).toBe(stored);
  });
});

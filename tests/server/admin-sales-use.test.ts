import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, orderItems, sales } from "~/db/schema";
import { shopDateTimeValue } from "~/modules/discounts/admin-discount-time";
import * as editRoute from "~/routes/admin/sale-edit";
import * as listRoute from "~/routes/admin/sales";
import { onSharedPagesChanged } from "~/utils/shared-page-changes.server";
import { setupAdminContent } from "../setup/admin-content";
import { inDays, insertCode, orderWith, run, type Form } from "../setup/admin-discounts";

/**
 * The admin's sales once they run (issue 35, item 4): a sold sale's page locked to its end, Pause /
 * Resume / End now with their audit entries, the list's states and its figures (orders, revenue,
 * the buyers' saving), and the guard of a sale's page. A new sale and its refusals: admin-sales.test.ts.
 */
const content = setupAdminContent();
const as = () => ({ cookie: content.adminCookie });

const edit = (id: string, form: Form) => run(editRoute.action, `/admin/sales/${id}`, { ...as(), form, params: { id } });
const page = (id: string) => run(editRoute.loader, `/admin/sales/${id}`, { ...as(), params: { id } });
const list = (query = "") => run(listRoute.loader, `/admin/sales${query}`, as());

/** A sale straight into the table: 10% off one category (no such category is needed to count orders). */
async function insertSale(name: string, extra: Partial<typeof sales.$inferInsert> = {}) {
  const [row] = await db()
    .insert(sales)
    .values({
      name,
      kind: "percent",
      value: 10,
      categoryIds: ["00000000-0000-4000-8000-00000000000a"],
      startsAt: inDays(-1),
      endsAt: inDays(30),
      ...extra,
    })
    .returning();
  return row!;
}

const saleRow = async (id: string) => (await db().select().from(sales).where(eq(sales.id, id)))[0]!;
const saleAudit = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "sale"), eq(auditLog.targetId, id)))
    .orderBy(auditLog.id);

interface Line {
  saleId?: string;
  unitPrice: number;
  regular?: number;
  quantity?: number;
}

let orderNo = 0;
/** An order (as checkout writes one, through the codes' test helper) with these lines, each sold under its sale or not. */
async function orderOf(lines: Line[], status: { cancelled?: boolean; isTest?: boolean } = {}) {
  const code = await insertCode({ code: `SALEORDER${++orderNo}` });
  const orderId = await orderWith(code.id, { subtotal: 100_000, amount: 0, ...status });
  await db()
    .insert(orderItems)
    .values(
      lines.map(({ saleId, unitPrice, regular, quantity = 1 }) => ({
        orderId,
        productName: "Cane Chair",
        quantity,
        unitPrice,
        totalPrice: unitPrice * quantity,
        regularUnitPrice: saleId ? regular : null,
        saleId: saleId ?? null,
      })),
    );
}

describe("a sold sale's page", () => {
  it("changes only its end once an order holds a piece it reduced, and says why", async () => {
    const sale = await insertSale("Eid Sale", { endsAt: inDays(20) });
    const form = (extra: Form) => ({
      intent: "save",
      form: "full",
      name: "Eid Sale",
      kind: "percent",
      value: "10",
      categoryIds: sale.categoryIds,
      products: "",
      skus: "",
      startsAt: shopDateTimeValue(sale.startsAt),
      endsAt: shopDateTimeValue(sale.endsAt),
      ...extra,
    });
    expect((await page(sale.id)).body.used).toBe(false);
    await orderOf([{ saleId: sale.id, unitPrice: 27_000, regular: 30_000 }]);
    const loaded = (await page(sale.id)).body;
    expect(loaded).toMatchObject({ used: true, categories: [], figures: { orders: 1 } });

    // The full form, drawn before the order came in: refused whole.
    const full = await edit(sale.id, form({ value: "50" }));
    expect(full.status).toBe(409);
    expect(full.body.errors.form).toBe(
      "“Eid Sale” has been sold since this page was opened: only its end can change now. Nothing was saved.",
    );

    const locked = { intent: "save", form: "locked" };
    // After its start (yesterday) but gone: ending now is End now's.
    const past = await edit(sale.id, { ...locked, endsAt: shopDateTimeValue(inDays(-0.5)) });
    expect(past.body.errors).toEqual({ endsAt: "This end has already passed: please choose a later one." });
    // Whatever else a hand-made post carries, only the end is read.
    const saved = await edit(sale.id, { ...locked, endsAt: "2031-01-01T00:00", name: "HACKED", value: "90" });
    expect(saved.body.notice).toMatchObject({ tone: "success", text: "“Eid Sale” saved." });
    const stored = await saleRow(sale.id);
    expect(stored).toMatchObject({ name: "Eid Sale", value: 10, startsAt: sale.startsAt });
    expect(stored.endsAt.toISOString()).toBe("2030-12-31T19:00:00.000Z");
    const entries = await saleAudit(sale.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["sale.updated", { endsAt: { before: sale.endsAt.toISOString(), after: "2030-12-31T19:00:00.000Z" } }],
    ]);
    const again = await edit(sale.id, { ...locked, endsAt: "2031-01-01T00:00" });
    expect(again.body.notice.text).toBe("Nothing to save: “Eid Sale” is as it was.");
    expect(await saleAudit(sale.id)).toHaveLength(1);
  });
});

describe("Pause, Resume and End now", () => {
  it("each change once, with an audit entry, and announce it to the shared pages", async () => {
    const sale = await insertSale("Summer Sale");
    const press = async (intent: string) => (await edit(sale.id, { intent })).body.notice.text;
    const announced: string[] = [];
    const stop = onSharedPagesChanged((scope) => announced.push(scope));

    expect(await press("pause")).toBe(
      "“Summer Sale” is paused: its pieces are back at their regular prices until you resume it.",
    );
    expect(await press("pause")).toBe("“Summer Sale” was already paused.");
    expect((await page(sale.id)).body.state).toBe("paused");
    expect(await press("resume")).toBe("“Summer Sale” is running again.");
    expect(await press("resume")).toBe("“Summer Sale” is not paused: nothing to resume.");
    expect(await press("end")).toBe("“Summer Sale” has ended: its pieces are back at their regular prices.");
    stop();
    const ended = await saleRow(sale.id);
    expect(ended.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await page(sale.id)).body.state).toBe("ended");

    // An ended sale is refused: not ended again, not paused (a later end brings it back).
    const endAgain = await edit(sale.id, { intent: "end" });
    expect(endAgain).toMatchObject({ status: 409, body: { notice: { text: "“Summer Sale” had already ended." } } });
    expect(await edit(sale.id, { intent: "pause" })).toMatchObject({ status: 409 });
    expect((await saleRow(sale.id)).endsAt).toEqual(ended.endsAt);

    expect((await saleAudit(sale.id)).map((entry) => entry.action)).toEqual([
      "sale.paused",
      "sale.resumed",
      "sale.ended",
    ]);
    expect(announced).toEqual(["catalogue", "catalogue", "catalogue"]);
  });

  it("ends a sale not started yet, its start brought to the same moment", async () => {
    const sale = await insertSale("Later Sale", { startsAt: inDays(10), endsAt: inDays(20) });
    expect((await page(sale.id)).body.state).toBe("scheduled");
    expect((await edit(sale.id, { intent: "end" })).status).toBe(200);
    const ended = await saleRow(sale.id);
    expect(ended.endsAt.getTime() - ended.startsAt.getTime()).toBe(1);
    expect((await page(sale.id)).body.state).toBe("ended");
  });

  it("answers 404 for a sale that does not exist", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(await edit(id, { intent: "pause" })).toMatchObject({ status: 404 });
    expect(await page(id)).toMatchObject({ status: 404 });
    expect(await page("not-an-id")).toMatchObject({ status: 404 });
  });
});

describe("the list", () => {
  it("shows each sale's state, and the orders, revenue and saving of the orders that hold it", async () => {
    const sold = await insertSale("Sold Sale", { kind: "amount", value: 3_000 });
    const rival = await insertSale("Rival Sale");
    await orderOf([
      { saleId: sold.id, unitPrice: 27_000, regular: 30_000, quantity: 2 },
      { saleId: sold.id, unitPrice: 7_000, regular: 10_000 },
      { saleId: rival.id, unitPrice: 9_000, regular: 10_000 },
      { unitPrice: 12_000 },
    ]);
    await orderOf([{ saleId: sold.id, unitPrice: 47_000, regular: 50_000 }]);
    // Neither a cancelled order nor a test order counts.
    await orderOf([{ saleId: sold.id, unitPrice: 27_000, regular: 30_000 }], { cancelled: true });
    await orderOf([{ saleId: sold.id, unitPrice: 27_000, regular: 30_000 }], { isTest: true });
    const soon = await insertSale("Soon Sale", { startsAt: inDays(3) });
    const held = await insertSale("Held Sale", { pausedAt: new Date() });
    const gone = await insertSale("Gone Sale", { startsAt: inDays(-10), endsAt: inDays(-2) });

    const all = (await list()).body;
    const byName = Object.fromEntries(all.sales.map((sale: { name: string }) => [sale.name, sale]));
    expect(byName["Sold Sale"]).toMatchObject({
      state: "running",
      orders: 2,
      revenue: 2 * 27_000 + 7_000 + 47_000,
      saving: 2 * 3_000 + 3_000 + 3_000,
    });
    expect(byName["Rival Sale"]).toMatchObject({ orders: 1, revenue: 9_000, saving: 1_000 });
    expect(byName["Soon Sale"]).toMatchObject({ state: "scheduled", orders: 0, revenue: 0, saving: 0 });
    expect(byName["Held Sale"].state).toBe("paused");
    expect(byName["Gone Sale"].state).toBe("ended");
    expect(all.counts).toMatchObject({ scheduled: 1, paused: 1, all: all.total });
    expect(all.counts.running + all.counts.ended).toBe(all.total - 2);

    for (const [state, sale] of [
      ["scheduled", soon],
      ["paused", held],
      ["ended", gone],
    ] as const) {
      const tab = (await list(`?status=${state}`)).body;
      expect(tab.sales.map((row: { state: string }) => row.state)).toEqual(tab.sales.map(() => state));
      expect(tab.sales.map((row: { id: string }) => row.id)).toContain(sale.id);
    }
  });
});

describe("who may", () => {
  it("sends a customer and a visitor to sign in from a sale's page and its buttons, changing nothing", async () => {
    const sale = await insertSale("Guarded Sale");
    for (const cookie of [content.customerCookie, undefined]) {
      const params = { id: sale.id };
      const path = `/admin/sales/${sale.id}`;
      const answers = [
        await run(editRoute.loader, path, { cookie, params }),
        await run(editRoute.action, path, { cookie, params, form: { intent: "end" } }),
        await run(editRoute.action, path, {
          cookie,
          params,
          form: { intent: "save", form: "locked", endsAt: "2031-01-01T00:00" },
        }),
      ];
      for (const answer of answers) expect(answer).toMatchObject({ status: 302, location: "/auth" });
    }
    expect(await saleRow(sale.id)).toEqual(sale);
    expect(await saleAudit(sale.id)).toEqual([]);
  });
});

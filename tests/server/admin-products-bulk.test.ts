import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, products } from "~/db/schema";
import { productRow, setupAdminProducts } from "../setup/admin-products";
import { listPage, onList, type Pairs } from "../setup/admin-products-csv";

// The product list's bulk actions: activate, deactivate, and a price change by percent with its preview.

const { cookies, addOk, validForm } = setupAdminProducts();
const ids = { sofa: "", chair: "", lamp: "" };

beforeAll(async () => {
  ids.sofa = (await addOk(validForm({ name: "Bulk Sofa", price: "45000" }))).id;
  ids.chair = (await addOk(validForm({ name: "Bulk Chair", price: "12345" }))).id;
  ids.lamp = (await addOk(validForm({ name: "Bulk Lamp", price: "999" }))).id;
});

const prices = async () =>
  Object.fromEntries(
    (await db().select({ id: products.id, price: products.price }).from(products)).map((row) => [row.id, row.price]),
  );

/** The loader's preview for ?bulk=price, as the list's GET form asks for it. */
async function pricePreview(percent: string, selected: string[]) {
  const query = new URLSearchParams([["bulk", "price"], ["percent", percent], ...selected.map((id) => ["ids", id])]);
  return (await listPage(`/admin/products?${query}`, cookies.admin)).pricePreview;
}

/** The preview's confirmation form, as it posts. */
function confirmPairs(percent: number, changes: { id: string; from: number; to: number }[]): Pairs {
  return [
    ["intent", "bulk-price"],
    ["percent", String(percent)],
    ...changes.flatMap((change): Pairs => [
      ["ids", change.id],
      [`from-${change.id}`, String(change.from)],
      [`to-${change.id}`, String(change.to)],
    ]),
  ];
}

describe("bulk price change by percent", () => {
  it("previews each selected product's old and new price in whole rupees, and applies exactly those once", async () => {
    const preview = await pricePreview("+10", [ids.sofa, ids.chair]);
    expect(preview).toEqual({
      percent: 10,
      changes: [
        { id: ids.chair, name: "Bulk Chair", from: 12345, to: 13580 },
        { id: ids.sofa, name: "Bulk Sofa", from: 45000, to: 49500 },
      ],
    });
    const changes = "changes" in preview! ? preview.changes : [];
    const first = await onList(cookies.admin, confirmPairs(10, changes));
    expect(first.status).toBe(200);
    expect(first.body.notice.text).toBe("New prices saved for 2 products.");
    expect(await prices()).toMatchObject({ [ids.sofa]: 49500, [ids.chair]: 13580, [ids.lamp]: 999 });

    // The same post again (a double click, a retry): nothing applies twice.
    const second = await onList(cookies.admin, confirmPairs(10, changes));
    expect(second.status).toBe(200);
    expect(second.body.notice.text).toBe("These new prices were already saved: nothing changed.");
    expect(await prices()).toMatchObject({ [ids.sofa]: 49500, [ids.chair]: 13580, [ids.lamp]: 999 });

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.bulk-price"))
      .orderBy(desc(auditLog.at));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({
      percent: 10,
      count: 2,
      products: expect.arrayContaining([
        { id: ids.sofa, name: "Bulk Sofa", before: 45000, after: 49500 },
        { id: ids.chair, name: "Bulk Chair", before: 12345, after: 13580 },
      ]),
    });
  });

  it("rounds a cut to the nearest rupee and never below 0", async () => {
    const preview = await pricePreview("-90", [ids.lamp]);
    expect(preview).toEqual({ percent: -90, changes: [{ id: ids.lamp, name: "Bulk Lamp", from: 999, to: 100 }] });
  });

  it("refuses a percent out of range, prices that do not follow it, or prices changed since the preview", async () => {
    const before = await prices();
    expect(await pricePreview("600", [ids.lamp])).toEqual({ error: expect.stringMatching(/from -90 to \+500/) });
    for (const percent of [0, 501, -91]) {
      const answer = await onList(cookies.admin, confirmPairs(percent, [{ id: ids.lamp, from: 999, to: 999 }]));
      expect(answer.status, String(percent)).toBe(400);
    }
    // A made-up target price is refused: the server recomputes it from the percent.
    const forged = await onList(cookies.admin, confirmPairs(10, [{ id: ids.lamp, from: 999, to: 1 }]));
    expect(forged.status).toBe(400);
    expect(forged.body.notice.text).toMatch(/do not follow the percent/);
    // A preview made before the lamp's price was 999 (stale): nothing saved.
    const stale = await onList(cookies.admin, confirmPairs(10, [{ id: ids.lamp, from: 900, to: 990 }]));
    expect(stale.status).toBe(409);
    const none = await onList(cookies.admin, [
      ["intent", "bulk-price"],
      ["percent", "10"],
    ]);
    expect(none.status).toBe(400);
    expect(await prices()).toEqual(before);
  });
});

describe("bulk activate and deactivate", () => {
  it("changes only the ticked products, in one audited step, and a second post changes nothing", async () => {
    const off = await onList(cookies.admin, [
      ["intent", "bulk-deactivate"],
      ["ids", ids.sofa],
      ["ids", ids.lamp],
    ]);
    expect(off.status).toBe(200);
    expect(off.body.notice.text).toBe("2 products deactivated.");
    const states = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: products.id, isActive: products.isActive })
            .from(products)
            .where(inArray(products.id, Object.values(ids)))
        ).map((row) => [row.id, row.isActive]),
      );
    expect(await states()).toEqual({ [ids.sofa]: false, [ids.chair]: true, [ids.lamp]: false });
    const again = await onList(cookies.admin, [
      ["intent", "bulk-deactivate"],
      ["ids", ids.sofa],
    ]);
    expect(again.body.notice.text).toBe("Nothing to change: the selection was already deactivated.");

    const on = await onList(cookies.admin, [
      ["intent", "bulk-activate"],
      ["ids", ids.sofa],
      ["ids", ids.chair],
    ]);
    expect(on.body.notice.text).toBe("1 product activated.");
    expect(await states()).toEqual({ [ids.sofa]: true, [ids.chair]: true, [ids.lamp]: false });

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "product.bulk-status"))
      .orderBy(auditLog.at);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { active: false, count: 2, ids: expect.arrayContaining([ids.sofa, ids.lamp]) },
      { active: true, count: 1, ids: [ids.sofa] },
    ]);
  });

  it("refuses a post without a valid selection", async () => {
    for (const pairs of [
      [["intent", "bulk-activate"]],
      [
        ["intent", "bulk-activate"],
        ["ids", "not-a-uuid"],
      ],
    ] as Pairs[]) {
      const answer = await onList(cookies.admin, pairs);
      expect(answer.status).toBe(400);
      expect(answer.body.notice.text).toMatch(/Select at least one product/);
    }
  });
});

describe("a customer", () => {
  it("is refused every bulk action and the preview, and nothing changes", async () => {
    const before = await prices();
    const lamp = await productRow(ids.lamp);
    for (const pairs of [
      [
        ["intent", "bulk-activate"],
        ["ids", ids.lamp],
      ],
      [
        ["intent", "bulk-deactivate"],
        ["ids", ids.sofa],
      ],
      confirmPairs(10, [{ id: ids.lamp, from: lamp!.price, to: Math.round(lamp!.price * 1.1) }]),
    ] as Pairs[]) {
      const answer = (await onList(cookies.customer, pairs)) as unknown as { status: number; response?: Response };
      expect(answer.status).toBe(302);
      expect(answer.response!.headers.get("Location")).toBe("/auth");
    }
    await expect(listPage(`/admin/products?bulk=price&percent=10&ids=${ids.lamp}`, cookies.customer)).rejects.toSatisfy(
      (error) => error instanceof Response && error.status === 302,
    );
    expect(await prices()).toEqual(before);
    expect((await productRow(ids.lamp))!.isActive).toBe(false);
  });
});

// Issue 36, item 1: returns and warranty as data. A product takes its own terms, else its
// category's, else the shop's; the admin edits them (audited, checked whole); an order's lines
// keep the terms they were bought under, and a piece made for the buyer returns for a defect only.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { afterSaleTerms, auditLog, categories, orderItems, productVariants, products } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart } from "~/modules/cart/cart.server";
import { productTerms, shopTerms, termsOverview } from "~/modules/terms/after-sale-terms.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import type { InvoiceData } from "~/modules/orders/order-documents.server";
import * as invoiceRoute from "~/routes/admin/order-invoice";
import * as termsRoute from "~/routes/admin/terms";
import * as productRoute from "~/routes/storefront/furniture-item";
import * as returnsRoute from "~/routes/storefront/info/returns";
import * as warrantyRoute from "~/routes/storefront/info/warranty";
import { formatShopDate, shopCalendar } from "~/utils/shop-time";
import { thrownResponse } from "../setup/accounts";
import { auditEntries, TEST_ADMIN } from "../setup/audit";
import { type Handler, postForm, setupAdminContent } from "../setup/admin-content";
import { checkoutInput, expectOk, makeCustomer, makeProduct, placeAsShown, SHOP_ORIGIN } from "../setup/orders";

const content = setupAdminContent();
const action = termsRoute.action as Handler;
const save = (intent: string, form: Record<string, string>) =>
  content.post(action, "/admin/terms", { intent, ...form });

/** The migration's terms of the shop (drizzle/0034). */
const SHOP_WARRANTY = [
  { part: "frame", years: 5 },
  { part: "finish", years: 5 },
  { part: "mechanisms", years: 2 },
  { part: "upholstery", years: 2 },
];

async function makeCategory() {
  const slug = `terms-${randomUUID().slice(0, 8)}`;
  const [row] = await db()
    .insert(categories)
    .values({ name: `Room ${slug}`, slug })
    .returning();
  return row!;
}

async function productIn(categoryId: string | null, price = 20_000) {
  const product = await makeProduct({ price, stock: 20 });
  await db().update(products).set({ categoryId }).where(eq(products.id, product.id));
  return product;
}

const snapshot = async () => ({
  terms: await db().select().from(afterSaleTerms).orderBy(afterSaleTerms.id),
  audit: await db().select().from(auditLog).where(eq(auditLog.action, "terms.updated")),
});

async function orderOne(productId: string) {
  const user = await makeCustomer();
  expect(await addToCart(userOwner(user), productId, 1)).toMatchObject({ ok: true });
  const { order } = expectOk(await placeAsShown(user, checkoutInput()));
  const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, line: line! };
}

describe("the terms a product is sold under", () => {
  it("are its own, else its category's, else the shop's, field by field", async () => {
    expect(await shopTerms()).toEqual({ returnDays: 30, warranty: SHOP_WARRANTY });
    const room = await makeCategory();
    const loose = await productIn(null);
    const inRoom = await productIn(room.id);
    const upholstered = await productIn(room.id);
    expect(await productTerms(loose.id)).toEqual({ returnDays: 30, warranty: SHOP_WARRANTY });

    const lifetime = [{ part: "solid-wood", years: "lifetime" }];
    expect(
      await save(`terms:category:${room.id}`, { returnDays: "inherit", "warranty-solid-wood": "lifetime" }),
    ).toMatchObject({ status: 200, body: { notice: { tone: "success" } } });
    expect(await save(`terms:product:${upholstered.id}`, { returnDays: "14", warrantyInherit: "yes" })).toMatchObject({
      status: 200,
    });
    expect(await productTerms(inRoom.id)).toEqual({ returnDays: 30, warranty: lifetime });
    expect(await productTerms(upholstered.id)).toEqual({ returnDays: 14, warranty: lifetime });
    expect(await productTerms(loose.id)).toEqual({ returnDays: 30, warranty: SHOP_WARRANTY });

    const overview = await termsOverview();
    expect(overview.categories.find((category) => category.id === room.id)).toMatchObject({
      returnDays: null,
      warranty: lifetime,
    });
    expect(overview.products.map((product) => product.id)).toContain(upholstered.id);
  });
});

describe("the admin's Returns & Warranty page", () => {
  it("saves a category's terms with one audit entry; the same form again records nothing; 'same as' removes them", async () => {
    const room = await makeCategory();
    const intent = `terms:category:${room.id}`;
    const form = { returnDays: "7", "warranty-frame": "10", "warranty-upholstery": "1" };
    const first = await save(intent, form);
    expect(first.body.notice).toMatchObject({ tone: "success", text: `Returns and warranty saved for ${room.name}.` });
    const again = await save(intent, form);
    expect(again.status).toBe(200);
    const [row] = await db().select().from(afterSaleTerms).where(eq(afterSaleTerms.categoryId, room.id));
    expect(row).toMatchObject({
      scope: "category",
      returnDays: 7,
      warranty: [
        { part: "frame", years: 10 },
        { part: "upholstery", years: 1 },
      ],
    });
    let entries = (await auditEntries("terms.updated")).filter((entry) => entry.targetId === room.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "owner@shop.example",
      targetType: "category",
      targetLabel: room.name,
      changes: { returnDays: { before: null, after: 7 } },
    });

    await save(intent, { returnDays: "inherit", warrantyInherit: "yes" });
    expect(await db().select().from(afterSaleTerms).where(eq(afterSaleTerms.categoryId, room.id))).toEqual([]);
    entries = (await auditEntries("terms.updated")).filter((entry) => entry.targetId === room.id);
    expect(entries).toHaveLength(2);
  });

  it("refuses figures out of range, unknown targets and the shop inheriting, and stores nothing", async () => {
    const room = await makeCategory();
    const archived = await productIn(room.id);
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, archived.id));
    const before = await snapshot();
    const fieldCases: [string, Record<string, string>, Record<string, string>][] = [
      [`terms:category:${room.id}`, { returnDays: "91" }, { returnDays: "Choose a return window from 0 to 90 days." }],
      [`terms:category:${room.id}`, { returnDays: "-1" }, { returnDays: "Choose a return window from 0 to 90 days." }],
      [`terms:category:${room.id}`, { returnDays: "" }, { returnDays: "Choose a return window from 0 to 90 days." }],
      ["terms:shop", { returnDays: "inherit" }, { returnDays: "Choose a return window from 0 to 90 days." }],
      [
        "terms:shop",
        { returnDays: "30", "warranty-frame": "26", "warranty-finish": "forever", "warranty-upholstery": "0" },
        {
          "warranty-frame": "Choose 1 to 25 years, lifetime or none.",
          "warranty-finish": "Choose 1 to 25 years, lifetime or none.",
          "warranty-upholstery": "Choose 1 to 25 years, lifetime or none.",
        },
      ],
    ];
    for (const [intent, form, errors] of fieldCases) {
      const result = await save(intent, form);
      expect(result.status, JSON.stringify(form)).toBe(400);
      expect(result.body.errors).toEqual(errors);
    }
    for (const [intent, status] of [
      ["terms:category:not-an-id", 400],
      ["terms:shop:extra", 400],
      ["terms:room:" + room.id, 400],
      [`terms:category:${randomUUID()}`, 404],
      [`terms:product:${archived.id}`, 404],
    ] as const) {
      const result = await save(intent, { returnDays: "30" });
      expect(result.status, intent).toBe(status);
      expect(result.body.notice).toMatchObject({ tone: "error" });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("sends a customer and a visitor to the sign-in page, changing nothing", async () => {
    const before = await snapshot();
    for (const cookie of [content.customerCookie, undefined]) {
      const response = await thrownResponse(() =>
        postForm(action, "/admin/terms", { cookie, form: { intent: "terms:shop", returnDays: "90" } }),
      );
      expect([response.status, response.headers.get("Location")]).toEqual([302, "/auth"]);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("an order's lines", () => {
  it("keep the terms they were bought under when the owner changes them", async () => {
    const room = await makeCategory();
    const sofa = await productIn(room.id);
    await save(`terms:product:${sofa.id}`, { returnDays: "14", "warranty-frame": "5" });
    const { line } = await orderOne(sofa.id);
    expect(line).toMatchObject({ returnDays: 14, warranty: [{ part: "frame", years: 5 }] });

    await save(`terms:product:${sofa.id}`, { returnDays: "3", "warranty-frame": "1" });
    const [kept] = await db().select().from(orderItems).where(eq(orderItems.id, line.id));
    expect(kept).toMatchObject({ returnDays: 14, warranty: [{ part: "frame", years: 5 }] });
    const { line: later } = await orderOne(sofa.id);
    expect(later).toMatchObject({ returnDays: 3, warranty: [{ part: "frame", years: 1 }] });
  });

  it("take the catalogue's terms whatever the writer sends, and a piece made for the buyer returns for a defect only", async () => {
    const table = await productIn(null);
    const { order, line } = await orderOne(table.id);
    expect(line.returnDays).toBe(30);
    // A made-to-order variant, and a quoted custom line (no product): defects only, with the warranty.
    const madeToOrder = await productIn(null);
    await db()
      .update(productVariants)
      .set({ madeToOrder: true, leadTimeWeeks: 6, stock: 0 })
      .where(eq(productVariants.id, madeToOrder.variantId));
    const written = await db()
      .insert(orderItems)
      .values([
        {
          orderId: order.id,
          productId: madeToOrder.id,
          variantId: madeToOrder.variantId,
          productName: madeToOrder.name,
          quantity: 1,
          unitPrice: 20_000,
          totalPrice: 20_000,
          returnDays: 90,
        },
        { orderId: order.id, productName: "Custom bed", quantity: 1, unitPrice: 90_000, totalPrice: 90_000 },
      ])
      .returning();
    expect(written.map((row) => [row.returnDays, row.warranty])).toEqual([
      [0, SHOP_WARRANTY],
      [0, SHOP_WARRANTY],
    ]);
  });
});

describe("the invoice", () => {
  it("prints each line's terms, and their dates from the delivery day once delivered", async () => {
    const sofa = await productIn(null);
    await save(`terms:product:${sofa.id}`, {
      returnDays: "14",
      "warranty-frame": "5",
      "warranty-solid-wood": "lifetime",
    });
    const { order } = await orderOne(sofa.id);
    const invoice = async () =>
      (await content.load(invoiceRoute.loader as Handler, `/admin/orders/${order.id}/invoice`, { orderId: order.id }))
        .lines as InvoiceData["lines"];
    expect((await invoice())[0]!.terms).toBe(
      "14-day returns from delivery · Warranty from delivery: solid-wood structure lifetime, frames & joinery 5 years",
    );

    await db().update(orders).set({ status: "ready_for_delivery" }).where(eq(orders.id, order.id));
    const admin = { kind: "admin" as const, by: TEST_ADMIN };
    expect(await changeOrderStatus(order.id, "delivered", admin, SHOP_ORIGIN)).toMatchObject({ ok: true });
    // Counted on Pakistan's calendar from today, the day it was marked delivered.
    const today = shopCalendar(new Date()).date;
    const plus = (days: number, years = 0) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCFullYear(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate() + days);
      return formatShopDate(date.toISOString().slice(0, 10));
    };
    expect((await invoice())[0]!.terms).toBe(
      `Returns until ${plus(14)} · Warranty: solid-wood structure for life, frames & joinery until ${plus(0, 5)}`,
    );
  });
});

describe("the pages that promise", () => {
  it("/returns, /warranty and the product page say what the terms say", async () => {
    const room = await makeCategory();
    const chair = await productIn(room.id);
    await save(`terms:category:${room.id}`, { returnDays: "21", "warranty-upholstery": "3" });
    const returns = (await returnsRoute.loader()) as Awaited<ReturnType<typeof returnsRoute.loader>>;
    expect(returns.windows.find((window) => window.days === 21)).toMatchObject({ period: "21 days", title: room.name });
    const warranty = (await warrantyRoute.loader()) as Awaited<ReturnType<typeof warrantyRoute.loader>>;
    expect(warranty.tiers.find((tier) => tier.term === "3 Years")?.parts).toMatchObject([
      { part: "upholstery", categories: [room.name] },
    ]);
    const page = await content.load(productRoute.loader as Handler, `/furniture/${chair.slug}`, { handle: chair.slug });
    expect(page.afterSale).toBe("21-day returns · 3-year upholstery warranty");
  });
});

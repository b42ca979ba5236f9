import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { formFromSettings } from "~/modules/admin/settings-form";
import { loadAnalytics } from "~/modules/admin/analytics.server";
import type { ShopOpeningAnswer } from "~/modules/admin/shop-opening-action.server";
import { addToCart } from "~/modules/cart/cart.server";
import { bestSellerIds } from "~/modules/orders/best-sellers.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { loader as rootLoader } from "~/root";
import * as settingsRoute from "~/routes/admin/settings";
import * as invoiceRoute from "~/routes/admin/order-invoice";
import * as setupRoute from "~/routes/admin/setup";
import { type Handler, setupAdminContent } from "../setup/admin-content";
import { auditEntries } from "../setup/audit";
import { checkoutInput, expectOk, makeCustomer, makeProduct, placeAsShown, stockOf } from "../setup/orders";

/**
 * Issue 33, part 7: a fresh install is a preview whose orders are test orders; the owner opens
 * the shop from the setup checklist once no contact or bank detail is the demo's placeholder.
 * Driven through the route modules as the server runs them, as the signed-in admin.
 */
const { post, load } = setupAdminContent();

const OWN_DETAILS = {
  phone: "+92 42 3571 2345",
  whatsapp: "+92 321 4567890",
  "emails.general": "hello@shahkaar.pk",
  "emails.sales": "sales@shahkaar.pk",
  "emails.support": "care@shahkaar.pk",
  "address.line1": "12 MM Alam Road, Gulberg III",
  "bank.bankName": "Meezan Bank",
  "bank.accountNumber": "0211-0105123456",
  "bank.iban": "PK36MEZN0002110105123456",
};

async function open(extra: Record<string, string> = {}) {
  const result = await post(setupRoute.action as Handler, "/admin/setup", { intent: "open", ...extra });
  return result as unknown as { status: number; body: ShopOpeningAnswer };
}

async function saveSettings(changes: Record<string, string>) {
  const form = formFromSettings(await getShopSettings());
  const result = await post(settingsRoute.action as Handler, "/admin/settings", {
    ...form,
    intent: "save",
    ...changes,
  });
  expect(result.body.notice).toMatchObject({ tone: "success" });
}

/** One piece bought by a new customer, as checkout places it. */
async function buy(price: number) {
  const user = await makeCustomer();
  const product = await makeProduct({ price, stock: 5 });
  await addToCart(userOwner(user), product.id, 1);
  const { order } = expectOk(await placeAsShown(user, checkoutInput()));
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  return { order: row!, product };
}

const rootSettings = async () =>
  ((await load(rootLoader as Handler, "/")) as { settings: { shopOpen: boolean } }).settings;

describe("a fresh install", () => {
  it("is a preview, and every page's layout knows it", async () => {
    expect((await getShopSettings()).shopOpen).toBe(false);
    expect((await rootSettings()).shopOpen).toBe(false);
  });

  it("refuses to open with the list of every placeholder left, and changes nothing", async () => {
    const refused = await open();
    expect(refused.status).toBe(409);
    expect(refused.body.tone).toBe("error");
    expect(refused.body.left!.map((field) => field.label)).toEqual([
      "Phone",
      "WhatsApp number",
      "General e-mail",
      "Sales e-mail",
      "Support e-mail",
      "Street address",
      "Bank name",
      "Bank account number",
      "IBAN",
    ]);
    expect((await getShopSettings()).shopOpen).toBe(false);
    expect(await auditEntries("shop.opened")).toEqual([]);
  });
});

describe("opening the shop", () => {
  it("marks orders placed in the preview as test orders, set by the server from the settings", async () => {
    const { order } = await buy(40_000);
    expect(order.isTest).toBe(true);
    // Its invoice carries the flag, which the paper prints as its warning line.
    const invoice = (await load(invoiceRoute.loader as Handler, `/admin/orders/${order.id}/invoice`, {
      orderId: order.id,
    })) as { order: { isTest: boolean } };
    expect(invoice.order.isTest).toBe(true);
  });

  it("is still refused while one placeholder is left, naming only that one", async () => {
    const { "bank.iban": _iban, ...allButIban } = OWN_DETAILS;
    await saveSettings(allButIban);
    const refused = await open();
    expect(refused.status).toBe(409);
    expect(refused.body.left!.map((field) => field.label)).toEqual(["IBAN"]);
    expect(refused.body.text).toBe(
      "The shop cannot open yet: this detail is still the demo's placeholder. Replace it in Settings first.",
    );
    expect((await getShopSettings()).shopOpen).toBe(false);
  });

  it("opens once all are the owner's, deletes the test orders in the same step (stock back), and audits both", async () => {
    const { order: testOrder, product } = await buy(60_000);
    expect(await stockOf(product.id)).toBe(4);
    await saveSettings(OWN_DETAILS);
    // Saving the settings form never opens the shop by itself.
    expect((await getShopSettings()).shopOpen).toBe(false);

    const opened = await open({ deleteTestOrders: "on" });
    expect(opened.status).toBe(200);
    expect(opened.body.text).toBe("Your shop is open: orders are real orders now. 2 test orders deleted.");
    expect((await getShopSettings()).shopOpen).toBe(true);
    expect((await rootSettings()).shopOpen).toBe(true);
    expect(await db().select().from(orders).where(eq(orders.isTest, true))).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.id, testOrder.id))).toEqual([]);
    expect(await stockOf(product.id)).toBe(5);

    const [openedEntry] = await auditEntries("shop.opened");
    expect(openedEntry).toMatchObject({
      actorEmail: "owner@shop.example",
      changes: { shopOpen: { before: false, after: true } },
    });
    const [deletedEntry] = await auditEntries("order.test-deleted");
    expect(deletedEntry!.changes).toEqual({ orders: expect.arrayContaining([testOrder.number]) });
    expect((deletedEntry!.changes as { orders: string[] }).orders).toHaveLength(2);
  });

  it("takes real orders once open, and a later settings save keeps it open", async () => {
    const { order } = await buy(30_000);
    expect(order.isTest).toBe(false);
    await saveSettings({ name: "Shahkaar Home" });
    expect((await getShopSettings()).shopOpen).toBe(true);
  });

  it("can return to preview (audited): new orders are test orders again, real ones stay real", async () => {
    const result = (await post(setupRoute.action as Handler, "/admin/setup", { intent: "preview" })) as {
      body: unknown;
    };
    expect(result.body).toMatchObject({ tone: "success" });
    expect((await getShopSettings()).shopOpen).toBe(false);
    expect(await auditEntries("shop.preview")).toHaveLength(1);
    expect(await db().select().from(orders).where(eq(orders.isTest, false))).toHaveLength(1);
    const { order } = await buy(20_000);
    expect(order.isTest).toBe(true);
  });
});

describe("analytics and best sellers", () => {
  it("leave test orders out: one real order and one test order count as one sale", async () => {
    const real = (await db().select().from(orders).where(eq(orders.isTest, false)))[0]!;
    const tests = await db().select().from(orders).where(eq(orders.isTest, true));
    expect(tests.length).toBeGreaterThan(0);

    const analytics = await loadAnalytics();
    expect(analytics.summary).toMatchObject({ totalOrders: 1, pending: 1, revenue: real.totalAmount });
    expect(analytics.days.reduce((sum, day) => sum + day.orders, 0)).toBe(1);
    expect(analytics.days.reduce((sum, day) => sum + day.revenue, 0)).toBe(real.totalAmount);
    expect(analytics.byStatus.find((row) => row.status === "pending")!.count).toBe(1);
    expect(analytics.topProducts).toHaveLength(1);
    expect(analytics.topProducts[0]!.revenue).toBe(real.subtotal);

    const [realItem] = await db().select().from(orderItems).where(eq(orderItems.orderId, real.id));
    expect(await bestSellerIds(8)).toEqual([realItem!.productId]);
  });
});

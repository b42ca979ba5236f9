import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders, shopSettings } from "~/db/schema";
import { formFromSettings } from "~/modules/admin/settings-form";
import { OrderInvoice } from "~/modules/orders/components/order-invoice";
import type { InvoiceData } from "~/modules/orders/order-documents.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { getShopSettings } from "~/modules/settings/settings.server";
import { NTN_MESSAGE } from "~/modules/settings/tax-registration";
import * as invoiceRoute from "~/routes/admin/order-invoice";
import { loader as rootLoader } from "~/root";
import * as settingsRoute from "~/routes/admin/settings";
import { pageRequest, routeArgs } from "../setup/accounts";
import { setupAdminContent, type Handler } from "../setup/admin-content";
import { orderRow, unwrap } from "../setup/admin-orders";
import { auditEntries } from "../setup/audit";
import { drawn, insertBedAndChairs, insertPiecesDiscountOrder, textOf } from "../setup/discounted-orders";

// Issue 37, item 5: the shop's NTN and STRN, and whether its prices include sales tax, are
// settings; the invoice prints them, and the tax its total contains, only once they are set.
// The settings are saved through their route as the form posts them; the invoice is its route's
// loader, drawn to HTML.

const content = setupAdminContent();

/** A bed and two chairs (150,000 + 2 x 25,000) delivered for 5,000: 205,000 to pay. */
async function insertOrder() {
  const order = orderRow({ subtotal: 200_000, deliveryFee: 5_000, totalAmount: 205_000 });
  await db().insert(orders).values(order);
  await insertBedAndChairs(order.id);
  return order;
}

let plain: Awaited<ReturnType<typeof insertOrder>>;
let discounted: Awaited<ReturnType<typeof insertPiecesDiscountOrder>>;

beforeAll(async () => {
  plain = await insertOrder();
  discounted = await insertPiecesDiscountOrder();
});

async function invoiceOf(orderId: string) {
  const request = pageRequest(`/admin/orders/${orderId}/invoice`, { cookie: content.adminCookie });
  const invoice = unwrap<InvoiceData>(
    await invoiceRoute.loader({ ...routeArgs<object>(request), params: { orderId } } as never),
  ).body;
  return { invoice, text: textOf(drawn(OrderInvoice, { invoice })) };
}

/** Saves the settings form, as shown, with the tax section's fields changed. */
async function saveTax(fields: Record<string, string>) {
  const form = { ...formFromSettings(await getShopSettings()), intent: "save", ...fields };
  return content.post(settingsRoute.action, "/admin/settings", form);
}

describe("the invoice's tax registration", () => {
  it("says nothing about tax while the shop is not registered", async () => {
    expect((await getShopSettings()).tax).toEqual(defaultShopSettings.tax);
    const { invoice, text } = await invoiceOf(plain.id);
    expect(invoice.shop.registrations).toEqual([]);
    expect(invoice.salesTax).toBeNull();
    expect(text).not.toMatch(/NTN|STRN|tax/i);
    expect(text).toContain("Total PKR 205,000 Paid to date PKR 0");
  });

  it("refuses a malformed NTN with its message, and changes and records nothing", async () => {
    const before = await db().select().from(shopSettings);
    const refused = await saveTax({ "tax.ntn": "123-45678", "tax.strn": "3277876123456" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ "tax.ntn": NTN_MESSAGE });
    expect(await db().select().from(shopSettings)).toEqual(before);
    expect(await auditEntries("settings.updated")).toHaveLength(0);
  });

  it("saves the numbers in one spelling, writes the change to the audit log, and prints them with the tax", async () => {
    const saved = await saveTax({
      "tax.ntn": "12345678",
      "tax.strn": "32-77-8761-234-56",
      "tax.pricesIncludeSalesTax": "on",
      "tax.salesTaxRate": "18",
    });
    expect(saved.body.notice).toMatchObject({ tone: "success", text: "Settings saved." });
    const after = { ntn: "1234567-8", strn: "3277876123456", pricesIncludeSalesTax: true, salesTaxRate: 1800 };
    expect((await getShopSettings()).tax).toEqual(after);

    const entries = await auditEntries("settings.updated");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: "owner@shop.example",
      changes: { tax: { before: defaultShopSettings.tax, after } },
    });

    const { invoice, text } = await invoiceOf(plain.id);
    expect(invoice.shop.registrations).toEqual(["NTN: 1234567-8", "STRN: 3277876123456"]);
    // 205,000 / 1.18 = 173,728.81: 173,729 before tax, so 31,271 of tax, inside the total.
    expect(invoice.salesTax).toEqual({ label: "Sales tax included (18%)", amount: 31_271 });
    expect(text).toContain("NTN: 1234567-8 STRN: 3277876123456");
    expect(text).toContain("Total PKR 205,000 Sales tax included (18%) PKR 31,271 Paid to date PKR 0");
    expect(text).toContain("Balance due PKR 205,000");
  });

  it("counts the tax in the total as charged, after a code's reduction", async () => {
    // 200,000 − 20,000 + 5,000 = 185,000; 185,000 / 1.18 = 156,779.66: 156,780, so 28,220.
    const { invoice, text } = await invoiceOf(discounted.id);
    expect(invoice.account.money.total).toBe(185_000);
    expect(invoice.salesTax).toEqual({ label: "Sales tax included (18%)", amount: 28_220 });
    expect(text).toContain("Total PKR 185,000 Sales tax included (18%) PKR 28,220");
  });

  it("prints the numbers but no tax line once prices no longer include the tax", async () => {
    const { "tax.pricesIncludeSalesTax": _, ...unticked } = formFromSettings(await getShopSettings());
    const saved = await content.post(settingsRoute.action, "/admin/settings", { ...unticked, intent: "save" });
    expect(saved.body.notice).toMatchObject({ tone: "success" });
    const { invoice, text } = await invoiceOf(plain.id);
    expect(invoice.shop.registrations).toEqual(["NTN: 1234567-8", "STRN: 3277876123456"]);
    expect(invoice.salesTax).toBeNull();
    expect(text).not.toContain("Sales tax");
    expect((await auditEntries("settings.updated")).at(-1)!.changes).toEqual({
      tax: {
        before: { ntn: "1234567-8", strn: "3277876123456", pricesIncludeSalesTax: true, salesTaxRate: 1800 },
        after: { ntn: "1234567-8", strn: "3277876123456", pricesIncludeSalesTax: false, salesTaxRate: 1800 },
      },
    });
  });

  it("keeps the tax registration off every page's shell", async () => {
    const root = await content.load(rootLoader as Handler, "/");
    expect(root.settings).not.toHaveProperty("tax");
  });
});

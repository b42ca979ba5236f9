import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { getAdminOrderDetails } from "~/modules/orders/admin-order-details.server";
import { AdminOrderDetailsDialog } from "~/modules/orders/components/admin-order-details";
import { OrderHistory } from "~/modules/orders/components/order-history";
import { OrderInvoice } from "~/modules/orders/components/order-invoice";
import { TrackedOrderView } from "~/modules/orders/components/tracked-order";
import type { InvoiceData } from "~/modules/orders/order-documents.server";
import { renderOrderMail } from "~/modules/orders/order-mail-render.server";
import type { OrderPageData } from "~/modules/orders/order-page.server";
import { listCustomerOrders } from "~/modules/orders/orders.server";
import { ORDERS_CSV_COLUMNS } from "~/modules/orders/orders-csv";
import { getShopSettings } from "~/modules/settings/settings.server";
import { loader as invoiceLoader } from "~/routes/admin/order-invoice";
import { loader as csvLoader } from "~/routes/resources/admin-orders-csv";
import OrderPage, { loader as orderPageLoader } from "~/routes/storefront/order-placed";
import { freshIp, pageRequest, routeArgs, setupAccounts, signedInCookie } from "../setup/accounts";
import { unwrap } from "../setup/admin-orders";
import { parseCsv } from "../setup/csv";
import {
  drawn,
  insertFreeDeliveryOrder,
  insertPiecesDiscountOrder,
  spokenOf,
  textOf,
} from "../setup/discounted-orders";
import { found, makeCustomer, SHOP_ORIGIN, track } from "../setup/orders";

// Issue 35: an order placed with a discount code shows the code and its reduction on every page,
// mail and paper that lists its money, read from the order's one account. The orders go straight
// into the table with the columns checkout writes; the pages are their loaders, drawn to HTML.

setupAccounts();

const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };
let adminCookie = "";
let pieces: Awaited<ReturnType<typeof insertPiecesDiscountOrder>>;
let freeDelivery: Awaited<ReturnType<typeof insertFreeDeliveryOrder>>;
const MINUS = "\u2212";

beforeAll(async () => {
  await createOrPromoteAdmin(admin);
  adminCookie = await signedInCookie(freshIp(), admin);
  pieces = await insertPiecesDiscountOrder({ userId: await makeCustomer() });
  freeDelivery = await insertFreeDeliveryOrder();
});

const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

/** The summary's reading order, with a reduction printed with the minus sign (U+2212). */
const PIECES_SUMMARY = [
  "Subtotal PKR 200,000",
  `Discount (EID25) ${MINUS}PKR 20,000`,
  "Delivery (Standard, Zone 1) PKR 5,000",
  "Total PKR 185,000",
];
const FREE_DELIVERY_SUMMARY = [
  "Subtotal PKR 85,000",
  "Delivery (Standard, Zone 2) PKR 3,000",
  `Free delivery (FREEDEL) ${MINUS}PKR 3,000`,
  "Total PKR 85,000",
];

/** Each expected line appears, in this order. */
function expectInOrder(text: string, lines: string[]) {
  let from = 0;
  for (const line of lines) {
    const at = text.indexOf(line, from);
    expect(at, `'${line}' after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
}

describe("the order page", () => {
  async function page(order: { number: string }) {
    const request = pageRequest(`/orders/${order.number}`, { cookie: adminCookie });
    const args = { ...routeArgs<object>(request), params: { number: order.number } };
    const { status, body } = unwrap<OrderPageData>(await orderPageLoader(args as never));
    expect(status).toBe(200);
    const html = drawn(OrderPage as never, { loaderData: body, actionData: undefined, params: {} } as never);
    return { body, html };
  }

  it("lists the code's reduction after the subtotal, and the total charged", async () => {
    const { body, html } = await page(pieces);
    expect(body.account.money.discount).toEqual({ code: "EID25", amount: 20_000, deliveryAmount: 0 });
    expectInOrder(textOf(html), PIECES_SUMMARY);
    expect(html).toContain(`data-testid="order-discount"`);
    // A screen reader hears 'minus', whatever it makes of the sign.
    expect(spokenOf(html)).toContain("Discount (EID25) minus PKR 20,000");
    expect(textOf(html)).toContain("please have PKR 185,000 ready in cash");
  });

  it("shows free delivery as the fee, then the code taking it off", async () => {
    const { html } = await page(freeDelivery);
    expectInOrder(textOf(html), FREE_DELIVERY_SUMMARY);
    expect(html).toContain(`data-testid="order-delivery-discount"`);
  });
});

describe("tracking", () => {
  it("lists the same lines, even to a visitor who sees the details masked", async () => {
    const { order } = found(await track({ order: pieces.number }));
    expect(order.details).toBe("masked");
    expectInOrder(textOf(drawn(TrackedOrderView, { order, contactMismatch: false })), PIECES_SUMMARY);
    const free = found(await track({ order: freeDelivery.number })).order;
    expectInOrder(textOf(drawn(TrackedOrderView, { order: free, contactMismatch: false })), FREE_DELIVERY_SUMMARY);
  });
});

describe("the profile's order history", () => {
  it("names the code and its reduction before the delivery and the total", async () => {
    const row = await rowOf(pieces.id);
    const list = await listCustomerOrders({ userId: row.userId!, email: row.email, emailVerified: true });
    const text = textOf(drawn(OrderHistory, { orders: list }));
    expectInOrder(text, [
      `Discount (EID25): ${MINUS}PKR 20,000`,
      "Delivery (Standard, Zone 1): PKR 5,000",
      "Total PKR 185,000",
    ]);
  });
});

describe("the invoice", () => {
  const invoiceOf = async (orderId: string) => {
    const request = pageRequest(`/admin/orders/${orderId}/invoice`, { cookie: adminCookie });
    const args = { ...routeArgs<object>(request), params: { orderId } };
    return unwrap<InvoiceData>(await invoiceLoader(args as never)).body;
  };

  it("lists the reduction in its figures, the balance after it", async () => {
    const invoice = await invoiceOf(pieces.id);
    const text = textOf(drawn(OrderInvoice, { invoice }));
    expectInOrder(text, [...PIECES_SUMMARY, "Paid to date PKR 0", "Balance due PKR 185,000"]);
    expectInOrder(textOf(drawn(OrderInvoice, { invoice: await invoiceOf(freeDelivery.id) })), FREE_DELIVERY_SUMMARY);
  });
});

describe("the admin's order details", () => {
  it("lists the code's reduction between the subtotal and the total", async () => {
    const details = (await getAdminOrderDetails(pieces.id))!;
    const html = drawn(AdminOrderDetailsDialog, { order: details, closeHref: "/admin/orders" }, "/admin/orders");
    expectInOrder(textOf(html), PIECES_SUMMARY);
    expect(html).toContain(`data-testid="details-discount"`);
  });
});

describe("the orders CSV", () => {
  it("gives each order's code and what it took off, pieces and delivery together", async () => {
    const request = pageRequest(`/admin/orders.csv?q=discount.example`, { cookie: adminCookie });
    const response = (await csvLoader(routeArgs(request))) as Response;
    const [header, ...records] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const code = header!.indexOf("Discount code");
    expect(header!.slice(code, code + 2)).toEqual(["Discount code", "Discount"]);
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    const byId = new Map(records.map((record) => [record[0], record]));
    expect(byId.get(pieces.id)!.slice(code, code + 2)).toEqual(["EID25", "20000"]);
    expect(byId.get(freeDelivery.id)!.slice(code, code + 2)).toEqual(["FREEDEL", "3000"]);
    expect(byId.get(pieces.id)![ORDERS_CSV_COLUMNS.indexOf("Total")]).toBe("185000");
  });
});

describe("the order mails", () => {
  const origin = SHOP_ORIGIN.origin;

  it("the placing mail lists the reduction in its HTML and its text, the total after it", async () => {
    const settings = await getShopSettings();
    const mail = (await renderOrderMail(
      db(),
      await rowOf(pieces.id),
      { renderer: "order-confirmation", input: { orderId: pieces.id, origin, accessKey: "key", confirmKey: null } },
      settings,
    ))!;
    expect(mail.text).toMatch(new RegExp(`^Discount \\(EID25\\) {2,}${MINUS}PKR 20,000$`, "m"));
    expect(mail.text).toMatch(/^Subtotal {2,}PKR 200,000\nDiscount \(EID25\) .*\nDelivery \(Standard, Zone 1\) /m);
    expect(mail.text).toMatch(/^Total {2,}PKR 185,000$/m);
    expect(mail.html).toMatch(new RegExp(`>Discount \\(EID25\\)</td><td align="right"[^>]*>${MINUS}PKR 20,000</td>`));

    const free = (await renderOrderMail(
      db(),
      await rowOf(freeDelivery.id),
      {
        renderer: "order-confirmation",
        input: { orderId: freeDelivery.id, origin, accessKey: "key", confirmKey: null },
      },
      settings,
    ))!;
    expect(free.text).toMatch(
      new RegExp(`^Delivery \\(Standard, Zone 2\\) +PKR 3,000\nFree delivery \\(FREEDEL\\) +${MINUS}PKR 3,000$`, "m"),
    );
  });

  it("the delivery charge's mail shows how the new total is reached, the reduction standing", async () => {
    const order = await insertPiecesDiscountOrder({ deliveryZone: "Zone 4", email: "quote@discount.example" });
    const mail = (await renderOrderMail(
      db(),
      await rowOf(order.id),
      { renderer: "order-delivery-fee", input: { orderId: order.id, origin, fee: 5_000 } },
      await getShopSettings(),
    ))!;
    expect(mail.text).toContain("Your order's total, with delivery, is PKR 185,000.");
    expect(mail.text).toMatch(/^Subtotal {2,}PKR 200,000\nDiscount \(EID25\) {2,}\u2212PKR 20,000\nDelivery /m);
  });
});

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import type { DeliveryNoteData, InvoiceData } from "~/modules/orders/order-documents.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import * as deliveryNoteRoute from "~/routes/admin/order-delivery-note";
import * as invoiceRoute from "~/routes/admin/order-invoice";
import {
  freshIp,
  pageRequest,
  registerCustomer,
  routeArgs,
  setupAccounts,
  signedInCookie,
  thrownResponse,
} from "../setup/accounts";
import { orderRow, unwrap, type OrderRow } from "../setup/admin-orders";
import { insertBedAndChairs } from "../setup/discounted-orders";

// The order's printable papers (/admin/orders/:orderId/invoice and /delivery-note), through
// their route modules as React Router calls them.

setupAccounts();

const admin = { email: "owner@shop.example", password: "owner-password-1", name: "Shop Owner" };
const cookies = { admin: "", customer: "" };

beforeAll(async () => {
  await createOrPromoteAdmin(admin);
  cookies.admin = await signedInCookie(freshIp(), admin);
  cookies.customer = await registerCustomer({ email: "nosy@example.com", password: "nosy-password-1", name: "Nosy" });
});

type Loader = (args: never) => Promise<unknown>;
const routes = { invoice: invoiceRoute.loader, "delivery-note": deliveryNoteRoute.loader } as Record<string, Loader>;

/** Calls the paper's loader for `orderId` as the holder of `cookie` (none: signed out). */
function load(paper: "invoice" | "delivery-note", orderId: string, cookie?: string) {
  const request = pageRequest(`/admin/orders/${orderId}/${paper}`, { cookie });
  return routes[paper]!({ ...routeArgs<object>(request), params: { orderId } } as never);
}

const invoiceOf = async (orderId: string) => unwrap<InvoiceData>(await load("invoice", orderId, cookies.admin));
const noteOf = async (orderId: string) => unwrap<DeliveryNoteData>(await load("delivery-note", orderId, cookies.admin));

/** An order of a bed and two chairs (150,000 + 2 x 25,000) with a delivery fee of 5,000. */
async function makeOrder(values: Partial<OrderRow> = {}) {
  const order = orderRow({
    subtotal: 200_000,
    deliveryFee: 5_000,
    totalAmount: 205_000,
    deliveryOption: "standard",
    deliveryZone: "Zone 1",
    fullName: "عائشہ خان",
    address: "House 12, Street 4, DHA Phase 5",
    notes: "Please call before coming; third floor, no lift.",
    createdAt: new Date(Date.UTC(2025, 0, 5, 7, 0, 0)),
    ...values,
  });
  await db().insert(orders).values(order);
  await insertBedAndChairs(order.id);
  return order;
}

describe("the invoice", () => {
  it("gives an admin every figure, with what is paid and the balance read from the order's payments", async () => {
    const order = await makeOrder({ amountPaid: 102_500, advanceDue: 102_500 });
    const { status, body, headers } = await invoiceOf(order.id);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(body.order).toMatchObject({
      id: order.id,
      number: order.number,
      placedAt: "2025-01-05T07:00:00.000Z",
      subtotal: 200_000,
      deliveryFee: 5_000,
      totalAmount: 205_000,
      paymentMethod: "cod",
    });
    expect(body.billTo).toEqual({
      fullName: "عائشہ خان",
      address: "House 12, Street 4, DHA Phase 5",
      city: "Lahore",
      phone: "+92 300 1234567",
      email: "test@example.com",
    });
    // Lines of no product (written by hand here, as a quote's are) return for a defect only, with the shop's warranty.
    const terms =
      "Returns for defects only · Warranty from delivery: frames & joinery 5 years, finish & veneer 5 years, mechanisms & fittings 2 years, upholstery 2 years";
    expect(body.lines.map(({ id: _id, ...line }) => line)).toEqual([
      { productName: "Sheesham Bed", quantity: 1, unitPrice: 150_000, totalPrice: 150_000, terms },
      { productName: "Walnut Dining Chair", quantity: 2, unitPrice: 25_000, totalPrice: 50_000, terms },
    ]);
    expect(body.account.money).toMatchObject({ paid: 102_500, balance: 102_500, owedBack: 0, advanceOutstanding: 0 });
    // Cash on delivery with the advance in: nothing to transfer, so no bank details.
    expect(body.bank).toBeNull();
    expect(body.shop).toMatchObject({ name: defaultShopSettings.name, email: defaultShopSettings.emails.sales });
  });

  it("shows the bank details for a transfer or an advance still owed, and none once the order is paid", async () => {
    const transfer = await makeOrder({ paymentMethod: "bank_transfer" });
    const owed = (await invoiceOf(transfer.id)).body;
    expect(owed.account.money).toMatchObject({ paid: 0, balance: 205_000 });
    expect(owed.bank).toEqual(defaultShopSettings.bank);

    const advance = await makeOrder({ advanceDue: 102_500, amountPaid: 50_000 });
    const partly = (await invoiceOf(advance.id)).body;
    expect(partly.account.money).toMatchObject({
      paid: 50_000,
      balance: 155_000,
      owedBack: 0,
      advanceOutstanding: 52_500,
    });
    expect(partly.bank).toEqual(defaultShopSettings.bank);

    const overpaid = await makeOrder({ paymentMethod: "bank_transfer", amountPaid: 210_000 });
    const over = (await invoiceOf(overpaid.id)).body;
    expect(over.account.money).toMatchObject({ paid: 210_000, balance: 0, owedBack: 5_000, advanceOutstanding: 0 });
    expect(over.bank).toBeNull();
  });

  it("keeps a delivery 'to be confirmed' as null, and finds the order by an upper-case id too", async () => {
    const quote = await makeOrder({ deliveryFee: null, totalAmount: 200_000, subtotal: 200_000 });
    const { body } = await invoiceOf(quote.id.toUpperCase());
    expect(body.order).toMatchObject({ id: quote.id, deliveryFee: null, totalAmount: 200_000 });
    expect(body.account.money.balance).toBe(200_000);
  });
});

describe("the delivery note", () => {
  it("lists what to hand over and to whom, without a single price", async () => {
    const order = await makeOrder({ deliveryDate: "2025-01-20", deliverySlotStart: 11 });
    const { status, body, headers } = await noteOf(order.id);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    for (const line of body.lines) {
      expect(Object.keys(line).sort()).toEqual(["id", "productName", "quantity"]);
      expect(line).not.toHaveProperty("unitPrice");
      expect(line).not.toHaveProperty("totalPrice");
      expect(line).not.toHaveProperty("subtotal");
    }
    expect(body.lines.map((line) => [line.productName, line.quantity])).toEqual([
      ["Sheesham Bed", 1],
      ["Walnut Dining Chair", 2],
    ]);
    // No figure of the order's money anywhere but the cash the crew collects.
    expect(body.order).not.toHaveProperty("subtotal");
    expect(body.order).not.toHaveProperty("totalAmount");
    expect(body.order).not.toHaveProperty("deliveryFee");
    expect(body).not.toHaveProperty("payment");
    expect(body).not.toHaveProperty("bank");
    expect(JSON.stringify(body)).not.toMatch(/unitPrice|totalPrice|subtotal|totalAmount|\b(150000|25000)\b/);
    expect(body.deliverTo).toEqual({
      fullName: "عائشہ خان",
      phone: "+92 300 1234567",
      address: "House 12, Street 4, DHA Phase 5",
      city: "Lahore",
      notes: "Please call before coming; third floor, no lift.",
    });
    expect(body.order).toMatchObject({ number: order.number, deliveryDate: "2025-01-20", deliverySlotStart: 11 });
    expect(body.cashToCollect).toEqual({ amount: 205_000, feeToConfirm: false });
  });

  it("asks the crew for the balance on cash on delivery only", async () => {
    const part = await makeOrder({ advanceDue: 102_500, amountPaid: 102_500 });
    expect((await noteOf(part.id)).body.cashToCollect).toEqual({ amount: 102_500, feeToConfirm: false });
    const paid = await makeOrder({ amountPaid: 205_000 });
    expect((await noteOf(paid.id)).body.cashToCollect).toEqual({ amount: 0, feeToConfirm: false });
    const transfer = await makeOrder({ paymentMethod: "bank_transfer" });
    expect((await noteOf(transfer.id)).body.cashToCollect).toBeNull();
  });
});

describe("who may open them", () => {
  it("sends a customer and a signed-out visitor to /auth", async () => {
    const order = await makeOrder();
    for (const paper of ["invoice", "delivery-note"] as const) {
      for (const cookie of [cookies.customer, undefined]) {
        const response = await thrownResponse(() => load(paper, order.id, cookie));
        expect(response.status, paper).toBe(302);
        expect(response.headers.get("Location"), paper).toBe("/auth");
      }
    }
  });

  it("answers 404 for an id that is malformed or belongs to no order", async () => {
    for (const paper of ["invoice", "delivery-note"] as const) {
      for (const id of ["not-an-id", "", "12345678", `${randomUUID()}x`, randomUUID()]) {
        await expect(load(paper, id, cookies.admin), `${paper} ${id}`).rejects.toMatchObject({
          init: { status: 404, headers: { "Cache-Control": "private, no-store" } },
        });
      }
    }
  });
});

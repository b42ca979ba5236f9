import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { action, loader } from "~/routes/admin/orders";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { orderOfProduct, rows, setupAdminOrders, statusOf, unwrap } from "../setup/admin-orders";
import { stockOf } from "../setup/orders";

// The Orders tab's forms, posted as the browser posts them: status, payments, the quoted delivery
// charge and the delivery day, and who may post them (the list: admin-orders.test.ts).

const cookies = setupAdminOrders();

const post = async (form: Record<string, string>) =>
  unwrap<{ notice: { title: string; tone: string; text: string } }>(
    await action(routeArgs(pageRequest("/admin?index", { cookie: cookies.admin, form }))),
  );

describe("changing a status", () => {
  it("updates the order, returns the stock on cancel and refuses to reopen without stock", async () => {
    const { orderId, productId } = await orderOfProduct(4, 3);
    const updated = await post({ intent: "status", orderId, status: "in_production" });
    expect(updated).toMatchObject({
      status: 200,
      body: { notice: { tone: "success", text: "Order status updated!" } },
    });
    expect((await statusOf(orderId)).status).toBe("in_production");
    expect(await stockOf(productId)).toBe(4);

    await post({ intent: "status", orderId, status: "cancelled" });
    expect((await statusOf(orderId)).status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(7);

    // The stock is sold elsewhere meanwhile: the order cannot be taken back out of 'cancelled'.
    await db().execute(sql`update products set stock = 1 where id = ${productId}`);
    const refused = await post({ intent: "status", orderId, status: "confirmed" });
    expect(refused.status).toBe(409);
    expect(refused.body.notice.tone).toBe("error");
    expect(refused.body.notice.text).toMatch(/^Failed to update order status\. Not enough stock/);
    expect((await statusOf(orderId)).status).toBe("cancelled");
    expect(await stockOf(productId)).toBe(1);
  });

  it("answers a status that does not exist or an unknown order with the failure notice", async () => {
    const { orderId } = await orderOfProduct(2, 1);
    const shipped = await post({ intent: "status", orderId, status: "shipped" });
    expect(shipped.status).toBe(400);
    expect(shipped.body.notice.text).toMatch(/^Failed to update order status\./);
    expect((await statusOf(orderId)).status).toBe("pending");
    expect((await post({ intent: "status", orderId: randomUUID(), status: "confirmed" })).status).toBe(404);
  });

  it("records a payment from the form once however often it is sent, and refuses bad amounts with a clear message", async () => {
    const { orderId } = await orderOfProduct(2, 1, { paymentMethod: "bank_transfer" });
    const { number } = await statusOf(orderId);
    const form = {
      intent: "record-payment",
      orderId,
      requestKey: randomUUID(),
      amount: "30,000",
      method: "bank_transfer",
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: "IBFT 88231",
    };
    const bad = await post({ ...form, amount: "-5" });
    expect(bad.status).toBe(400);
    expect(bad.body.notice.text).toBe(
      "Failed to record the payment. Please enter the amount in whole rupees, from 1 to 100,000,000.",
    );
    const paid = await post(form);
    expect(paid.body.notice.text).toBe(
      `Payment recorded for order #${number}: PKR 30,000 paid so far. The customer will be e-mailed a receipt.`,
    );
    const first = await statusOf(orderId);
    expect(first).toMatchObject({ amountPaid: 30_000, paymentStatus: "paid", paidAt: expect.any(Date) });
    // The same form again (a double click, a retry): one payment.
    expect((await post(form)).status).toBe(200);
    expect(await statusOf(orderId)).toMatchObject({ amountPaid: 30_000, paidAt: first.paidAt });
    // A second payment past the total is recorded and called what it is.
    const over = await post({ ...form, requestKey: randomUUID(), amount: "5000", method: "cash" });
    expect(over.body.notice).toMatchObject({ title: "Payment recorded: overpaid" });
    expect(over.body.notice.text).toContain("PKR 5,000 more than the total");
    expect(await statusOf(orderId)).toMatchObject({ amountPaid: 35_000 });
  });

  it("sets the delivery charge of an order priced by quote once: total, audit entry and the customer's mail", async () => {
    const { orderId } = await orderOfProduct(2, 1, { deliveryFee: null, totalAmount: 30_000, subtotal: 30_000 });
    const { number } = await statusOf(orderId);
    const bad = await post({ intent: "delivery-fee", orderId, fee: "twelve" });
    expect(bad.status).toBe(400);
    expect(bad.body.notice.text).toBe(
      "Failed to save the delivery charge. Please enter the delivery charge in whole rupees, from 0 to 1,000,000.",
    );
    const set = await post({ intent: "delivery-fee", orderId, fee: "18,500" });
    expect(set.body.notice.text).toBe(
      `Delivery charge saved: order #${number} now totals PKR 48,500, and the customer has been e-mailed.`,
    );
    expect(await statusOf(orderId)).toMatchObject({ deliveryFee: 18_500, subtotal: 30_000, totalAmount: 48_500 });
    // Sent again (a retried form): nothing more; another amount: refused.
    expect((await post({ intent: "delivery-fee", orderId, fee: "18500" })).status).toBe(200);
    const changed = await post({ intent: "delivery-fee", orderId, fee: "20000" });
    expect(changed.status).toBe(409);
    expect(await statusOf(orderId)).toMatchObject({ totalAmount: 48_500 });
    const mails = await rows<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where kind = 'order-delivery-fee' and text like ${`%#${number}%`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Delivery charge for order #${number}: PKR 18,500`);
    expect(mails[0]!.text).toContain("PKR 48,500");
    const audits = await rows<{ action: string }>(
      sql`select action from audit_log where target_id = ${orderId} and action = 'order.delivery-fee'`,
    );
    expect(audits).toHaveLength(1);
  });

  it("sends a customer and a signed-out visitor to /auth and changes nothing", async () => {
    const { orderId, productId } = await orderOfProduct(3, 2, { paymentMethod: "bank_transfer" });
    for (const cookie of [cookies.customer, undefined]) {
      // The list, and one order's details with its history and payments: neither opens.
      for (const path of ["/admin", `/admin?order=${orderId}`]) {
        const seen = await thrownResponse(() => loader(routeArgs(pageRequest(path, { cookie }))));
        expect(seen.status).toBe(302);
        expect(seen.headers.get("Location")).toBe("/auth");
      }
      const forms: Record<string, string>[] = [
        { intent: "status", orderId, status: "cancelled" },
        {
          intent: "record-payment",
          orderId,
          requestKey: randomUUID(),
          amount: "1000",
          method: "cash",
          receivedOn: "2025-01-01",
        },
        { intent: "delivery-fee", orderId, fee: "1000" },
        { intent: "delivery-date", orderId, date: dayAhead(5), slot: "11" },
      ];
      for (const form of forms) {
        const refused = await thrownResponse(() => action(routeArgs(pageRequest("/admin?index", { cookie, form }))));
        expect(refused.status).toBe(302);
        expect(refused.headers.get("Location")).toBe("/auth");
      }
    }
    expect(await statusOf(orderId)).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      paidAt: null,
      amountPaid: 0,
      deliveryDate: null,
    });
    expect(await stockOf(productId)).toBe(3);
  });

  it("plans the delivery day from the form, and refuses a past day or an unknown slot with a clear message", async () => {
    const { orderId } = await orderOfProduct(2, 1);
    const { number } = await statusOf(orderId);
    const past = await post({ intent: "delivery-date", orderId, date: "2020-01-01", slot: "" });
    expect(past.status).toBe(400);
    expect(past.body.notice.text).toBe("Failed to save the delivery date. The delivery day cannot be in the past.");
    const noDay = await post({ intent: "delivery-date", orderId, date: "2026-02-30", slot: "" });
    expect(noDay.body.notice.text).toBe("Failed to save the delivery date. Please choose the delivery day.");
    const badSlot = await post({ intent: "delivery-date", orderId, date: dayAhead(5), slot: "10" });
    expect(badSlot.body.notice.text).toBe("Failed to save the delivery date. Please choose one of the delivery slots.");
    expect(await statusOf(orderId)).toMatchObject({ deliveryDate: null, deliverySlotStart: null });

    const planned = await post({ intent: "delivery-date", orderId, date: dayAhead(5), slot: "17" });
    expect(planned.status).toBe(200);
    expect(planned.body.notice.text).toMatch(
      new RegExp(`^Delivery of order #${number} planned for .*, 17:00-19:00\\. The customer will be e-mailed\\.$`),
    );
    expect(await statusOf(orderId)).toMatchObject({ deliveryDate: dayAhead(5), deliverySlotStart: 17 });
  });
});

/** A calendar day `days` from now, as the date field sends it. */
function dayAhead(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

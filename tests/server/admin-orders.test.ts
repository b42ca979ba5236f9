import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems } from "~/db/schema";
import { ADMIN_ORDERS_PAGE_SIZE } from "~/modules/orders/admin-order-links";
import { orderSummary } from "~/modules/orders/order-summary.server";
import { action, loader } from "~/routes/admin/orders";
import { pageRequest, routeArgs, thrownResponse } from "../setup/accounts";
import { orderOfProduct, ordersPage, rows, SEEDED, setupAdminOrders, statusOf, unwrap } from "../setup/admin-orders";
import { stockOf } from "../setup/orders";

// The admin Orders tab, through the route modules as React Router calls them (its CSV export: admin-orders-csv.test.ts).

const cookies = setupAdminOrders();

const page = (query: Record<string, string> = {}) => ordersPage(cookies.admin, query);
const post = async (form: Record<string, string>) =>
  unwrap<{ notice: { tone: string; text: string } }>(
    await action(routeArgs(pageRequest("/admin?index", { cookie: cookies.admin, form }))),
  );

describe("the summary", () => {
  it("agrees with the same figures computed straight in SQL", async () => {
    const [expected] = await rows<Record<string, string | number>>(sql`
      select count(*) as total,
             sum(case when status = 'pending' then 1 else 0 end) as pending,
             sum(case when status = 'delivered' then 1 else 0 end) as delivered,
             sum(case when status = 'completed' then 1 else 0 end) as completed,
             sum(case when status = 'cancelled' then 1 else 0 end) as cancelled,
             sum(case when status <> 'cancelled' then total_amount else 0 end) as revenue,
             sum(amount_paid) as collected
      from orders`);
    const n = (key: string) => Number(expected![key]);
    const { summary } = await page();
    expect(n("total")).toBe(SEEDED);
    expect(summary).toEqual({
      totalOrders: n("total"),
      pending: n("pending"),
      delivered: n("delivered"),
      completed: n("completed"),
      cancelled: n("cancelled"),
      revenue: n("revenue"),
      collected: n("collected"),
      averageOrderValue: Math.round(n("revenue") / (n("total") - n("cancelled"))),
      completionRate: Math.round(((n("delivered") + n("completed")) / n("total")) * 100),
      pendingRate: Math.round((n("pending") / n("total")) * 100),
    });
    // Every status occurs, and cancelled orders really are left out of the revenue.
    expect(n("cancelled")).toBeGreaterThan(0);
    const [all] = await rows<{ sum: string }>(sql`select sum(total_amount) as sum from orders`);
    expect(summary.revenue).toBeLessThan(Number(all!.sum));
    // The Analytics tab reads the very same function.
    expect(await orderSummary()).toEqual(summary);
  });
});

describe("the list", () => {
  it("pages through every order newest first, without repeats or gaps", async () => {
    const first = await page();
    expect(first.list).toMatchObject({ total: SEEDED, page: 1, pageCount: SEEDED / ADMIN_ORDERS_PAGE_SIZE });
    expect(first.list.orders).toHaveLength(ADMIN_ORDERS_PAGE_SIZE);
    const seen: { id: string; createdAt: Date }[] = [];
    for (let n = 1; n <= first.list.pageCount; n += 1) {
      const { list } = await page({ page: String(n) });
      seen.push(...list.orders.map((order) => ({ id: order.id, createdAt: new Date(order.createdAt) })));
    }
    expect(new Set(seen.map((order) => order.id)).size).toBe(SEEDED);
    const times = seen.map((order) => order.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows the last page for a page past the end, and page 1 for nonsense", async () => {
    expect((await page({ page: "9999" })).list.page).toBe(SEEDED / ADMIN_ORDERS_PAGE_SIZE);
    expect((await page({ page: "-3" })).list.page).toBe(1);
    expect((await page({ status: "shipped" })).filters.status).toBe("all");
  });

  it("splits the orders into work lists whose counts agree with SQL, each showing only its orders", async () => {
    const [expected] = await rows<Record<string, number>>(sql`
      select count(*) filter (where status = 'pending')::int as "to-confirm",
             count(*) filter (where advance_due > amount_paid
                              and status not in ('cancelled', 'delivered', 'completed'))::int as "awaiting-advance",
             count(*) filter (where status in ('work_started', 'in_production'))::int as "in-production",
             count(*) filter (where status = 'ready_for_delivery')::int as ready,
             count(*) filter (where status in ('delivered', 'completed'))::int as delivered,
             count(*) filter (where status = 'cancelled')::int as cancelled,
             count(*)::int as all
      from orders`);
    const { counts } = await page();
    expect(counts).toEqual(expected);
    expect(counts["awaiting-advance"]).toBeGreaterThan(0);
    const awaiting = await page({ list: "awaiting-advance" });
    expect(awaiting.list.total).toBe(counts["awaiting-advance"]);
    expect(
      awaiting.list.orders.every(
        (order) =>
          order.advanceDue > order.amountPaid && !["cancelled", "delivered", "completed"].includes(order.status),
      ),
    ).toBe(true);
    const production = await page({ list: "in-production" });
    expect(production.list.orders.every((order) => ["work_started", "in_production"].includes(order.status))).toBe(
      true,
    );
    // An unknown list is all of them, as a hand-typed link should be.
    expect((await page({ list: "everything" })).filters.list).toBe("all");
  });

  it("filters cash-on-delivery orders by the customer's confirmation, and the counts follow the filters", async () => {
    const [expected] = await rows<{ yes: number; no: number }>(sql`
      select count(*) filter (where customer_confirmed_at is not null)::int as yes,
             count(*) filter (where customer_confirmed_at is null)::int as no
      from orders where payment_method = 'cod'`);
    const confirmed = await page({ confirmed: "yes" });
    expect(confirmed.list.total).toBe(expected!.yes);
    expect(confirmed.counts.all).toBe(expected!.yes);
    expect(confirmed.list.orders.every((order) => order.paymentMethod === "cod" && order.customerConfirmedAt)).toBe(
      true,
    );
    const waiting = await page({ confirmed: "no", list: "to-confirm" });
    expect(waiting.list.orders.every((order) => order.status === "pending" && !order.customerConfirmedAt)).toBe(true);
    expect(waiting.counts.all).toBe(expected!.no);
  });

  it("filters by status", async () => {
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'in_production'`,
    );
    const { list } = await page({ status: "in_production" });
    expect(list.total).toBe(Number(count!.n));
    expect(list.orders.every((order) => order.status === "in_production")).toBe(true);
  });

  it("searches names and e-mails in any case, and order numbers by their start", async () => {
    const byName = await page({ q: "zAINAB qur" });
    expect(byName.list.total).toBe(10);
    expect(byName.list.orders.every((order) => order.fullName.startsWith("Zainab Qureshi"))).toBe(true);
    expect((await page({ q: "ZAINAB.300@mail.pk" })).list.orders.map((order) => order.fullName)).toEqual([
      "Zainab Qureshi 300",
    ]);
    const target = (await page({ page: "7" })).list.orders[3]!;
    for (const q of [target.number, `#${target.number.toLowerCase()}`, target.id, target.id.slice(0, 13)]) {
      const { list } = await page({ q });
      expect(list.orders.map((order) => order.id)).toContain(target.id);
      expect(list.total).toBeLessThan(3);
    }
    // Search and status together; LIKE's wildcards typed in the box match only themselves.
    expect((await page({ q: "zainab", status: "cancelled" })).list.orders.every((o) => o.status === "cancelled")).toBe(
      true,
    );
    expect((await page({ q: "%" })).list.total).toBe(0);
    expect((await page({ q: "_" })).list.total).toBe(0);
  });

  it("pages through a search's matches as through the whole list", async () => {
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where status = 'confirmed' and lower(full_name) like '%customer%'`,
    );
    const total = Number(count!.n);
    const first = await page({ q: "CUSTOMER", status: "confirmed" });
    expect(first.list).toMatchObject({ total, page: 1, pageCount: Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE) });
    const second = await page({ q: "CUSTOMER", status: "confirmed", page: "2" });
    const ids = [...first.list.orders, ...second.list.orders].map((order) => order.id);
    expect(new Set(ids).size).toBe(2 * ADMIN_ORDERS_PAGE_SIZE);
    const times = [...first.list.orders, ...second.list.orders].map((order) => new Date(order.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await page({ q: "CUSTOMER", status: "confirmed", page: "500" });
    expect(last.list.page).toBe(first.list.pageCount);
    expect(last.list.orders).toHaveLength(total - (first.list.pageCount - 1) * ADMIN_ORDERS_PAGE_SIZE);
    expect((await page({ q: "nobody-has-this-name", page: "3" })).list).toMatchObject({
      total: 0,
      page: 1,
      orders: [],
    });
  });

  it("opens one order's details from ?order=", async () => {
    const [target] = (await page({ q: "Zainab Qureshi 500" })).list.orders;
    await db().insert(orderItems).values({
      orderId: target!.id,
      productName: "Noor Walnut Chair",
      quantity: 2,
      unitPrice: 45_000,
      totalPrice: 90_000,
    });
    const { details, missingOrder } = await page({ order: target!.id });
    expect(missingOrder).toBe(false);
    expect(details).toMatchObject({ id: target!.id, fullName: "Zainab Qureshi 500", phone: "+923001234567" });
    expect(details!.items).toEqual([
      expect.objectContaining({ productName: "Noor Walnut Chair", quantity: 2, unitPrice: 45_000 }),
    ]);
    expect(details).not.toHaveProperty("idempotencyKey");
    expect((await page({ order: randomUUID() })).missingOrder).toBe(true);
  });
});

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
    expect(paid.body.notice.text).toBe(`Payment recorded for order #${number}: PKR 30,000 paid so far.`);
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

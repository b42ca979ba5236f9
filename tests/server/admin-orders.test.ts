import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orderItems } from "~/db/schema";
import { ADMIN_ORDERS_PAGE_SIZE } from "~/modules/orders/admin-order-links";
import { orderSummary } from "~/modules/orders/order-summary.server";
import { ordersPage, rows, SEEDED, setupAdminOrders } from "../setup/admin-orders";

// The admin Orders tab's summary and list, through the route modules as React Router calls them (its forms:
// admin-order-actions.test.ts; its CSV export: admin-orders-csv.test.ts).

const cookies = setupAdminOrders();

const page = (query: Record<string, string> = {}) => ordersPage(cookies.admin, query);

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

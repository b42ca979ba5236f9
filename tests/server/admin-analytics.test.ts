import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ORDER_STATUSES, products } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { ANALYTICS_DAYS, TOP_PRODUCT_COUNT } from "~/modules/admin/analytics";
import { loadAnalytics } from "~/modules/admin/analytics.server";
import { orderSummary } from "~/modules/orders/order-summary.server";
import { loader } from "~/routes/admin/analytics";
import { freshIp, pageRequest, registerCustomer, routeArgs, setupAccounts, signedInCookie } from "../setup/accounts";
import { now, query, seedCatalogue, seedOrders, windowDays } from "../setup/analytics-seed";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";

/**
 * The Analytics tab's figures against 1,000 seeded orders: each figure is
 * computed again here, by plainer SQL and arithmetic of its own, and must
 * agree. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

let customerCookie = "";
let adminCookie = "";

beforeAll(async () => {
  customerCookie = await registerCustomer({ email: "sana@shop.example", password: "sana-password-1", name: "Sana" });
  await createOrPromoteAdmin({ email: "owner@shop.example", password: "owner-password-1", name: "Owner" });
  adminCookie = await signedInCookie(freshIp(), { email: "owner@shop.example", password: "owner-password-1" });
});

describe("with no orders yet", () => {
  it("shows zeros, 30 empty days, every status at zero and no top products", async () => {
    const analytics = await loadAnalytics(now);
    expect(analytics.summary).toEqual({
      totalOrders: 0,
      pending: 0,
      delivered: 0,
      completed: 0,
      cancelled: 0,
      revenue: 0,
      collected: 0,
      averageOrderValue: 0,
      completionRate: 0,
      pendingRate: 0,
    });
    expect(analytics.days.map((day) => day.day)).toEqual(windowDays());
    expect(analytics.days.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(analytics.byStatus.map((row) => row.count)).toEqual(ORDER_STATUSES.map(() => 0));
    expect(analytics.topProducts).toEqual([]);
  });
});

describe("with 1,000 orders over 40 days", () => {
  beforeAll(async () => {
    const productRows = await seedCatalogue();
    await seedOrders(productRows);
    // A product renamed after it sold is listed under its current name.
    await db().update(products).set({ name: "Product 03 (renamed)" }).where(eq(products.id, productRows[3]!.id));
  }, 120_000);

  it("summarises the orders: counts, revenue booked without cancelled orders and collected, average and rates", async () => {
    // Money came in for the delivered orders, and an advance on one order that was then cancelled:
    // collected counts every payment, booked revenue only the orders that stand.
    await db().execute(sql`update orders set amount_paid = total_amount where status in ('delivered', 'completed')`);
    await db().execute(
      sql`update orders set amount_paid = 5000 where id = (select id from orders where status = 'cancelled' limit 1)`,
    );
    const [expected] = await query<Record<string, string | number>>(sql`
      select count(*) as total,
             sum(case when status = 'pending' then 1 else 0 end) as pending,
             sum(case when status = 'delivered' then 1 else 0 end) as delivered,
             sum(case when status = 'completed' then 1 else 0 end) as completed,
             sum(case when status = 'cancelled' then 1 else 0 end) as cancelled,
             sum(case when status = 'cancelled' then 0 else total_amount end) as revenue,
             sum(amount_paid) as collected
      from orders`);
    const n = (key: string) => Number(expected![key]);
    expect(n("collected")).toBeGreaterThan(0);
    const summary = await orderSummary();
    expect(summary).toEqual({
      totalOrders: 1_000,
      pending: n("pending"),
      delivered: n("delivered"),
      completed: n("completed"),
      cancelled: n("cancelled"),
      revenue: n("revenue"),
      collected: n("collected"),
      averageOrderValue: Math.round(n("revenue") / (1_000 - n("cancelled"))),
      completionRate: Math.round(((n("delivered") + n("completed")) / 1_000) * 100),
      pendingRate: Math.round((n("pending") / 1_000) * 100),
    });
    // Varied enough to mean something.
    expect(summary.pending).toBeGreaterThan(50);
    expect(summary.cancelled).toBeGreaterThan(50);
  });

  it("counts products (archived left out), active products, categories and projects", async () => {
    const [expected] = await query<Record<string, string | number>>(sql`
      select (select count(*) from products where archived_at is null) as products,
             (select count(*) from products where archived_at is null and is_active = true) as active,
             (select count(*) from categories) as categories,
             (select count(*) from projects) as projects`);
    const { catalogue } = await loadAnalytics(now);
    expect(catalogue).toEqual({
      totalProducts: Number(expected!.products),
      activeProducts: Number(expected!.active),
      totalCategories: Number(expected!.categories),
      totalProjects: Number(expected!.projects),
    });
    // 14 seeded, 2 of them archived (index 4 and 9); 4 inactive (0, 4, 8, 12), one of those archived.
    expect(catalogue).toMatchObject({ totalProducts: 12, activeProducts: 9, totalCategories: 3, totalProjects: 4 });
  });

  it("gives each of the last 30 days in Pakistan its orders and revenue, zero days included", async () => {
    const placed = await query<{ day: string; status: string; total: number }>(sql`
      select to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') as day, status, total_amount as total
      from orders`);
    const expected = windowDays().map((day) => {
      const ofDay = placed.filter((row) => row.day === day);
      return {
        day,
        orders: ofDay.length,
        revenue: ofDay.filter((row) => row.status !== "cancelled").reduce((sum, row) => sum + Number(row.total), 0),
      };
    });
    const { days } = await loadAnalytics(now);
    expect(days).toEqual(expected);
    // The window's first day has the order placed at its first moment, not the one a millisecond before.
    expect(days[0]!.orders).toBeGreaterThanOrEqual(1);
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBeLessThan(1_000);
  });

  it("gives a day without orders as zero", async () => {
    const quiet = windowDays()[10]!;
    await db().execute(
      sql`delete from orders where to_char(created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') = ${quiet}`,
    );
    const { days } = await loadAnalytics(now);
    expect(days).toHaveLength(ANALYTICS_DAYS);
    expect(days.find((day) => day.day === quiet)).toEqual({ day: quiet, orders: 0, revenue: 0 });
  });

  it("counts the orders in each of the eight statuses", async () => {
    const grouped = await query<{ status: string; n: string | number }>(
      sql`select status, count(*) as n from orders group by status`,
    );
    const { byStatus } = await loadAnalytics(now);
    expect(byStatus.map((row) => row.status)).toEqual([...ORDER_STATUSES]);
    for (const row of byStatus) {
      expect(row.count).toBe(Number(grouped.find((group) => group.status === row.status)?.n ?? 0));
    }
  });

  it("ranks products by revenue over orders not cancelled, under their current names", async () => {
    const sold = await query<{
      product_id: string | null;
      item_name: string;
      current_name: string | null;
      total: number;
      quantity: number;
    }>(sql`
      select i.product_id, i.product_name as item_name, p.name as current_name, i.total_price as total, i.quantity
      from order_items i
      join orders o on o.id = i.order_id
      left join products p on p.id = i.product_id
      where o.status <> 'cancelled'`);
    const byProduct = new Map<string, { name: string; revenue: number; units: number }>();
    for (const row of sold) {
      const key = row.product_id ?? `deleted:${row.item_name}`;
      const entry = byProduct.get(key) ?? { name: row.current_name ?? row.item_name, revenue: 0, units: 0 };
      entry.revenue += Number(row.total);
      entry.units += Number(row.quantity);
      byProduct.set(key, entry);
    }
    const expected = [...byProduct.values()].sort((a, b) => b.revenue - a.revenue).slice(0, TOP_PRODUCT_COUNT);
    const { topProducts } = await loadAnalytics(now);
    expect(topProducts).toEqual(expected);
    expect(topProducts).toHaveLength(TOP_PRODUCT_COUNT);
    expect(topProducts.some((product) => product.name === "Product 03")).toBe(false);
  });

  it("gives the whole of it to an admin through the tab's loader", async () => {
    const data = await loader(routeArgs(pageRequest("/admin/analytics", { cookie: adminCookie })));
    expect(data).toEqual(await loadAnalytics());
  });

  it("sends a customer and a signed-out visitor to /auth, with no data", async () => {
    for (const cookie of [customerCookie, undefined]) {
      const outcome = await loader(routeArgs(pageRequest("/admin/analytics", { cookie }))).then(
        (value) => ({ returned: value }),
        (error: unknown) => ({ thrown: error }),
      );
      expect(outcome).not.toHaveProperty("returned");
      const response = (outcome as { thrown: Response }).thrown;
      expect(response).toBeInstanceOf(Response);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth");
    }
  });
});

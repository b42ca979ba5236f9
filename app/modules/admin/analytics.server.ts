import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ORDER_STATUSES } from "~/db/schema";
import { orderSummary } from "~/modules/orders/order-summary.server";
import { countTestOrders } from "~/modules/orders/test-orders.server";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";
import {
  ANALYTICS_DAYS,
  TOP_PRODUCT_COUNT,
  type Analytics,
  type CatalogueCounts,
  type DayFigures,
  type ProductRevenue,
  type StatusCount,
} from "./analytics";

// Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
async function rows<Row>(query: SQL): Promise<Row[]> {
  const result = (await db().execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Everything the Analytics tab shows, read when the tab is opened (and again on each live update).
 * Test orders (placed while the shop was a preview) are left out of every figure: they are no sales.
 */
export async function loadAnalytics(now = new Date()): Promise<Analytics> {
  const [summary, catalogue, days, byStatus, topProducts, testOrders] = await Promise.all([
    orderSummary(),
    catalogueCounts(),
    dailyFigures(now),
    ordersByStatus(),
    topProductsByRevenue(),
    countTestOrders(),
  ]);
  return { summary, catalogue, days, byStatus, topProducts, testOrders };
}

/** Products (archived ones left out), active products, categories and projects, in one round trip. */
export async function catalogueCounts(): Promise<CatalogueCounts> {
  const [counts] = await rows<CatalogueCounts>(sql`
    select
      (select count(*) from products where archived_at is null)::int as "totalProducts",
      (select count(*) from products where archived_at is null and is_active)::int as "activeProducts",
      (select count(*) from categories)::int as "totalCategories",
      (select count(*) from projects)::int as "totalProjects"`);
  return counts!;
}

/**
 * Orders placed and revenue (orders not cancelled) for each of the last
 * ANALYTICS_DAYS calendar days in Pakistan, today last; a day without orders
 * is there with zeros. Reads only those days' orders (orders_created_idx).
 */
export async function dailyFigures(now = new Date(), days = ANALYTICS_DAYS): Promise<DayFigures[]> {
  const result = await rows<{ day: string; orders: number; revenue: string | number }>(sql`
    with bounds as (
      select (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date as today
    ),
    calendar as (
      select (today - offs)::date as day from bounds, generate_series(0, ${days - 1}::int) as offs
    ),
    placed as (
      select (o.created_at at time zone ${SHOP_TIME_ZONE})::date as day,
             count(*)::int as orders,
             coalesce(sum(o.total_amount) filter (where o.status <> 'cancelled'), 0) as revenue
      from orders o, bounds
      where not o.is_test
        and o.created_at >= ((bounds.today - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})
        and o.created_at < ((bounds.today + 1)::timestamp at time zone ${SHOP_TIME_ZONE})
      group by 1
    )
    select to_char(calendar.day, 'YYYY-MM-DD') as day,
           coalesce(placed.orders, 0)::int as orders,
           coalesce(placed.revenue, 0) as revenue
    from calendar left join placed on placed.day = calendar.day
    order by calendar.day`);
  return result.map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

/** How many orders are in each of the eight statuses, in display order (zeros included). */
export async function ordersByStatus(): Promise<StatusCount[]> {
  const result = await rows<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from orders where not is_test group by status`,
  );
  const counts = new Map(result.map((row) => [row.status, Number(row.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * The best-selling products by revenue over orders that are not cancelled.
 * Items keep their product's name of the day; a product still in the
 * catalogue shows its current name, a deleted one the name it was sold under.
 */
export async function topProductsByRevenue(limit = TOP_PRODUCT_COUNT): Promise<ProductRevenue[]> {
  const result = await rows<{ name: string; revenue: string | number; units: string | number }>(sql`
    select coalesce(min(p.name), max(i.product_name)) as name,
           sum(i.total_price) as revenue,
           sum(i.quantity) as units
    from order_items i
    join orders o on o.id = i.order_id
    left join products p on p.id = i.product_id
    where o.status <> 'cancelled' and not o.is_test
    group by i.product_id, case when i.product_id is null then i.product_name end
    order by revenue desc, name
    limit ${limit}`);
  return result.map((row) => ({ name: row.name, revenue: Number(row.revenue), units: Number(row.units) }));
}

import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ORDER_STATUSES } from "~/db/schema";
import { orderSummary } from "~/modules/orders/order-summary.server";
import { countsAsSale } from "~/modules/orders/sales.server";
import { countTestOrders } from "~/modules/orders/test-orders.server";
import { SHOP_TIME_ZONE } from "~/utils/shop-time";
import { revenueReductions } from "./analytics-reductions.server";
import {
  ANALYTICS_DAYS,
  TOP_PRODUCT_COUNT,
  TOP_VARIANT_COUNT,
  type Analytics,
  type CatalogueCounts,
  type DayFigures,
  type ProductRevenue,
  type StatusCount,
  type VariantRevenue,
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
  const [summary, reductions, catalogue, days, byStatus, topProducts, topVariants, testOrders] = await Promise.all([
    orderSummary(),
    revenueReductions(),
    catalogueCounts(),
    dailyFigures(now),
    ordersByStatus(),
    topProductsByRevenue(),
    topVariantsByRevenue(),
    countTestOrders(),
  ]);
  return { summary, reductions, catalogue, days, byStatus, topProducts, topVariants, testOrders };
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
 * The order lines that count as sales (countsAsSale: orders not cancelled, no test order), with
 * their product when it is still in the catalogue: what both best-seller tables add up, so that
 * they count the same orders. `orders` keeps its own name: countsAsSale names it.
 */
const soldLines = () => sql`
  from order_items i
  join orders on orders.id = i.order_id
  left join products p on p.id = i.product_id
  where ${countsAsSale()}`;
/**
 * Items keep their product's name of the day: a product still in the catalogue shows its
 * current name, a deleted one the name it was sold under.
 */
const productName = sql`coalesce(min(p.name), max(i.product_name))`;
/** One product: its id, or, once it is deleted (its lines lose the id), each name it was sold under. */
const productKey = sql`i.product_id, case when i.product_id is null then i.product_name end`;

/** The best-selling products by revenue over the orders that count as sales, all their variants together. */
export async function topProductsByRevenue(limit = TOP_PRODUCT_COUNT): Promise<ProductRevenue[]> {
  const result = await rows<{ name: string; revenue: string | number; units: string | number }>(sql`
    select ${productName} as name, sum(i.total_price) as revenue, sum(i.quantity) as units
    ${soldLines()}
    group by ${productKey}
    order by revenue desc, name
    limit ${limit}`);
  return result.map((row) => ({ name: row.name, revenue: Number(row.revenue), units: Number(row.units) }));
}

/**
 * The best-selling variants by revenue, over the same orders as the products' table: each
 * product's lines grouped by the variant label the order recorded ('Velvet, 3-seater'), never
 * by today's options, so a variant since renamed or removed is still listed as it was sold.
 * Its SKUs are the ones its lines kept (usually one; more if the SKU was changed between sales).
 *
 * Lines without a label are left out: a product without options has one way to be bought, so
 * its row would only repeat the products' table and push out the rows this table is for (which
 * fabric, which size sells); and a line ordered before its product had options does not say
 * which variant it was, which is not ours to guess.
 */
export async function topVariantsByRevenue(limit = TOP_VARIANT_COUNT): Promise<VariantRevenue[]> {
  const result = await rows<{
    product: string;
    variant: string;
    sku: string | null;
    revenue: string | number;
    units: string | number;
  }>(sql`
    select ${productName} as product,
           i.variant_label as variant,
           string_agg(distinct i.sku, ', ' order by i.sku) as sku,
           sum(i.total_price) as revenue,
           sum(i.quantity) as units
    ${soldLines()} and i.variant_label is not null
    group by ${productKey}, i.variant_label
    order by revenue desc, product, variant
    limit ${limit}`);
  return result.map((row) => ({
    product: row.product,
    variant: row.variant,
    sku: row.sku,
    units: Number(row.units),
    revenue: Number(row.revenue),
  }));
}

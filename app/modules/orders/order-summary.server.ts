import { eq, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { summariseOrders, type OrderSummary } from "./order-summary";

const count = (where: SQL) => sql`count(*) filter (where ${where})`.mapWith(Number);

/**
 * The dashboard's order summary over every order, in one scan: counts by
 * status, revenue booked (cancelled orders excluded) and collected (payments recorded), then the average order value
 * and the completion and pending rates derived from them.
 */
export async function orderSummary(): Promise<OrderSummary> {
  const [counts] = await db()
    .select({
      totalOrders: sql`count(*)`.mapWith(Number),
      pending: count(sql`${orders.status} = 'pending'`),
      delivered: count(sql`${orders.status} = 'delivered'`),
      completed: count(sql`${orders.status} = 'completed'`),
      cancelled: count(sql`${orders.status} = 'cancelled'`),
      revenue: sql`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0)`.mapWith(
        Number,
      ),
      collected: sql`coalesce(sum(${orders.amountPaid}), 0)`.mapWith(Number),
    })
    .from(orders)
    // A test order (placed while the shop was a preview) is no sale: analytics leave it out.
    .where(eq(orders.isTest, false));
  return summariseOrders(counts!);
}

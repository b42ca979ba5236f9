import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { countsAsSale } from "~/modules/orders/sales.server";
import type { RevenueReductions } from "./analytics";

/**
 * What discount codes took off the orders that count as sales (countsAsSale: not cancelled, no
 * test order, the same orders as the booked revenue), read in one scan with their booked total,
 * so 'Revenue before reductions' is that total and those reductions of one moment. An order
 * keeps its reductions in its own columns (issue 35): a code since edited or deleted changes nothing.
 */
export async function revenueReductions(): Promise<RevenueReductions> {
  const [row] = await db()
    .select({
      booked: sql`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
      given: sql`coalesce(sum(${orders.discountAmount} + ${orders.deliveryDiscount}), 0)`.mapWith(Number),
      ordersWithCode: sql`count(*) filter (where ${orders.discountCode} is not null)`.mapWith(Number),
    })
    .from(orders)
    .where(countsAsSale());
  const { booked, given, ordersWithCode } = row!;
  return { booked, given, beforeReductions: booked + given, ordersWithCode };
}

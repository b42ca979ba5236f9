import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { countsAsSale } from "~/modules/orders/sales.server";
import type { RevenueReductions } from "./analytics";

/**
 * What sales and discount codes took off the orders that count as sales (countsAsSale: not
 * cancelled, no test order, the same orders as the booked revenue), read in one statement with
 * their booked total, so 'Revenue before reductions' is that total and those reductions of one
 * moment. An order keeps its reductions itself (issue 35): a code's in its own columns, a sale's on
 * each line (its price before the sale); a sale or code since edited or deleted changes nothing.
 */
export async function revenueReductions(): Promise<RevenueReductions> {
  const [row] = await db()
    .select({
      booked: sql`coalesce(sum(${orders.totalAmount}), 0)`.mapWith(Number),
      given: sql`coalesce(sum(${orders.discountAmount} + ${orders.deliveryDiscount}), 0)`.mapWith(Number),
      ordersWithCode: sql`count(*) filter (where ${orders.discountCode} is not null)`.mapWith(Number),
      saleGiven: sql`coalesce(sum(on_sale.saved), 0)`.mapWith(Number),
      ordersOnSale: sql`count(on_sale.saved)`.mapWith(Number),
    })
    .from(orders)
    // Per order, what its lines on sale saved (null for an order with none).
    .leftJoin(
      sql`lateral (select sum((oi.regular_unit_price - oi.unit_price) * oi.quantity) as saved
                     from order_items oi
                    where oi.order_id = ${orders.id} and oi.regular_unit_price is not null) on_sale`,
      sql`true`,
    )
    .where(countsAsSale());
  const { booked, given, ordersWithCode, saleGiven, ordersOnSale } = row!;
  return { booked, given, saleGiven, beforeReductions: booked + given + saleGiven, ordersWithCode, ordersOnSale };
}

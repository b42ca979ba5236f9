import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders, products } from "~/db/schema";
import { countsAsSale } from "./sales.server";

/**
 * The products that sold most, by units: the quantities of every order that counts as a sale
 * (countsAsSale, as the analytics count revenue), most first. A product sold in options is one
 * entry, all its variants' units together (lines are grouped by product): one card each. Only
 * products still for sale are ranked, so `limit` of them come back even when a best seller has
 * since been withdrawn. Empty when nothing has sold: the home page then shows no row rather
 * than invented numbers.
 */
export async function bestSellerIds(limit: number): Promise<string[]> {
  const units = sql<number>`sum(${orderItems.quantity})`;
  const rows = await db()
    .select({ id: products.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(countsAsSale(), isNotNull(orderItems.productId), eq(products.isActive, true)))
    .groupBy(products.id)
    // Ties: the newer product first (as the catalogue lists them), then the id, so the row never shuffles.
    .orderBy(desc(units), desc(products.createdAt), asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";

/** A customer's own orders, newest first, with their items (the profile's Orders tab). */
export async function listCustomerOrders(userId: string) {
  const rows = await db().select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const items = await db()
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }));
}

export type CustomerOrder = Awaited<ReturnType<typeof listCustomerOrders>>[number];

export async function countCustomerOrders(userId: string): Promise<number> {
  return db().$count(orders, and(eq(orders.userId, userId)));
}

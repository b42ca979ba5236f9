import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { Transaction } from "./checkout-refused";

type Executor = Transaction | ReturnType<typeof db>;

/** How many test orders (placed while the shop was a preview) there are. */
export async function countTestOrders(executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .select({ count: sql`count(*)`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.isTest, true));
  return row?.count ?? 0;
}

/**
 * Deletes every test order (its items, payments and history go with it: they cascade), giving
 * back the stock of those not cancelled (a cancellation gave its stock back already), so that
 * the pieces the preview 'sold' are for sale again in the open shop. Returns the numbers deleted.
 */
export async function deleteTestOrders(tx: Transaction): Promise<string[]> {
  await tx.execute(sql`
    update products p
    set stock = p.stock + held.quantity, updated_at = now()
    from (
      select i.product_id, sum(i.quantity)::int as quantity
      from order_items i join orders o on o.id = i.order_id
      where o.is_test and o.status <> 'cancelled' and i.product_id is not null
      group by i.product_id
    ) held
    where p.id = held.product_id`);
  const deleted = await tx.delete(orders).where(eq(orders.isTest, true)).returning({ number: orders.number });
  return deleted.map((row) => row.number);
}

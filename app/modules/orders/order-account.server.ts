import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderEvents, orderPayments, type orders } from "~/db/schema";
import { orderAccount, type OrderAccount, type OrderAccountSource } from "./order-account";
import { statusReachedAt } from "./order-history";

type Order = typeof orders.$inferSelect;
type Reader = Pick<Database, "select">;

/**
 * The rows the accounts of `list` need beyond the orders: the day each status was reached and
 * the refunds' total, in two queries whatever the number of orders (the profile lists them all).
 * Read with the caller's executor, so that a mail queued in a change's transaction sees the change.
 */
export async function accountSources(executor: Reader, list: readonly Order[]): Promise<OrderAccountSource[]> {
  if (list.length === 0) return [];
  const ids = list.map((order) => order.id);
  const events = await executor
    .select({ orderId: orderEvents.orderId, at: orderEvents.at, kind: orderEvents.kind, changes: orderEvents.changes })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, ids), inArray(orderEvents.kind, ["placed", "status"])))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const refunds = await executor
    .select({
      orderId: orderPayments.orderId,
      total: sql<number>`coalesce(sum(${orderPayments.amount}), 0)`.mapWith(Number),
    })
    .from(orderPayments)
    .where(and(inArray(orderPayments.orderId, ids), eq(orderPayments.kind, "refund")))
    .groupBy(orderPayments.orderId);
  const refunded = new Map(refunds.map((row) => [row.orderId, row.total]));
  return list.map((order) => ({
    ...order,
    amountRefunded: refunded.get(order.id) ?? 0,
    reachedAt: statusReachedAt(
      events.filter((event) => event.orderId === order.id).map((event) => ({ ...event, at: event.at.toISOString() })),
    ),
  }));
}

/** The account of an order row, as it stands in `executor`'s view. */
export async function loadOrderAccount(executor: Reader, order: Order): Promise<OrderAccount> {
  const [source] = await accountSources(executor, [order]);
  return orderAccount(source!);
}

/** The accounts of several orders, in their order. */
export async function loadOrderAccounts(executor: Reader, list: readonly Order[]): Promise<OrderAccount[]> {
  return (await accountSources(executor, list)).map(orderAccount);
}

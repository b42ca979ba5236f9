import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItems } from "~/db/schema";

/** The one order an order's lines are listed in everywhere (by name, then id). */
export const LINE_ORDER = [asc(orderItems.productName), asc(orderItems.id)] as const;

/**
 * An order's lines in the one order every page, paper and mail lists them (LINE_ORDER), so
 * that the invoice matches the screen and the mail. Read with the caller's executor: a mail
 * rendered in a change's transaction sees the change.
 */
export function orderLines(executor: Pick<Database, "select">, orderId: string) {
  return executor
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(...LINE_ORDER);
}

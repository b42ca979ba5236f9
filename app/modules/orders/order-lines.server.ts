import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItems } from "~/db/schema";

/**
 * An order's lines in the one order every page, paper and mail lists them (by name, then id), so
 * that the invoice matches the screen and the mail. Read with the caller's executor: a mail
 * rendered in a change's transaction sees the change.
 */
export function orderLines(executor: Pick<Database, "select">, orderId: string) {
  return executor
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
}

import { and, desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import type { ListFilters } from "./admin-order-links";
import { orderFilterCondition } from "./admin-orders.server";
import { loadOrderAccounts } from "./order-account.server";
import { orderCsvRow, ordersCsvHeader } from "./orders-csv";

/** Orders read per query while streaming: memory stays flat however many orders match. */
export const CSV_BATCH_SIZE = 1_000;

/**
 * The filtered orders as a stream of CSV text, newest first, read in batches
 * by keyset (created_at, id): each batch starts where the last one ended, so
 * the 100th batch costs what the first did (an OFFSET would re-read all the
 * rows before it). The cursor's time travels as text, keeping PostgreSQL's
 * microseconds that a JavaScript Date would round away.
 */
export function streamOrdersCsv(filters: ListFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const where = orderFilterCondition(filters);
  let cursor: { at: string; id: string } | null = null;
  let started = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(ordersCsvHeader()));
          return;
        }
        const after = cursor
          ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined;
        const rows = await db()
          .select({ order: orders, at: sql<string>`${orders.createdAt}::text` })
          .from(orders)
          .where(and(where, after))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(CSV_BATCH_SIZE);
        // Two more queries a batch, whatever its size: the history's days and the refunds.
        const accounts = await loadOrderAccounts(
          db(),
          rows.map((row) => row.order),
        );
        const text = rows.map((row, index) => orderCsvRow({ ...row.order, account: accounts[index]! })).join("");
        if (rows.length > 0) controller.enqueue(encoder.encode(text));
        if (rows.length < CSV_BATCH_SIZE) controller.close();
        else cursor = { at: rows.at(-1)!.at, id: rows.at(-1)!.order.id };
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

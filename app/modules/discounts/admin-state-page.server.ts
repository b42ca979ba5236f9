import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { DISCOUNT_STATES, type DiscountState } from "./admin-discount-state";

/**
 * The admin's lists of things that run from a start to an end (discount codes, sales): how many
 * are in each state, counted in one scan, and which page of the chosen state's list to show (a
 * page past the end shows the last). `stateSql` says each state in SQL for that table.
 */
export async function statePage(
  table: PgTable,
  stateSql: (state: DiscountState, now: Date) => SQL,
  { state, page, pageSize, now }: { state: DiscountState | null; page: number; pageSize: number; now: Date },
) {
  const countOf = (name: DiscountState) => sql<number>`count(*) filter (where ${stateSql(name, now)})`.mapWith(Number);
  const [counted] = await db()
    .select({
      scheduled: countOf("scheduled"),
      running: countOf("running"),
      paused: countOf("paused"),
      ended: countOf("ended"),
    })
    .from(table);
  const counts = counted ?? { scheduled: 0, running: 0, paused: 0, ended: 0 };
  const all = DISCOUNT_STATES.reduce((sum, name) => sum + counts[name], 0);
  const total = state ? counts[state] : all;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return {
    counts: { all, ...counts },
    total,
    page: current,
    pageCount,
    offset: (current - 1) * pageSize,
    where: state ? stateSql(state, now) : undefined,
  };
}

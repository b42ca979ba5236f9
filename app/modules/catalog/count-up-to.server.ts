import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";

/** The products a condition matches, counted up to the cap only (one past it tells that there are more). */
export async function countUpTo(condition: SQL | undefined, cap: number) {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(
      db()
        .select({ one: sql`1` })
        .from(products)
        .where(condition)
        .limit(cap + 1)
        .as("matches"),
    );
  const total = row?.count ?? 0;
  return { total: Math.min(total, cap), capped: total > cap };
}

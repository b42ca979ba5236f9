import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

type Reader = Pick<Database, "execute">;

const DAY_MS = 86_400_000;

/**
 * Issue 35's honest 'was' price: for each variant, the lowest price it had during the `days` days
 * (of 24 hours) before `at`: the price in force when the window opened, and every price recorded
 * from then until `at` (a row stamped exactly at the opening is the price in force then; one
 * stamped exactly at `at` is not before it). Null when the variant's history does not reach back
 * to the opening (its first row is later), or it has none. One query for any number of variants.
 */
export async function lowestPriceBefore(
  executor: Reader,
  variantIds: readonly string[],
  at: Date,
  days = 30,
): Promise<Map<string, number | null>> {
  const lowest = new Map<string, number | null>(variantIds.map((id) => [id, null]));
  if (lowest.size === 0) return lowest;
  const opening = new Date(at.getTime() - days * DAY_MS).toISOString();
  const ids = sql.join(
    [...lowest.keys()].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // No row at or before the opening means no price known then: least() of nothing stays null.
  const result = (await executor.execute(sql`
    select v.id::text as variant_id,
           case when opened.price is not null then least(opened.price, since.price) end as lowest
      from unnest(array[${ids}]) as v(id)
      left join lateral (
        select h.price from variant_price_history h
         where h.variant_id = v.id and h.recorded_at <= ${opening}::timestamptz
         order by h.recorded_at desc, h.id desc limit 1) opened on true
      left join lateral (
        select min(h.price) as price from variant_price_history h
         where h.variant_id = v.id and h.recorded_at > ${opening}::timestamptz
           and h.recorded_at < ${at.toISOString()}::timestamptz) since on true`)) as unknown as {
    rows: { variant_id: string; lowest: number | null }[];
  };
  for (const row of result.rows) lowest.set(row.variant_id, row.lowest === null ? null : Number(row.lowest));
  return lowest;
}

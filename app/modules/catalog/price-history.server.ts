import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

type Reader = Pick<Database, "execute">;

/** A variant and the moment its 'was' price is asked for (its sale's start). */
export interface PriceMoment {
  variantId: string;
  at: Date;
}

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
  const byKey = await lowestPricesBefore(
    executor,
    variantIds.map((variantId) => ({ variantId, at })),
    days,
  );
  return new Map(variantIds.map((id) => [id, byKey.get(priceMomentKey({ variantId: id, at })) ?? null]));
}

/** The key of a variant's moment in lowestPricesBefore's answer. */
export const priceMomentKey = (moment: PriceMoment) => `${moment.variantId}@${moment.at.toISOString()}`;

/**
 * lowestPriceBefore for many variants, each at its own moment (pieces of one page on different
 * sales): keyed by priceMomentKey.
 */
export async function lowestPricesBefore(
  executor: Reader,
  moments: readonly PriceMoment[],
  days = 30,
): Promise<Map<string, number | null>> {
  const lowest = new Map<string, number | null>(moments.map((moment) => [priceMomentKey(moment), null]));
  if (lowest.size === 0) return lowest;
  const unique = [...new Map(moments.map((moment) => [priceMomentKey(moment), moment])).values()];
  const ids = sql.join(
    unique.map((moment) => sql`${moment.variantId}::uuid`),
    sql`, `,
  );
  const ats = sql.join(
    unique.map((moment) => sql`${moment.at.toISOString()}::timestamptz`),
    sql`, `,
  );
  // No row at or before the opening means no price known then: least() of nothing stays null.
  const result = (await executor.execute(sql`
    select v.id::text as variant_id, v.at as at,
           case when opened.price is not null then least(opened.price, since.price) end as lowest
      from unnest(array[${ids}], array[${ats}]) as v(id, at)
      left join lateral (
        select h.price from variant_price_history h
         where h.variant_id = v.id and h.recorded_at <= v.at - make_interval(days => ${days})
         order by h.recorded_at desc, h.id desc limit 1) opened on true
      left join lateral (
        select min(h.price) as price from variant_price_history h
         where h.variant_id = v.id and h.recorded_at > v.at - make_interval(days => ${days})
           and h.recorded_at < v.at) since on true`)) as unknown as {
    rows: { variant_id: string; at: Date | string; lowest: number | null }[];
  };
  for (const row of result.rows) {
    const key = priceMomentKey({ variantId: row.variant_id, at: new Date(row.at) });
    lowest.set(key, row.lowest === null ? null : Number(row.lowest));
  }
  return lowest;
}

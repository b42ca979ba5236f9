import { sql } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { notePriceChangeAt } from "~/utils/price-clock.server";
import type { SaleRule } from "./sale-rules";

type Reader = Pick<Database, "execute">;

/** The sales running at one moment, as every price of one page or one order reads them. */
export interface RunningSales {
  /** The database's clock: in a transaction, its start (checkout prices at that moment). */
  now: Date;
  running: SaleRule[];
  /** Every product of the view is on one of them (a room a sale covers whole: salesInView). */
  coversAll?: boolean;
}

/**
 * The running sales as a view of one room sees them: a sale of other rooms reaches none of its
 * products, so its rooms are left out (and the sale, when nothing of it is left), and a sale of the
 * room itself covers every product of the view. The whole catalogue (null) sees them all.
 */
export function salesInView(sales: RunningSales, categoryId: string | null): RunningSales {
  if (categoryId === null) return sales;
  const running = sales.running
    .map((sale) => ({ ...sale, categoryIds: sale.categoryIds.filter((id) => id === categoryId) }))
    .filter((sale) => sale.productIds.length + sale.variantIds.length + sale.categoryIds.length > 0);
  return { now: sales.now, running, coversAll: running.some((sale) => sale.categoryIds.length > 0) };
}

interface SaleRow {
  id: string;
  name: string;
  kind: SaleRule["kind"];
  value: number;
  productIds: string[];
  variantIds: string[];
  categoryIds: string[];
  startsAt: string;
  endsAt: string;
}

/**
 * The sales running now, read with the database's clock in one statement: whether a sale runs is
 * worked out from its start and end on every read, never switched by a timer, so it starts and
 * ends at its second on every instance. The sales not yet ended are few (an index on the end finds
 * them). Each read also tells the page cache when the next one starts or ends (price-clock).
 */
export async function readRunningSales(executor: Reader = db()): Promise<RunningSales> {
  const result = (await executor.execute(sql`
    select now() as now, coalesce(json_agg(json_build_object(
             'id', s.id, 'name', s.name, 'kind', s.kind, 'value', s.value,
             'productIds', s.product_ids, 'variantIds', s.variant_ids, 'categoryIds', s.category_ids,
             'startsAt', s.starts_at, 'endsAt', s.ends_at)) filter (where s.id is not null), '[]') as sales
      from (select 1) one left join sales s on s.ends_at > now() and s.paused_at is null`)) as unknown as {
    rows: { now: Date | string; sales: SaleRow[] | string }[];
  };
  const row = result.rows[0]!;
  const now = new Date(row.now);
  const rows: SaleRow[] = typeof row.sales === "string" ? JSON.parse(row.sales) : row.sales;
  const sales = rows.map((sale) => ({ ...sale, startsAt: new Date(sale.startsAt), endsAt: new Date(sale.endsAt) }));
  const running = sales.filter((sale) => sale.startsAt.getTime() <= now.getTime());
  // The next start of one not begun, or the next end of one running.
  const moments = sales.map((sale) => (sale.startsAt.getTime() > now.getTime() ? sale.startsAt : sale.endsAt));
  notePriceChangeAt(moments.length > 0 ? new Date(Math.min(...moments.map((at) => at.getTime()))) : null);
  return { now, running };
}

import { sql, type SQL } from "drizzle-orm";
import type { RunningSales } from "./running-sales.server";
import type { SaleRule } from "./sale-rules";
import { priceOf } from "./variant-sql.server";

/*
 * The running sales in the catalogue's SQL (the 'On sale' filter, the Sale page, sorting and
 * filtering by price). The sales are passed in as constants, read once for the page
 * (running-sales.server.ts), so the SQL and the cards agree on which sales run. Of a query on products.
 */

/** A uuid[] constant (drizzle would spread a JS array into a list of parameters). */
function uuidArray(ids: Iterable<string>): SQL {
  const list = [...new Set(ids)];
  return list.length === 0
    ? sql`'{}'::uuid[]`
    : sql`array[${sql.join(
        list.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
}

/** Whether a product has a piece on one of the running sales (false when none runs). */
export function onSaleSql(sales: RunningSales): SQL {
  if (sales.running.length === 0) return sql`false`;
  const productIds = uuidArray(sales.running.flatMap((sale) => sale.productIds));
  const variantIds = uuidArray(sales.running.flatMap((sale) => sale.variantIds));
  const categoryIds = uuidArray(sales.running.flatMap((sale) => sale.categoryIds));
  // The variants' products once for the statement (an init plan), not per product.
  return sql`(products.id = any(${productIds}) or products.category_id = any(${categoryIds})
    or products.id = any(array(select sv.product_id from product_variants sv
                                where sv.is_active and sv.id = any(${variantIds}))))`;
}

function saleValues(running: readonly SaleRule[]): SQL {
  const rows = running.map(
    (sale) =>
      sql`(${sale.kind}::text, ${sale.value}::int, ${uuidArray(sale.productIds)}, ${uuidArray(sale.variantIds)}, ${uuidArray(sale.categoryIds)})`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as s(kind, value, product_ids, variant_ids, category_ids)`;
}

/**
 * What a product sells from now: its cheapest active piece after the running sales, by
 * sale-rules' reducedPrice and bestOffer (a percent rounded half to the buyer; a sale never takes
 * a piece to zero), else its sort price. The catalogue sorts and filters by it while a sale runs,
 * so the order a shopper sees is the prices the cards say; without sales it is the indexed
 * sort_price itself.
 */
export function effectivePriceSql(sales: RunningSales): SQL {
  if (sales.running.length === 0) return sql`products.sort_price`;
  return sql`(case when ${onSaleSql(sales)} then least(products.sort_price, coalesce((
    select min(r.price) from (
      select case s.kind when 'percent' then vp.price - (vp.price * s.value + 50) / 100
                         else vp.price - s.value end as price, vp.price as regular
        from (select pv.id, ${sql.raw(priceOf("pv", "products"))} as price from product_variants pv
               where pv.product_id = products.id and pv.is_active) vp
        cross join ${saleValues(sales.running)}
       where products.id = any(s.product_ids) or vp.id = any(s.variant_ids)
          or products.category_id = any(s.category_ids)) r
     where r.price >= 1 and r.price < r.regular), products.sort_price)) else products.sort_price end)`;
}

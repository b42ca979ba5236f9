import { and, sql, type SQL } from "drizzle-orm";
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
  const categoryIds = uuidArray(sales.running.flatMap((sale) => sale.categoryIds));
  return sql`(products.id = any(${productIds}) or products.category_id = any(${categoryIds})
    or products.id = any(${variantSaleProducts(sales)}))`;
}

function saleValues(running: readonly SaleRule[]): SQL {
  const rows = running.map(
    (sale) =>
      sql`(${sale.kind}::text, ${sale.value}::int, ${uuidArray(sale.productIds)}, ${uuidArray(sale.variantIds)}, ${uuidArray(sale.categoryIds)})`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as s(kind, value, product_ids, variant_ids, category_ids)`;
}

/** reducedPrice (sale-rules.ts) of `price`, in SQL: a percent rounded half to the buyer. */
function reducedSql(sale: SaleRule, price: SQL): SQL {
  return sale.kind === "percent"
    ? sql`(${price} - (${price}::bigint * ${sale.value}::int + 50) / 100)`
    : sql`(${price} - ${sale.value}::int)`;
}

/** The products some running sale covers by one of their variants (an init plan: once per statement). */
function variantSaleProducts(sales: RunningSales): SQL {
  return sql`array(select sv.product_id from product_variants sv
                    where sv.is_active and sv.id = any(${uuidArray(sales.running.flatMap((sale) => sale.variantIds))}))`;
}

/**
 * What a product sells from now: its cheapest active piece after the running sales, by
 * sale-rules' reducedPrice and bestOffer (a percent rounded half to the buyer; a sale never takes
 * a piece to zero), else its sort price. The catalogue sorts and filters by it while a sale runs,
 * so the order a shopper sees is the prices the cards say; without sales it is the indexed
 * sort_price itself.
 *
 * A sale on a whole product (by the product or its category) is worked out on its sort_price, its
 * cheapest active piece: a reduction never lowers a dearer piece below a cheaper one's (it grows
 * by at most a rupee a rupee), so the cheapest piece's sale price is the product's. Only a sale on
 * some of its variants, or one that would take the cheapest piece under a rupee (a dearer piece
 * may then be the one reduced), reads the variants: working out every piece's price made 'Décor
 * by price' at 100,000 products, the Décor sale running, take 1.4 s.
 */
export function effectivePriceSql(sales: RunningSales): SQL {
  if (sales.running.length === 0) return sql`products.sort_price`;
  const price = sql`products.sort_price`;
  const wholeSales = sales.running.filter((sale) => sale.productIds.length > 0 || sale.categoryIds.length > 0);
  const covers = (sale: SaleRule) =>
    sql`(products.id = any(${uuidArray(sale.productIds)}) or products.category_id = any(${uuidArray(sale.categoryIds)}))`;
  // A product whose pieces are all withdrawn has none to reduce (its card shows no sale). The
  // `offset 0` keeps the test a look-up of the product's own pieces: without it PostgreSQL may hash
  // every active piece first, all 100,000 of them for one sofa on sale ('sofa' by price, page 5,
  // the Décor sale running: 80 ms).
  const wholeOffers = wholeSales.map(
    (sale) => sql`case when ${covers(sale)} and ${reducedSql(sale, price)} between 1 and ${price} - 1
      and exists (select 1 from product_variants av where av.product_id = products.id and av.is_active offset 0)
      then ${reducedSql(sale, price)} end`,
  );
  const underOne = wholeSales.map((sale) => sql`(${covers(sale)} and ${reducedSql(sale, price)} < 1)`);
  const readsVariants = sql.join([sql`products.id = any(${variantSaleProducts(sales)})`, ...underOne], sql` or `);
  return sql`(case when ${onSaleSql(sales)} then least(${price}, ${sql.join(
    [...wholeOffers, sql`case when ${readsVariants} then ${variantOffersSql(sales)} end`],
    sql`, `,
  )}) else ${price} end)`;
}

/**
 * The dearest sort_price whose product could sell for `price` or less while these sales run: no
 * sale takes a piece below its reduction of the product's sort_price (its cheapest piece), and a
 * reduction never falls as the price rises. A percent v leaves at least p - (p·v + 50)/100 of a
 * price p, so p·(100 - v) ≤ 100·price + 50; an amount a leaves p - a. A bound, not the exact
 * price: what it lets through is then sorted by the prices worked out.
 */
export function dearestSortPriceAtMost(sales: RunningSales, price: SQL): SQL {
  const bounds = sales.running.map((sale) =>
    sale.kind === "percent"
      ? sql`(100 * ${price} + 50) / greatest(100 - ${sale.value}::int, 1)`
      : sql`${price} + ${sale.value}::int`,
  );
  return sql`greatest(${sql.join([price, ...bounds], sql`, `)})`;
}

/**
 * A card's price (effectivePriceSql) from `min` to `max` (either may be absent). While sales run,
 * it also states the sort_price range that such a price needs, which the sort_price index reads:
 * a sale price is never above the sort_price, nor below what dearestSortPriceAtMost allows. Only
 * the products in that range have their prices worked out ('Décor' from 5,000 to 20,000 at
 * 100,000 products, its sale running: 16,667 prices worked out to count 4,525).
 */
export function priceInRangeSql(sales: RunningSales, min: number | null, max: number | null): SQL {
  const inRange = (value: SQL, to: SQL | number | null) =>
    and(min === null ? undefined : sql`${value} >= ${min}`, to === null ? undefined : sql`${value} <= ${to}`)!;
  const sortPrice = sql`products.sort_price`;
  if (sales.running.length === 0) return inRange(sortPrice, max);
  const ceiling = max === null ? null : dearestSortPriceAtMost(sales, sql`${max}::bigint`);
  return and(inRange(sortPrice, ceiling), inRange(effectivePriceSql(sales), max))!;
}

/** The cheapest sale price of a product's active pieces, each worked out (null when no sale lowers one). */
function variantOffersSql(sales: RunningSales): SQL {
  return sql`(
    select min(r.price) from (
      select case s.kind when 'percent' then vp.price - (vp.price::bigint * s.value + 50) / 100
                         else vp.price - s.value end as price, vp.price as regular
        from (select pv.id, ${sql.raw(priceOf("pv", "products"))} as price from product_variants pv
               where pv.product_id = products.id and pv.is_active offset 0) vp
        cross join ${saleValues(sales.running)}
       where products.id = any(s.product_ids) or vp.id = any(s.variant_ids)
          or products.category_id = any(s.category_ids)) r
     where r.price >= 1 and r.price < r.regular)`;
}

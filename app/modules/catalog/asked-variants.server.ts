import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { RunningSales } from "./running-sales.server";
import { cardSaleOf, salePricesFor, type CardSale } from "./sale-prices.server";
import { priceOf } from "./variant-sql.server";

/**
 * The piece a search asked for (issue 37, item 2): 'queen bed' finds the Chiniot bed by its Queen
 * size, so its card opens on the Queen, at the Queen's price and stock, not on the bed's cheapest
 * piece. Absent when the words name no option value of the product, or name all its pieces alike.
 */
export interface AskedVariant {
  sku: string;
  /** Its values in the options' order ('Queen', 'Velvet, 3-seater'). */
  label: string;
  price: number;
  stock: number;
  /** Its lead time when it is made to order, else null. */
  madeToOrderWeeks: number | null;
  sale: CardSale | null;
}

interface VariantRow {
  productId: string;
  variantId: string;
  categoryId: string | null;
  sku: string;
  label: string;
  price: number;
  stock: number;
  madeToOrderWeeks: number | null;
}

/**
 * For a page of a search's products, each one's active piece whose option values answer the most
 * of the search's words (or phrases: '3 seater' is one), when it answers more of them than another
 * piece of the same product does; the first in the owner's order among equals. One statement for
 * the page (a dozen products, a few pieces each), then the chosen pieces' sales.
 */
export async function askedVariants(
  productIds: string[],
  groups: SQL[],
  sales: RunningSales,
): Promise<Map<string, AskedVariant>> {
  if (productIds.length === 0 || groups.length === 0) return new Map();
  const answered = sql.join(
    groups.map((group) => sql`(to_tsvector('english', search_sizes_joined(w.words)) @@ ${group})::int`),
    sql` + `,
  );
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    select "productId", "variantId", "categoryId", sku, label, price, stock, "madeToOrderWeeks" from (
      select pv.product_id as "productId", pv.id as "variantId", p.category_id as "categoryId", pv.sku,
             w.label, ${sql.raw(priceOf("pv", "p"))}::int as price, pv.stock,
             case when pv.made_to_order then pv.lead_time_weeks end as "madeToOrderWeeks",
             a.answered, min(a.answered) over (partition by pv.product_id) as fewest,
             row_number() over (partition by pv.product_id order by a.answered desc, pv.position, pv.sku) as rank
        from product_variants pv
        join products p on p.id = pv.product_id
        join lateral (
          select string_agg(ov.value, ' ') as words, string_agg(ov.value, ', ' order by o.position) as label
            from product_variant_values vv
            join product_option_values ov on ov.id = vv.value_id
            join product_options o on o.id = ov.option_id
           where vv.variant_id = pv.id) w on w.words is not null
        cross join lateral (select ${answered} as answered) a
       where pv.product_id in (${sql.join(
         productIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )}) and pv.is_active
    ) as pieces
    where rank = 1 and answered > fewest`)) as unknown as { rows: VariantRow[] };
  const rows = result.rows;
  if (rows.length === 0) return new Map();
  const onSale = await salePricesFor(
    rows.map((row) => ({
      variantId: row.variantId,
      productId: row.productId,
      categoryId: row.categoryId,
      price: row.price,
    })),
    db(),
    sales,
  );
  return new Map(
    rows.map((row) => {
      const sale = onSale.get(row.variantId);
      return [
        row.productId,
        {
          sku: row.sku,
          label: row.label,
          price: Number(row.price),
          stock: Number(row.stock),
          madeToOrderWeeks: row.madeToOrderWeeks === null ? null : Number(row.madeToOrderWeeks),
          sale: sale ? cardSaleOf(sale) : null,
        },
      ];
    }),
  );
}

import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { CardSwatches, ProductCard } from "./catalog.server";

/** The most swatches a card shows; the rest are counted ('+3'). */
export const CARD_SWATCHES = 5;

interface SwatchRow {
  product_id: string;
  option_name: string;
  value: string;
  swatch_color: string | null;
  swatch_image: string | null;
}

/**
 * The cards with the fabrics or finishes they come in (issue 34): the values of each product's
 * first option shown as swatches, in the owner's order, those that some variant on sale has. One
 * query for all the cards of a list, whatever their number.
 */
export async function withCardSwatches<Card extends Pick<ProductCard, "id">>(
  cards: Card[],
): Promise<(Card & { swatches?: CardSwatches })[]> {
  if (cards.length === 0) return cards;
  const ids = sql.join(
    cards.map((card) => sql`${card.id}::uuid`),
    sql`, `,
  );
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    select o.product_id, o.name as option_name, ov.value, ov.swatch_color, ov.swatch_image
      from product_options o
      join product_option_values ov on ov.option_id = o.id
     where o.product_id in (${ids}) and o.display = 'swatches'
       and o.position = (select min(first.position) from product_options first
                          where first.product_id = o.product_id and first.display = 'swatches')
       and exists (select 1 from product_variant_values vv join product_variants pv on pv.id = vv.variant_id
                    where vv.value_id = ov.id and pv.is_active)
     order by o.product_id, ov.position`)) as unknown as { rows: SwatchRow[] };
  const byProduct = new Map<string, CardSwatches>();
  for (const row of result.rows) {
    let entry = byProduct.get(row.product_id);
    if (!entry) {
      entry = { option: row.option_name, values: [], more: 0 };
      byProduct.set(row.product_id, entry);
    }
    if (entry.values.length < CARD_SWATCHES) {
      entry.values.push({ value: row.value, color: row.swatch_color, image: row.swatch_image });
    } else entry.more += 1;
  }
  return cards.map((card) => {
    const swatches = byProduct.get(card.id);
    return swatches ? { ...card, swatches } : card;
  });
}

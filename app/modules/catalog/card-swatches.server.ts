import { sql } from "drizzle-orm";
import type { CardSwatches } from "./catalog.server";

/** The most swatches a card shows; the rest are counted ('+3'). */
export const CARD_SWATCHES = 5;

/** What cardSwatchesSql reads: the option and every value some variant on sale has, in order. */
export interface SwatchesRead {
  option: string;
  values: { value: string; color: string | null; image: string | null }[] | null;
}

/**
 * Of a query on products: the fabrics or finishes a card shows (issue 34), the values of the
 * product's first swatch option in the owner's order, those that some variant on sale has; null
 * without a swatch option. A column of the card's own query, worked out for the page's rows only
 * (PostgreSQL computes such a column after the sort and limit), not a statement after it.
 */
export const cardSwatchesSql = sql<SwatchesRead | string | null>`${sql.raw(`(
  select json_build_object('option', o.name, 'values', (
           select json_agg(json_build_object('value', ov.value, 'color', ov.swatch_color, 'image', ov.swatch_image)
                           order by ov.position)
             from product_option_values ov
            where ov.option_id = o.id
              and exists (select 1 from product_variant_values vv join product_variants pv on pv.id = vv.variant_id
                           where vv.value_id = ov.id and pv.is_active)))
    from product_options o
   where o.product_id = products.id and o.display = 'swatches'
   order by o.position
   limit 1)`)}`;

/** What a card shows of cardSwatchesSql's column: five swatches at most and the rest counted, or none. */
export function cardSwatches(read: SwatchesRead | string | null): CardSwatches | undefined {
  // node-postgres parses json; PGlite may hand it over as text.
  const swatches: SwatchesRead | null = typeof read === "string" ? JSON.parse(read) : read;
  if (!swatches?.values?.length) return undefined;
  return {
    option: swatches.option,
    values: swatches.values.slice(0, CARD_SWATCHES),
    more: Math.max(0, swatches.values.length - CARD_SWATCHES),
  };
}

import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { OptionChoice } from "./catalog-filters";

/*
 * The catalogue's filters by option value (issue 34): 'Fabric: Velvet', 'Size: 3-seater', matched
 * by name and value whatever their case, across products (each product has its own options). A
 * product matches a value when a variant of it on sale has it; values of one option widen the view
 * (Velvet or Linen), options narrow it (Velvet, and 3-seater).
 */

/** The most options the panel offers, and values of each: the most common ones. */
const MAX_FACETS = 4;
const MAX_FACET_VALUES = 12;

/** The chosen values grouped by option name. */
function byOption(choices: readonly OptionChoice[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const choice of choices) groups.set(choice.name, [...(groups.get(choice.name) ?? []), choice.value]);
  return groups;
}

/** Of a query on products: a variant of it on sale has one of these values of the option `name` (lower-cased). */
function hasOptionValue(name: string, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`exists (select 1 from product_options o
    join product_option_values ov on ov.option_id = o.id
    join product_variant_values vv on vv.value_id = ov.id
    join product_variants pv on pv.id = vv.variant_id
   where o.product_id = products.id and pv.is_active and lower(o.name) = ${name} and lower(ov.value) in (${list}))`;
}

/** The conditions the chosen values put on a query on products: one per option. */
export function optionConditions(choices: readonly OptionChoice[], except?: string): SQL[] {
  return [...byOption(choices)]
    .filter(([name]) => name !== except)
    .map(([name, values]) => hasOptionValue(name, values));
}

export interface OptionFacet {
  /** As the owner writes it on most products ('Fabric'; one spelling when they differ only in case). */
  label: string;
  /** Lower-cased, as the URL carries it. */
  name: string;
  values: { label: string; value: string; count: number }[];
}

interface FacetRow {
  name: string;
  label: string;
  value: string;
  value_label: string;
  count: number;
}

/** How many products of the view have each value, for options named `only` (or every option). */
async function countValues(condition: SQL | undefined, only?: string): Promise<FacetRow[]> {
  const where = and(condition, only === undefined ? undefined : sql`lower(o.name) = ${only}`);
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db().execute(sql`
    select lower(o.name) as name, mode() within group (order by o.name) as label,
           lower(ov.value) as value, mode() within group (order by ov.value) as value_label,
           count(distinct o.product_id)::int as count
      from product_options o
      join product_option_values ov on ov.option_id = o.id
      join products on products.id = o.product_id
     where ${where ?? sql`true`}
       and exists (select 1 from product_variant_values vv join product_variants pv on pv.id = vv.variant_id
                    where vv.value_id = ov.id and pv.is_active)
     group by lower(o.name), lower(ov.value)`)) as unknown as { rows: FacetRow[] };
  return result.rows;
}

/**
 * The options a view's products come in, each value with how many products of the view have it.
 * An option's own choices are left out of its counts (choosing Velvet still shows how many come in
 * Linen); the others' apply. `base` is the view's condition without the option values.
 */
export async function optionFacets(base: SQL | undefined, choices: readonly OptionChoice[]): Promise<OptionFacet[]> {
  const chosen = [...byOption(choices).keys()];
  const [free, ...own] = await Promise.all([
    countValues(and(base, ...optionConditions(choices))),
    ...chosen.map((name) => countValues(and(base, ...optionConditions(choices, name)), name)),
  ]);
  const rows = [...free!.filter((row) => !chosen.includes(row.name)), ...own.flat()];
  const facets = new Map<string, OptionFacet & { products: number }>();
  for (const row of rows) {
    let facet = facets.get(row.name);
    if (!facet) {
      facet = { label: row.label, name: row.name, values: [], products: 0 };
      facets.set(row.name, facet);
    }
    facet.values.push({ label: row.value_label, value: row.value, count: row.count });
    facet.products = Math.max(facet.products, row.count);
  }
  return [...facets.values()]
    .sort((a, b) => Number(chosen.includes(b.name)) - Number(chosen.includes(a.name)) || b.products - a.products)
    .slice(0, MAX_FACETS)
    .map(({ products: _products, ...facet }) => ({
      ...facet,
      values: facet.values
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
        .filter((value, index) => index < MAX_FACET_VALUES || choices.some((c) => c.value === value.value)),
    }));
}

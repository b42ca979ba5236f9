// The bench's catalogue of variants (bench/variants.ts): each generated product's option and its
// 5 variants, added in set-based SQL to the products bench/lib/catalogue-generator.ts made, and the
// check that they are stored as the app would have stored them.
import { performance } from "node:perf_hooks";
import type pg from "pg";

/** Variants per generated product. */
export const VARIANTS_EACH = 5;

// ---------------------------------------------------------------------------
// The generated variants: each product's 5 fabrics are 5 neighbours in this list, from its number.

export const FABRICS = [
  { name: "Velvet", code: "VEL", color: "#4b2e39", surcharge: 20_000 },
  { name: "Linen", code: "LIN", color: "#cfc2a8", surcharge: 0 },
  { name: "Cotton", code: "COT", color: "#e8e0d0", surcharge: 0 },
  { name: "Leather", code: "LEA", color: "#7a4a2c", surcharge: 45_000 },
  { name: "Boucle", code: "BOU", color: "#efe9e1", surcharge: 15_000 },
  { name: "Chenille", code: "CHE", color: "#8c7b6b", surcharge: 10_000 },
  { name: "Jute", code: "JUT", color: "#b89f73", surcharge: 0 },
  { name: "Khaddar", code: "KHD", color: "#d6c6a5", surcharge: 0 },
  { name: "Suede", code: "SUE", color: "#9c6b4e", surcharge: 25_000 },
  { name: "Tweed", code: "TWE", color: "#6d6a5f", surcharge: 12_000 },
  { name: "Jamawar", code: "JAM", color: "#8a2f35", surcharge: 22_000 },
  { name: "Raw Silk", code: "SIL", color: "#c9b37e", surcharge: 35_000 },
];
/** The SKU of generated product `n`'s variant at `position` (as the SQL below makes it). */
export const generatedSku = (n: number, position: number) =>
  `SK${String(n).padStart(6, "0")}-${FABRICS[(n + position) % FABRICS.length]!.code}`;

/**
 * Options, values, variants and their links for every generated product, set-based. The
 * per-row triggers of the variant tables (products.stock as the variants' sum, variant_terms)
 * are switched off for the load, in its transaction, and their work done once per product at
 * the end, with the migration's own product_variant_terms(): that UPDATE fires the search
 * trigger (search_vector, search_words) as the app's writes do.
 */
export async function addVariants(client: pg.Client, products: number) {
  const steps: [string, string][] = [
    [
      "options",
      `insert into product_options (product_id, name, position, display)
       select id, 'Fabric', 0, 'swatches' from bench_generated`,
    ],
    [
      "option values",
      `insert into product_option_values (option_id, value, position, surcharge, swatch_color)
       select o.id, f.name, j, f.surcharge, f.color
       from bench_generated g
       join product_options o on o.product_id = g.id
       cross join generate_series(0, ${VARIANTS_EACH - 1}) as j
       join bench_fabrics f on f.k = (g.n + j) % ${FABRICS.length}`,
    ],
    ["default variants removed", `delete from product_variants v using bench_generated g where v.product_id = g.id`],
    [
      "variants",
      `insert into product_variants (product_id, sku, stock, position)
       select g.id, 'SK' || lpad(g.n::text, 6, '0') || '-' || f.code, (g.n * 7 + j * 3) % 6, j
       from bench_generated g
       cross join generate_series(0, ${VARIANTS_EACH - 1}) as j
       join bench_fabrics f on f.k = (g.n + j) % ${FABRICS.length}`,
    ],
    [
      "variant values",
      `insert into product_variant_values (variant_id, value_id)
       select v.id, ov.id
       from bench_generated g
       join product_variants v on v.product_id = g.id
       join product_options o on o.product_id = g.id
       join product_option_values ov on ov.option_id = o.id and ov.position = v.position`,
    ],
  ];
  const triggers = [
    "product_variants disable trigger product_variants_sync_stock",
    "product_variants disable trigger product_variants_terms",
    "product_option_values disable trigger product_option_values_terms",
    // What a piece sells from (drizzle/0027): each row would mark its product, worked out at commit.
    "product_options disable trigger product_options_price_mark",
    "product_option_values disable trigger product_option_values_price_mark",
    "product_variants disable trigger product_variants_price_mark",
    "product_variant_values disable trigger product_variant_values_price_mark",
  ];
  const seconds: Record<string, number> = {};
  const step = async (label: string, statement: string, values?: unknown[]) => {
    const start = performance.now();
    const result = await client.query(statement, values);
    seconds[label] = Number(((performance.now() - start) / 1000).toFixed(1));
    return result;
  };
  await client.query(
    "create temp table bench_generated as select id, substring(slug from '-([0-9]+)$')::int as n " +
      "from products where id not in (select id from bench_demo)",
  );
  await client.query("alter table bench_generated add primary key (id)");
  await client.query(
    "create temp table bench_fabrics (k int primary key, name text, code text, color text, surcharge int)",
  );
  await client.query(
    `insert into bench_fabrics values ${FABRICS.map((_, k) => `($${k * 5 + 1}::int, $${k * 5 + 2}, $${k * 5 + 3}, $${k * 5 + 4}, $${k * 5 + 5}::int)`).join(", ")}`,
    FABRICS.flatMap((fabric, k) => [k, fabric.name, fabric.code, fabric.color, fabric.surcharge]),
  );
  await client.query("begin");
  try {
    for (const trigger of triggers) await client.query(`alter table ${trigger}`);
    for (const [label, statement] of steps) await step(label, statement);
    for (const trigger of triggers) await client.query(`alter table ${trigger.replace(" disable ", " enable ")}`);
    // What the triggers would have left: the stock as the variants' sum ('sync' lets the
    // product's own stock trigger through), the words search finds, the price it sells from.
    await client.query("select set_config('shop.stock_write', 'sync', true)");
    // Statistics first: without them the per-product lookups below would scan whole tables.
    await client.query(
      "analyze products, product_options, product_option_values, product_variants, product_variant_values, bench_generated",
    );
    const updateStart = performance.now();
    const BATCH = 10_000;
    for (let from = 0; from < products; from += BATCH) {
      await client.query(
        `update products p set stock = s.total, variant_terms = product_variant_terms(p.id),
           sort_price = product_sort_price(p.id, p.price)
         from (select v.product_id, sum(v.stock)::int as total from product_variants v
               join bench_generated g on g.id = v.product_id
               where v.is_active and g.n >= $1 and g.n < $2 group by v.product_id) s
         where s.product_id = p.id`,
        [from, from + BATCH],
      );
    }
    seconds["products: stock, variant_terms and sort_price"] = Number(
      ((performance.now() - updateStart) / 1000).toFixed(1),
    );
    await client.query("select set_config('shop.stock_write', '', true)");
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
  return seconds;
}

/** The generated rows as the app would have stored them, or the run fails. */
export async function checkGenerated(client: pg.Client) {
  const count = async (statement: string) => Number((await client.query(statement)).rows[0].count);
  const problems: string[] = [];
  const generated = await count("select count(*) from bench_generated");
  const variants = await count("select count(*) from product_variants v join bench_generated g on g.id = v.product_id");
  if (variants !== generated * VARIANTS_EACH)
    problems.push(`${variants} variants for ${generated} products, not ${VARIANTS_EACH} each`);
  const stock = await count(`select count(*) from products p where p.stock <> (select coalesce(sum(v.stock), 0)
    from product_variants v where v.product_id = p.id and v.is_active)`);
  if (stock) problems.push(`${stock} products whose stock is not their variants' sum`);
  const terms = await count(`select count(*) from products p
    where p.variant_terms is distinct from product_variant_terms(p.id)`);
  if (terms) problems.push(`${terms} products whose variant_terms are stale`);
  const prices = await count(`select count(*) from products p where p.sort_price <> product_sort_price(p.id, p.price)`);
  if (prices) problems.push(`${prices} products whose sort_price is stale`);
  const unlinked = await count(`select count(*) from product_variants v join bench_generated g on g.id = v.product_id
    where not exists (select 1 from product_variant_values l where l.variant_id = v.id)`);
  if (unlinked) problems.push(`${unlinked} generated variants without a value`);
  return { generated, variants, problems };
}

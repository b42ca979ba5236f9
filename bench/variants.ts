// `npx tsx bench/variants.ts`: issue 34's targets for products with variants, on PostgreSQL.
//
// Creates a throwaway database `shop_bench_<pid>` on the PostgreSQL server at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it with
// the app's own code, seeds the demo shop plus 100,000 generated products (BENCH_PRODUCTS)
// with one option, Fabric, of 5 values and 5 variants each, then measures:
//   1. catalogue search (`listCatalog` with ?q=) over them: fabric words, SKUs, typos;
//   2. the product page of a product with 200 variants (Fabric 20 × Size 10, stored with
//      `saveVariantSet`) against the same product without options: the route's loader, and
//      the whole HTML document rendered by the production build (`build/`), with its size;
//   3. the admin's save of that 200-variant set (`saveVariantSet` in a transaction), and the
//      same saves with the variant tables' triggers off, to show what the triggers cost.
// The HTML is measured only when build/ is no older than app/, drizzle/ and server/ (as
// `npm start` decides); otherwise the run says so. Stops by itself after 9.5 minutes. Then drops the database. Exits 1 on an error, a broken invariant or a search that finds
// nothing; an aim missed only shows `no` in the last table. Given BENCH_RESULT_FILE (as
// `npm run bench` gives it), it also writes that table there as JSON, for run.mjs's summary.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { db, installDatabase, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/demo/seed.server";
import { loadVariantSet, saveVariantSet } from "~/modules/catalog/variants.server";
import { benchDatabase } from "./lib/bench-database";
import { SEARCH, bigDraft, brotliSize, freshBuild, gzipSize, searches, timeSearches } from "./lib/variant-measures";
import { addVariants, checkGenerated, VARIANTS_EACH } from "./lib/variant-catalogue";
import { seedProducts } from "./lib/catalogue-generator";
import { load, ms, percentile } from "./lib/stats";
import { reportVariants } from "./lib/variant-report";

// As the production server runs: React's production build, quiet logs. The session key is
// given so that nothing is written under ./data (the app would keep a generated one there).
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL ??= "warn";
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PAGE = { warmup: 5, runs: 50 };
const SAVES = 10;
/** A safety net: no statement runs longer than this, and the whole run stops after the limit. */
const STATEMENT_TIMEOUT_MS = 120_000;
const TIME_LIMIT_MS = 9.5 * 60_000;
const AIMS = { searchP95: 15, pageRatio: 2, htmlGzipKB: 60 };
/** The demo product both bench products copy (name, description, pictures, category). */
const TEMPLATE_SLUG = "noor-walnut-three-seater-sofa";
const ORIGIN = "http://127.0.0.1:3000";

if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1_000) throw new Error("BENCH_PRODUCTS must be an integer ≥ 1,000");

// ---------------------------------------------------------------------------
// The run.

const bench = benchDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
process.once("SIGINT", () => bench.abandon("\nInterrupted: dropping the bench database.", 130));
setTimeout(
  () => bench.abandon(`\nStill running after ${TIME_LIMIT_MS / 60_000} minutes: giving up.`, 1),
  TIME_LIMIT_MS,
).unref();

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`;
await bench.create();
console.log(`Database ${bench.name} on ${bench.host}; ${load()}`);
try {
  const handle = openPostgres(bench.url);
  installDatabase(handle);
  await handle.migrate();
  await seedDemoData(handle.db);

  const client = new pg.Client({ connectionString: bench.url });
  client.on("error", () => {});
  await client.connect();
  let generation;
  let checked;
  let vocabulary;
  let ids;
  try {
    // ---- Generation.
    await client.query("create temp table bench_demo as select id from products");
    const seedStart = performance.now();
    await seedProducts(client, PRODUCTS);
    const productSeconds = (performance.now() - seedStart) / 1000;
    console.log(`[${elapsed()}] ${PRODUCTS.toLocaleString("en")} products inserted in ${productSeconds.toFixed(1)} s`);
    const steps = await addVariants(client, PRODUCTS);
    const variantSeconds = (performance.now() - seedStart) / 1000 - productSeconds;
    console.log(`[${elapsed()}] options and variants in ${variantSeconds.toFixed(1)} s: ${JSON.stringify(steps)}`);
    await client.query("vacuum analyze");
    const generationSeconds = (performance.now() - seedStart) / 1000;
    checked = await checkGenerated(client);
    if (checked.problems.length) throw new Error(`generated rows broken: ${checked.problems.join("; ")}`);
    vocabulary = Number((await client.query("select count(*) from search_words")).rows[0].count);
    generation = {
      products: productSeconds,
      variants: variantSeconds,
      vacuum: generationSeconds - productSeconds - variantSeconds,
      total: generationSeconds,
    };
    console.log(
      `[${elapsed()}] generated ${checked.generated.toLocaleString("en")} products with ` +
        `${checked.variants.toLocaleString("en")} variants (${VARIANTS_EACH} each, option Fabric) in ` +
        `${generationSeconds.toFixed(1)} s with vacuum analyze; ${vocabulary.toLocaleString("en")} search words`,
    );

    // ---- The two product-page products: copies of one demo product, in the big catalogue.
    const copy = async (slug: string, name: string) =>
      (
        await client.query<{ id: string; price: number }>(
          `insert into products (slug, name, description, price, stock, images, image_alts, category_id, dimensions, materials)
           select $1, $2, description, price, 3, images, image_alts, category_id, dimensions, materials
           from products where slug = $3 returning id, price`,
          [slug, name, TEMPLATE_SLUG],
        )
      ).rows[0]!;
    const plain = await copy("bench-plain-sofa", "Bench Plain Walnut Sofa");
    const big = await copy("bench-200-variant-sofa", "Bench Two Hundred Variant Sofa");
    ids = { plain, big };
  } finally {
    await client.end();
  }

  // ---- 1. Search.
  console.log(
    `[${elapsed()}] search: ${SEARCH.warmupRounds} warm-up rounds, then ${SEARCH.rounds} rounds of ` +
      `${searches(PRODUCTS).length} queries…`,
  );
  const searchResults = await timeSearches(searches(PRODUCTS));
  const pooled = [...searchResults.values()].flatMap((result) => result.runs).sort((a, b) => a - b);
  const searchSummary = {
    calls: pooled.length,
    p50: ms(percentile(pooled, 0.5)),
    p95: ms(percentile(pooled, 0.95)),
    max: ms(pooled.at(-1) ?? NaN),
  };

  // ---- 3. The admin's save (before the page: the page then shows the set as last saved).
  console.log(`[${elapsed()}] saving the 200-variant set: 1 untimed, then ${SAVES} timed…`);
  const save = (extraStock: number) =>
    db().transaction(async (tx) => {
      const result = await saveVariantSet(tx, ids.big, bigDraft(extraStock));
      if (!result.ok) throw new Error(`saveVariantSet refused the draft: ${result.message}`);
    });
  await save(0);
  const saveRuns: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const start = performance.now();
    await save((i + 1) % 2);
    saveRuns.push(performance.now() - start);
  }
  // Where a save's time goes: the same saves with the variant tables' triggers off (products.stock
  // and variant_terms left stale), then one normal save puts everything right again.
  const checkClient = new pg.Client({ connectionString: bench.url });
  await checkClient.connect();
  const variantTriggers = [
    "product_variants product_variants_sync_stock",
    "product_variants product_variants_terms",
    "product_option_values product_option_values_terms",
    "product_options product_options_terms",
    "product_options product_options_price_mark",
    "product_option_values product_option_values_price_mark",
    "product_variants product_variants_price_mark",
    "product_variant_values product_variant_values_price_mark",
  ].map((entry) => entry.split(" ") as [string, string]);
  const switchTriggers = async (state: "enable" | "disable") => {
    for (const [table, trigger] of variantTriggers)
      await checkClient.query(`alter table ${table} ${state} trigger ${trigger}`);
  };
  const bareRuns: number[] = [];
  await switchTriggers("disable");
  try {
    for (let i = 0; i < SAVES / 2; i++) {
      const start = performance.now();
      await save(i % 2);
      bareRuns.push(performance.now() - start);
    }
  } finally {
    await switchTriggers("enable");
  }
  await save(0);
  const stored = await loadVariantSet(db(), ids.big.id);
  const sumOfStock = stored.variants.filter((variant) => variant.isActive).reduce((sum, v) => sum + v.stock, 0);
  const productStock = Number(
    (await checkClient.query("select stock from products where id = $1", [ids.big.id])).rows[0].stock,
  );
  await checkClient.end();
  if (stored.variants.length !== 200 || stored.options.length !== 2 || productStock !== sumOfStock) {
    throw new Error(
      `after the saves: ${stored.variants.length} variants, ${stored.options.length} options, ` +
        `product stock ${productStock} against the variants' ${sumOfStock}`,
    );
  }

  // ---- 2. The product page.
  const { loader } = await import("~/routes/storefront/furniture-item");
  type LoaderArgs = Parameters<typeof loader>[0];
  const requestFor = (slug: string) =>
    new Request(`${ORIGIN}/furniture/${slug}`, {
      headers: {
        accept: "text/html,application/xhtml+xml",
        "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36",
      },
    });
  const callLoader = (slug: string) =>
    loader({
      request: requestFor(slug),
      params: { handle: slug },
      context: {},
      unstable_pattern: "/furniture/:handle",
    } as unknown as LoaderArgs);
  const pages = [
    { label: "without options", slug: "bench-plain-sofa" },
    { label: "200 variants", slug: "bench-200-variant-sofa" },
  ];
  const loaderRuns = pages.map(() => [] as number[]);
  const dataSizes: { json: number; gzip: number }[] = [];
  for (const [index, page] of pages.entries()) {
    const data = await callLoader(page.slug);
    if (data.kind !== "product") throw new Error(`${page.slug}: not a product page`);
    if ((page.label === "200 variants") !== Boolean(data.variants))
      throw new Error(`${page.slug}: variants ${data.variants ? "present" : "missing"}`);
    const json = JSON.stringify(data);
    dataSizes[index] = { json: json.length, gzip: gzipSize(json) };
  }
  console.log(`[${elapsed()}] product page loader: ${PAGE.warmup} warm-up, ${PAGE.runs} timed runs each…`);
  for (let i = 0; i < PAGE.warmup + PAGE.runs; i++) {
    for (const [index, page] of pages.entries()) {
      const start = performance.now();
      await callLoader(page.slug);
      if (i >= PAGE.warmup) loaderRuns[index]!.push(performance.now() - start);
    }
  }

  const build = freshBuild();
  const htmlRuns = pages.map(() => [] as number[]);
  const htmlSizes: { raw: number; gzip: number; brotli: number }[] = [];
  if ("file" in build) {
    console.log(`[${elapsed()}] product page HTML (production build): ${PAGE.warmup} warm-up, ${PAGE.runs} timed…`);
    // Imported only now: React reads NODE_ENV when first loaded, and must agree with react-dom's build.
    const { createRequestHandler } = await import("react-router");
    const handler = createRequestHandler((await import(pathToFileURL(build.file).href)) as ServerBuild, "production");
    const render = async (slug: string) => {
      const response = await handler(requestFor(slug));
      const html = await response.text();
      if (response.status !== 200) throw new Error(`/furniture/${slug} answered ${response.status}`);
      return html;
    };
    for (const [index, page] of pages.entries()) {
      const html = await render(page.slug);
      if (page.label === "200 variants" && !html.includes("BNOOR-F20-M7"))
        throw new Error("the 200-variant page does not name its last variant");
      htmlSizes[index] = { raw: Buffer.byteLength(html), gzip: gzipSize(html), brotli: brotliSize(html) };
    }
    for (let i = 0; i < PAGE.warmup + PAGE.runs; i++) {
      for (const [index, page] of pages.entries()) {
        const start = performance.now();
        await render(page.slug);
        if (i >= PAGE.warmup) htmlRuns[index]!.push(performance.now() - start);
      }
    }
  } else console.log(`[${elapsed()}] product page HTML not measured: ${build.missing}.`);

  // ---- Report.
  const aims = reportVariants({
    products: checked.generated,
    searchResults,
    searchSummary,
    pages,
    loaderRuns,
    htmlRuns,
    dataSizes,
    htmlSizes,
    saveRuns,
    bareRuns,
    generation,
    aimsOf: AIMS,
  });
  if (aims.emptySearches) process.exitCode = 1;
  console.log(`Total bench time: ${elapsed()}; ${load()}`);
} finally {
  await bench.drop();
}

// `npm run bench:search`: catalogue search on 100,000 products, with and without its indexes.
//
// Creates a throwaway database `shop_bench_<pid>` on the PostgreSQL server at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it
// with the app's own code, seeds the demo shop plus generated products, times
// typical searches through the app's real code path (`listCatalog`), drops the three
// search indexes and times the same searches again, then drops the database.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { installDatabase, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/demo/seed.server";
import { parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { benchDatabase } from "./lib/bench-database";
import { model, seedProducts, swapped } from "./lib/catalogue-generator";
import { load, ms, percentile } from "./lib/stats";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Warm-up and timed runs per query, and a time budget per query after which timing stops early. */
const INDEXED = { warmup: 3, runs: 40, budgetMs: 15_000 };
const UNINDEXED = { warmup: 1, runs: 20, budgetMs: 20_000 };
/** A safety net: no statement of the app or of this script runs longer than this. */
const STATEMENT_TIMEOUT_MS = 120_000;

type Params = Record<string, string>;

// ---------------------------------------------------------------------------
// The queries.

const SEARCHES: { label: string; params: Params }[] = [
  // broad words, matching thousands of products
  { label: "sofa", params: { q: "sofa" } },
  { label: "walnut", params: { q: "walnut" } },
  { label: "lamp", params: { q: "lamp" } },
  { label: "dining table", params: { q: "dining table" } },
  { label: "office chair", params: { q: "office chair" } },
  // prefixes, as typed
  { label: "sof", params: { q: "sof" } },
  { label: "wardr", params: { q: "wardr" } },
  // typos of broad words
  { label: "sofaa", params: { q: "sofaa" } },
  { label: "dinning table", params: { q: "dinning table" } },
  // specific: a model name (about 50 products), alone, with a kind, as a prefix, misspelt
  ...[11, 222, 1333].map((index) => ({ label: model(index), params: { q: model(index) } })),
  ...[44, 555].map((index) => ({ label: `${model(index)} sofa`, params: { q: `${model(index)} sofa` } })),
  ...[66, 777].map((index) => ({ label: model(index).slice(0, 5), params: { q: model(index).slice(0, 5) } })),
  ...[88, 999].map((index) => ({ label: swapped(model(index)), params: { q: swapped(model(index)) } })),
  // the shop's words that mean the same (issue 37): Roman Urdu, phrases, seat counts
  { label: "almari", params: { q: "almari" } },
  { label: "palang", params: { q: "palang" } },
  { label: "sheesham", params: { q: "sheesham" } },
  { label: "centre table", params: { q: "centre table" } },
  { label: "3 seater sofa", params: { q: "3 seater sofa" } },
  // broadened: no product has both words, so those with either are ranked (issue 37, item 2)
  { label: "wardrobe sofa", params: { q: "wardrobe sofa" } },
  { label: "walnut zqxv", params: { q: "walnut zqxv" } },
  // with filters
  { label: "chair in office", params: { q: "chair", category: "office" } },
  { label: "walnut in bedroom, price-asc", params: { q: "walnut", category: "bedroom", sort: "price-asc" } },
  { label: "sofa, PKR 50,000-90,000", params: { q: "sofa", min: "50000", max: "90000" } },
];

const LISTINGS: { label: string; params: Params }[] = [
  { label: "newest, page 1", params: {} },
  { label: "newest, page 800", params: { page: "800" } },
  { label: "bedroom, price-asc", params: { category: "bedroom", sort: "price-asc" } },
  // the demo's Winter Décor Sale (20 % off the room) runs: every card's price is a sale price
  { label: "decor on sale, price-asc", params: { category: "decor", sort: "price-asc" } },
  { label: "decor on sale, price-desc", params: { category: "decor", sort: "price-desc" } },
  { label: "decor on sale, price-asc, page 5", params: { category: "decor", sort: "price-asc", page: "5" } },
  {
    label: "decor on sale, PKR 5,000-20,000",
    params: { category: "decor", sort: "price-asc", min: "5000", max: "20000" },
  },
  { label: "PKR 5,000-20,000", params: { min: "5000", max: "20000" } },
];

// ---------------------------------------------------------------------------
// Timing.

interface Timing {
  label: string;
  total: number;
  broadened: boolean;
  runs: number[];
  p50: number;
  p95: number;
}

async function timeQuery(
  label: string,
  params: Params,
  options: { warmup: number; runs: number; budgetMs: number },
): Promise<Timing> {
  const filters = parseCatalogFilters(new URLSearchParams(params));
  let page = await listCatalog(filters);
  for (let i = 1; i < options.warmup; i++) page = await listCatalog(filters);
  const runs: number[] = [];
  const began = performance.now();
  while (runs.length < options.runs && (runs.length < 3 || performance.now() - began < options.budgetMs)) {
    const start = performance.now();
    page = await listCatalog(filters);
    runs.push(performance.now() - start);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    label,
    total: page.total,
    broadened: page.broadened,
    runs,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
  };
}

async function timeAll(queries: { label: string; params: Params }[], options: typeof INDEXED) {
  const timings: Timing[] = [];
  for (const { label, params } of queries) timings.push(await timeQuery(label, params, options));
  const pooled = timings.flatMap((timing) => timing.runs).sort((a, b) => a - b);
  return { timings, p50: percentile(pooled, 0.5), p95: percentile(pooled, 0.95), runs: pooled.length };
}

const ratio = (slow: number, fast: number) => Number((slow / fast).toFixed(1));

// ---------------------------------------------------------------------------
// The run.

const bench = benchDatabase({ statementTimeoutMs: STATEMENT_TIMEOUT_MS });
process.once("SIGINT", () => bench.abandon("\nInterrupted: dropping the bench database.", 130));

const startedAt = performance.now();
await bench.create();
console.log(`Database ${bench.name} on ${bench.host}; ${load()}`);
try {
  const handle = openPostgres(bench.url);
  installDatabase(handle);
  await handle.migrate();
  await seedDemoData(handle.db);

  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  let seed;
  let indexed;
  let listings;
  let unindexed;
  let vocabulary;
  let productCount;
  try {
    const seedStart = performance.now();
    await seedProducts(client, PRODUCTS);
    const insertSeconds = (performance.now() - seedStart) / 1000;
    // A steady state, as in a shop that has been running: GIN pending lists merged, visibility map set.
    await client.query("vacuum analyze");
    const seedSeconds = (performance.now() - seedStart) / 1000;
    productCount = Number((await client.query("select count(*) from products")).rows[0].count);
    vocabulary = Number((await client.query("select count(*) from search_words")).rows[0].count);
    seed = { products: productCount, vocabulary, insertSeconds: ms(insertSeconds), totalSeconds: ms(seedSeconds) };
    console.log(
      `Seeded ${PRODUCTS.toLocaleString("en")} products (${productCount.toLocaleString("en")} with the demo shop, ` +
        `${vocabulary.toLocaleString("en")} search words) in ${insertSeconds.toFixed(1)} s, ` +
        `${seedSeconds.toFixed(1)} s with vacuum analyze`,
    );

    // The pool's connections settled first, as a running shop's are: a new PostgreSQL backend
    // runs its first twenty or so statements about three times slower (docs/performance.md), and
    // the first search timed would otherwise pay for all of them.
    for (let round = 0; round < 2; round++) {
      for (const { params } of [...SEARCHES, ...LISTINGS]) {
        await listCatalog(parseCatalogFilters(new URLSearchParams(params)));
      }
    }
    console.log(`\nSearch with indexes (${INDEXED.warmup} warm-up, ${INDEXED.runs} timed runs each)…`);
    indexed = await timeAll(SEARCHES, INDEXED);
    listings = await timeAll(LISTINGS, INDEXED);

    await client.query("drop index products_search_idx");
    await client.query("drop index search_words_trgm_idx");
    await client.query("drop index products_name_search_idx");
    await client.query("analyze");
    console.log(`Search without the three search indexes (${UNINDEXED.runs} timed runs each)…`);
    unindexed = await timeAll(SEARCHES, UNINDEXED);
  } finally {
    await client.end();
  }

  console.log(`\nSearch, ${productCount.toLocaleString("en")} products, listCatalog() wall time in ms:`);
  console.table(
    indexed.timings.map((timing, index) => {
      const without = unindexed.timings[index]!;
      return {
        query: timing.label,
        results: timing.total,
        broadened: timing.broadened,
        "p50 indexed": ms(timing.p50),
        "p95 indexed": ms(timing.p95),
        "p50 no index": ms(without.p50),
        "p95 no index": ms(without.p95),
        "p50 ×": ratio(without.p50, timing.p50),
        "p95 ×": ratio(without.p95, timing.p95),
      };
    }),
  );
  console.log("Overall (every timed run pooled):");
  console.table([
    { "": "indexed", runs: indexed.runs, p50: ms(indexed.p50), p95: ms(indexed.p95) },
    { "": "no index", runs: unindexed.runs, p50: ms(unindexed.p50), p95: ms(unindexed.p95) },
    { "": "speed-up ×", runs: "", p50: ratio(unindexed.p50, indexed.p50), p95: ratio(unindexed.p95, indexed.p95) },
  ]);
  const slowest = (timings: Timing[]) =>
    [...timings]
      .sort((a, b) => b.p95 - a.p95)
      .slice(0, 3)
      .map((timing) => `${timing.label} (${ms(timing.p95)} ms)`)
      .join(", ");
  console.log(`Slowest p95, indexed: ${slowest(indexed.timings)}`);
  console.log(`Slowest p95, no index: ${slowest(unindexed.timings)}`);
  const empty = [...indexed.timings, ...unindexed.timings]
    .filter((timing) => timing.total === 0)
    .map((timing) => timing.label);
  if (empty.length) {
    console.log(`No results (check!): ${empty.join(", ")}`);
    process.exitCode = 1;
  } else console.log("Every search found products.");

  console.log("\nListing without search words, with indexes, in ms:");
  console.table(
    listings.timings.map((timing) => ({
      listing: timing.label,
      results: timing.total,
      runs: timing.runs.length,
      p50: ms(timing.p50),
      p95: ms(timing.p95),
    })),
  );
  console.log(`Seeding: ${JSON.stringify(seed)}`);
  console.log(`Total bench time: ${((performance.now() - startedAt) / 1000).toFixed(0)} s; ${load()}`);
} finally {
  await bench.drop();
}

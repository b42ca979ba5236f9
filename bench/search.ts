// `npm run bench:search`: catalogue search on 100,000 products, with and without its indexes.
//
// Creates a throwaway database `shop_bench_<pid>` on the PostgreSQL server at
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), migrates it
// with the app's own code, seeds the demo shop plus generated products, times
// typical searches through the app's real code path (`listCatalog`), drops the three
// search indexes and times the same searches again, then drops the database.
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { closeDatabase, installDatabase, openPostgres } from "~/db/client.server";
import { seedDemoData } from "~/db/seed/seed.server";
import { parseCatalogFilters } from "~/modules/catalog/catalog-filters";
import { listCatalog } from "~/modules/catalog/catalog.server";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const BATCH = 1_000;
/** Warm-up and timed runs per query, and a time budget per query after which timing stops early. */
const INDEXED = { warmup: 3, runs: 40, budgetMs: 15_000 };
const UNINDEXED = { warmup: 1, runs: 20, budgetMs: 20_000 };
/** A safety net: no statement of the app or of this script runs longer than this. */
const STATEMENT_TIMEOUT_MS = 120_000;

type Params = Record<string, string>;

// ---------------------------------------------------------------------------
// Generated products: deterministic, so runs compare.

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_260_101);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const COLLECTIONS = [
  "Shalimar",
  "Anarkali",
  "Badshahi",
  "Mughal",
  "Lahori",
  "Noor",
  "Hunza",
  "Karakoram",
  "Margalla",
  "Ravi",
  "Chenab",
  "Indus",
  "Neelum",
  "Swat",
  "Kalash",
  "Multan",
  "Gulberg",
  "Clifton",
  "Sozni",
  "Ajrak",
];
/**
 * Model names: a long tail of rare words, as a real catalogue has (each model is
 * about 50 of the 100,000 products). Specific searches name one.
 */
const SYLLABLES = [
  "ka",
  "ze",
  "ri",
  "mo",
  "sha",
  "na",
  "lu",
  "ve",
  "dar",
  "qi",
  "ro",
  "ta",
  "ni",
  "yas",
  "bel",
  "gu",
  "fa",
  "hi",
  "jo",
  "pa",
];
const MODELS = (() => {
  const names = new Set<string>();
  const syllables = prng(7);
  while (names.size < 2_000) {
    const word = Array.from({ length: 3 }, () => SYLLABLES[Math.floor(syllables() * SYLLABLES.length)]).join("");
    names.add(word[0]!.toUpperCase() + word.slice(1));
  }
  return [...names];
})();
const model = (index: number) => MODELS[index]!.toLowerCase();
/** A typo: two neighbouring letters swapped. */
const swapped = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

const WOODS = ["Sheesham", "Walnut", "Teak", "Oak", "Mango Wood", "Rosewood", "Deodar", "Kikar"];
const DECOR_MATERIALS = ["Brass", "Onyx", "Marble", "Camel Bone", "Blue Pottery", "Jute", "Wool", "Copper", "Walnut"];
const OUTDOOR_MATERIALS = ["Teak", "Cane", "Rattan", "Wrought Iron", "Sheesham", "Acacia"];
const STYLES = [
  "Carved",
  "Classic",
  "Modern",
  "Rustic",
  "Colonial",
  "Minimal",
  "Mid-century",
  "Inlaid",
  "Handwoven",
  "Tufted",
  "Truck-art",
  "Jharokha",
  "Contemporary",
  "Heritage",
];
const KINDS: Record<string, { kinds: string[]; materials?: string[] }> = {
  "living-room": {
    kinds: [
      "Sofa",
      "Sectional Sofa",
      "Loveseat",
      "Armchair",
      "Coffee Table",
      "Side Table",
      "TV Console",
      "Ottoman",
      "Divan",
    ],
  },
  bedroom: {
    kinds: ["King Bed", "Queen Bed", "Single Bed", "Nightstand", "Wardrobe", "Dresser", "Chest of Drawers", "Vanity"],
  },
  "dining-room": {
    kinds: ["Dining Table", "Dining Chair", "Sideboard", "Crockery Cabinet", "Bar Stool", "Dining Bench"],
  },
  office: { kinds: ["Desk", "Writing Desk", "Office Chair", "Bookshelf", "Filing Cabinet", "Study Table"] },
  outdoor: {
    kinds: ["Swing", "Jhoola", "Lounger", "Patio Chair", "Garden Bench", "Outdoor Sofa", "Planter"],
    materials: OUTDOOR_MATERIALS,
  },
  decor: {
    kinds: ["Lamp", "Floor Lamp", "Table Lamp", "Rug", "Mirror", "Vase", "Wall Clock", "Candle Holder", "Lantern"],
    materials: DECOR_MATERIALS,
  },
};
const CITIES = ["Lahore", "Chiniot", "Karachi", "Multan", "Peshawar", "Hala", "Gujrat", "Sialkot"];
const FINISHES = ["natural oil", "walnut stain", "matte lacquer", "antique", "hand-polished", "distressed", "wax"];
const FEATURES = [
  "Joined by hand with mortise and tenon, no nails.",
  "Brass fittings and soft-close runners.",
  "Upholstered in stain-resistant velvet with removable covers.",
  "Finished with a food-safe oil that brings out the grain.",
  "Carved by a third-generation craftsman.",
  "Built to order; delivery across Pakistan in three weeks.",
  "Made from seasoned wood that will not warp in monsoon humidity.",
  "Inlaid with camel bone in a traditional floral pattern.",
  "Light enough to move, sturdy enough for daily family use.",
  "Each piece varies slightly in grain and tone.",
];
const PAIRINGS = ["living room", "bedroom", "dining room", "study", "veranda", "lounge", "guest room"];

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
  // with filters
  { label: "chair in office", params: { q: "chair", category: "office" } },
  { label: "walnut in bedroom, price-asc", params: { q: "walnut", category: "bedroom", sort: "price-asc" } },
];

const LISTINGS: { label: string; params: Params }[] = [
  { label: "newest, page 1", params: {} },
  { label: "newest, page 800", params: { page: "800" } },
  { label: "bedroom, price-asc", params: { category: "bedroom", sort: "price-asc" } },
];

function slugify(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function generatedProduct(index: number, categoryIds: Map<string, string>, now: number) {
  const categorySlug = pick(Object.keys(KINDS));
  const { kinds, materials = WOODS } = KINDS[categorySlug]!;
  const collection = pick(COLLECTIONS);
  const material = pick(materials);
  const kind = pick(kinds);
  const name = `${collection} ${pick(MODELS)} ${material} ${pick(STYLES)} ${kind}`;
  const sentences = [
    `Handcrafted in ${pick(CITIES)} from ${material.toLowerCase()} with a ${pick(FINISHES)} finish.`,
    pick(FEATURES),
  ];
  if (random() < 0.5)
    sentences.push(`Pairs well with the ${collection} ${pick(KINDS[categorySlug]!.kinds).toLowerCase()}.`);
  else sentences.push(`A quiet centrepiece for any ${pick(PAIRINGS)}.`);
  // Log-uniform between 5,000 and 900,000 rupees, rounded to 100: many modest pieces, few grand ones.
  const price = Math.round(Math.exp(Math.log(5_000) + random() * Math.log(900_000 / 5_000)) / 100) * 100;
  const createdAt = new Date(now - random() * 2 * 365 * 24 * 60 * 60 * 1000);
  return [
    `${slugify(name)}-${index}`,
    name,
    sentences.join(" "),
    Math.min(Math.max(price, 5_000), 900_000),
    between(0, 30),
    categoryIds.get(categorySlug) ?? null,
    material,
    `${between(40, 240)} × ${between(40, 120)} × ${between(40, 220)} cm`,
    createdAt,
  ];
}

const COLUMNS = [
  "slug",
  "name",
  "description",
  "price",
  "stock",
  "category_id",
  "materials",
  "dimensions",
  "created_at",
];

async function seedProducts(client: pg.Client, count: number) {
  const categoryIds = new Map(
    (await client.query<{ id: string; slug: string }>("select id, slug from categories")).rows.map((row) => [
      row.slug,
      row.id,
    ]),
  );
  for (const slug of Object.keys(KINDS)) if (!categoryIds.has(slug)) throw new Error(`no category ${slug}`);
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let i = 0; i < size; i++) {
      const row = generatedProduct(start + i, categoryIds, now);
      tuples.push(`(${row.map((_, column) => `$${values.length + column + 1}`).join(", ")}, $${values.length + 9})`);
      values.push(...row);
    }
    await client.query(`insert into products (${COLUMNS.join(", ")}, updated_at) values ${tuples.join(", ")}`, values);
  }
}

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

/** Nearest-rank percentile of sorted milliseconds. */
function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
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

/** Other work on the machine skews every figure: say how busy it was. */
function load() {
  const averages = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${averages.join(" ")} on ${os.cpus().length} cores`;
}
const ms = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1));
const ratio = (slow: number, fast: number) => Number((slow / fast).toFixed(1));

// ---------------------------------------------------------------------------
// The run.

const databaseName = `shop_bench_${process.pid}`;
const serverUrl = new URL(SERVER_URL);
const benchUrl = new URL(SERVER_URL);
benchUrl.pathname = `/${databaseName}`;
benchUrl.searchParams.set("options", `-c statement_timeout=${STATEMENT_TIMEOUT_MS}`);

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let dropped = false;
async function cleanUp() {
  await closeDatabase();
  if (dropped) return;
  dropped = true;
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: dropping the bench database.");
  cleanUp().finally(() => process.exit(130));
});

const startedAt = performance.now();
await adminQuery(`create database ${databaseName}`);
console.log(`Database ${databaseName} on ${serverUrl.host}; ${load()}`);
try {
  const handle = openPostgres(benchUrl.href);
  installDatabase(handle);
  await handle.migrate();
  await seedDemoData(handle.db);

  const client = new pg.Client({ connectionString: benchUrl.href });
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
  await cleanUp();
}

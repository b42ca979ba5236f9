// Server throughput, as ratios to baselines measured in the same run on the same machine:
// autocannon against a bare node:http hello-world, a static file served by our host, and the
// product page and /furniture on PGlite and on PostgreSQL, with the shop's resident memory.
// Each page twice: as a visitor without a cookie gets it (from the shared page cache,
// server/page-cache.ts), and rendered for every request, as a signed-in customer gets it
// (any cookie keeps a request away from the cache).
//
// `node bench/server-load.mjs` (also part of `npm run bench`). Loopback only; every server
// runs in its own process and is stopped at the end, on failure and on Ctrl-C.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { measure, rssMB, sampleRss, stopLoad } from "./lib/load.mjs";
import { createBenchDatabase } from "./lib/pg-database.mjs";
import { onCleanup, startHelloWorld } from "./lib/processes.mjs";
import { startShop } from "./lib/server.mjs";
import { runWrk, wrkAvailable } from "./lib/wrk.mjs";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const PRODUCT = "/furniture/noor-walnut-three-seater-sofa";
/** What Chromium sends: the pages are compressed as a browser would get them. */
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };
/** Any cookie: the request is rendered, never served from the page cache. */
const RENDERED = { ...HEADERS, cookie: "bench=rendered" };
const AIM_RATIO = 0.1;
export const KEY_TARGET = "product page, visitor";
const HELLO_TARGET = "bare node:http hello-world";

if (![SECONDS, CONNECTIONS].every((value) => Number.isInteger(value) && value > 0) || !(WARMUP_SECONDS >= 0)) {
  throw new Error("BENCH_LOAD_SECONDS and BENCH_CONNECTIONS must be positive integers, BENCH_WARMUP_SECONDS ≥ 0");
}

// Bounded whatever happens: server start-ups (the first one may build the shop) plus the runs.
const LIMIT_MS = (8 * (SECONDS + WARMUP_SECONDS) + 600) * 1000;
setTimeout(() => {
  console.error(`server-load: still running after ${LIMIT_MS / 1000} s, giving up.`);
  stopLoad();
  process.kill(process.pid, "SIGINT");
}, LIMIT_MS).unref();

const run = (url, headers = HEADERS) =>
  measure({ url, headers, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });

/**
 * Starts the shop, checks every target answers 200, measures each, and records its RSS
 * around the load; `more` measures what else needs this shop running.
 */
async function onShop(database, env, targets, rows, memory, more = async () => {}) {
  const shop = await startShop({ port: 3311, env });
  const stop = onCleanup(() => shop.stop());
  try {
    for (const [, path, headers = HEADERS] of targets) {
      const response = await fetch(shop.origin + path, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} on ${database} answered ${response.status}`);
    }
    const before = rssMB(shop.pid);
    const sampler = sampleRss(shop.pid, 1000);
    for (const [target, path, headers = HEADERS] of targets) {
      console.log(`${target} on ${database}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s at ${CONNECTIONS} connections…`);
      const result = await run(shop.origin + path, headers);
      // Which way the last request went: a visitor's page must come from the cache, a rendered one not.
      const cache = (await fetch(shop.origin + path, { headers })).headers.get("x-page-cache") ?? "none";
      rows.push({ target, client: "autocannon", database, path, cache, ...result });
    }
    await more(shop);
    const samples = sampler.stop();
    memory.push({
      database,
      rssBeforeMB: before,
      rssMaxMB: Math.max(...samples.map((sample) => sample.rssMB)),
      rssEndMB: samples.at(-1).rssMB,
    });
  } finally {
    await stop();
  }
}

/**
 * autocannon parses every answer in JavaScript: for a 12 KB page it tops out near the rate a
 * bare node:http server sends those same bytes, far below its hello-world rate. So the same
 * bytes get their own baseline, and wrk (when installed) measures the key page again.
 */
async function clientCeilings(shop, hello, rows) {
  const page = await fetch(shop.origin + PRODUCT, { headers: { "accept-encoding": "gzip" } });
  const file = path.join(os.tmpdir(), `shop-bench-page-${process.pid}.gz`);
  // fetch() decodes gzip: compress the decoded page again at the default level, as our host does.
  fs.writeFileSync(file, gzipSync(Buffer.from(await page.arrayBuffer())));
  const bytes = await startHelloWorld(3313, file);
  try {
    const target = `bare node:http, the product page's ${Math.round(fs.statSync(file).size / 1024)} KB`;
    console.log(`${target}: autocannon…`);
    rows.push({ target, client: "autocannon", database: "-", path: PRODUCT, ...(await run(bytes.origin + PRODUCT)) });
    if (!wrkAvailable()) return console.log("wrk is not installed (apt-get install wrk): its rows are left out.");
    const wrk = (url, headers = HEADERS) => runWrk({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
    console.log(`wrk: the hello-world, the same bytes, and the product page (visitor, PostgreSQL), ${SECONDS} s each…`);
    rows.push({ target: HELLO_TARGET, client: "wrk", database: "-", path: "/", ...(await wrk(hello.origin + "/")) });
    rows.push({ target, client: "wrk", database: "-", path: PRODUCT, ...(await wrk(bytes.origin + PRODUCT)) });
    const result = await wrk(shop.origin + PRODUCT);
    const cache = (await fetch(shop.origin + PRODUCT, { headers: HEADERS })).headers.get("x-page-cache") ?? "none";
    rows.push({ target: KEY_TARGET, client: "wrk", database: "PostgreSQL", path: PRODUCT, cache, ...result });
  } finally {
    await bytes.stop();
    fs.rmSync(file, { force: true });
  }
}

export async function serverLoad() {
  const rows = [];
  const memory = [];
  const hello = await startHelloWorld(3310);
  try {
    console.log(`Bare node:http hello-world: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s at ${CONNECTIONS} connections…`);
    rows.push({
      target: HELLO_TARGET,
      client: "autocannon",
      database: "-",
      path: "/",
      ...(await run(hello.origin + "/")),
    });
    const pages = [
      [KEY_TARGET, PRODUCT],
      ["product page, rendered", PRODUCT, RENDERED],
      ["/furniture, visitor", "/furniture"],
      ["/furniture, rendered", "/furniture", RENDERED],
    ];
    await onShop("PGlite", {}, [["static file via our host", "/favicon.svg"], ...pages], rows, memory);
    const database = await createBenchDatabase("_load");
    try {
      await onShop("PostgreSQL", { DATABASE_URL: database.url }, pages, rows, memory, (shop) =>
        clientCeilings(shop, hello, rows),
      );
    } finally {
      await database.drop();
    }
  } finally {
    await hello.stop();
  }
  // Each client's figures against its own hello-world.
  const baselines = new Map(rows.filter((row) => row.target === HELLO_TARGET).map((row) => [row.client, row.rps]));
  for (const row of rows) row.ratio = Math.round((row.rps / baselines.get(row.client)) * 1000) / 1000;
  return { connections: CONNECTIONS, seconds: SECONDS, rows, memory };
}

export function printServerLoad({ rows, memory }) {
  console.log(
    `\nServer throughput, autocannon, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP_SECONDS} s warm-up):`,
  );
  console.table(
    rows.map((row) => ({
      target: row.target,
      client: row.client,
      database: row.database,
      "req/s": row.rps,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      cache: row.cache ?? "-",
      errors: row.errors,
      "non-2xx": row.non2xx,
      "× hello-world": row.ratio,
    })),
  );
  console.log("Shop process resident memory (RSS) in MB, before the load, highest and at its end:");
  console.table(memory);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  console.log(`Server load on ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`);
  const result = await serverLoad();
  printServerLoad(result);
  for (const product of result.rows.filter((row) => row.database === "PostgreSQL" && row.target === KEY_TARGET)) {
    const met = product.ratio >= AIM_RATIO ? "met" : "not met";
    console.log(
      `Product page on PostgreSQL, ${product.client}: ${product.ratio} × its hello-world (aim ≥ ${AIM_RATIO}: ${met}).`,
    );
  }
  const failed = result.rows.filter((row) => row.errors > 0 || row.non2xx > 0);
  if (failed.length) {
    console.log(`Errors or non-2xx answers (must be none): ${failed.map((row) => row.target).join(", ")}`);
    process.exitCode = 1;
  } else console.log("Errors and non-2xx answers: none.");
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Server load: ${seconds} s in all; load average ${os.loadavg()[0].toFixed(2)}`);
  if (process.env.BENCH_RESULT_FILE)
    fs.writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ ...result, seconds }));
}

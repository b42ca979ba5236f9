// Server throughput, as ratios to baselines measured in the same run on the same machine:
// autocannon against a bare node:http hello-world, a static file served by our host, and the
// product page and /furniture on PGlite and on PostgreSQL, with the shop's resident memory.
//
// `node bench/server-load.mjs` (also part of `npm run bench`). Loopback only; every server
// runs in its own process and is stopped at the end, on failure and on Ctrl-C.
import fs from "node:fs";
import os from "node:os";
import { measure, rssMB, sampleRss, stopLoad } from "./lib/load.mjs";
import { createBenchDatabase } from "./lib/pg-database.mjs";
import { onCleanup, startHelloWorld } from "./lib/processes.mjs";
import { startShop } from "./lib/server.mjs";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const PRODUCT = "/furniture/noor-walnut-three-seater-sofa";
/** What Chromium sends: the pages are compressed as a browser would get them. */
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };
const AIM_RATIO = 0.1;

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

const run = (url) =>
  measure({ url, headers: HEADERS, connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS });

/** Starts the shop, checks every target answers 200, measures each, and records its RSS around the load. */
async function onShop(database, env, targets, rows, memory) {
  const shop = await startShop({ port: 3311, env });
  const stop = onCleanup(() => shop.stop());
  try {
    for (const [, path] of targets) {
      const response = await fetch(shop.origin + path, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} on ${database} answered ${response.status}`);
    }
    const before = rssMB(shop.pid);
    const sampler = sampleRss(shop.pid, 1000);
    for (const [target, path] of targets) {
      console.log(`${target} on ${database}: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s at ${CONNECTIONS} connections…`);
      rows.push({ target, database, path, ...(await run(shop.origin + path)) });
    }
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

export async function serverLoad() {
  const rows = [];
  const memory = [];
  const hello = await startHelloWorld(3310);
  try {
    console.log(`Bare node:http hello-world: ${WARMUP_SECONDS} s warm-up, ${SECONDS} s at ${CONNECTIONS} connections…`);
    rows.push({ target: "bare node:http hello-world", database: "-", path: "/", ...(await run(hello.origin + "/")) });
  } finally {
    await hello.stop();
  }
  const pages = [
    ["product page", PRODUCT],
    ["/furniture", "/furniture"],
  ];
  await onShop("PGlite", {}, [["static file via our host", "/favicon.svg"], ...pages], rows, memory);
  const database = await createBenchDatabase("_load");
  try {
    await onShop("PostgreSQL", { DATABASE_URL: database.url }, pages, rows, memory);
  } finally {
    await database.drop();
  }
  const baseline = rows[0].rps;
  for (const row of rows) row.ratio = Math.round((row.rps / baseline) * 1000) / 1000;
  return { connections: CONNECTIONS, seconds: SECONDS, rows, memory };
}

export function printServerLoad({ rows, memory }) {
  console.log(
    `\nServer throughput, autocannon, ${CONNECTIONS} connections, ${SECONDS} s each (after ${WARMUP_SECONDS} s warm-up):`,
  );
  console.table(
    rows.map((row) => ({
      target: row.target,
      database: row.database,
      "req/s": row.rps,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
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
  const product = result.rows.find((row) => row.database === "PostgreSQL" && row.path === PRODUCT);
  console.log(
    `Product page on PostgreSQL: ${product.ratio} × the hello-world (aim ≥ ${AIM_RATIO}: ${product.ratio >= AIM_RATIO ? "met" : "not met"}).`,
  );
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

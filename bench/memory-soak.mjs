// Memory soak: the shop on PostgreSQL, first driven to saturation on a mix of pages to find its
// capacity, then held at half that rate for SOAK_MINUTES (default 10) while its resident memory
// is sampled every 10 s. Fails (exit 1) when RSS grows by more than 10% (mean of the last minute
// against the first) or any request fails.
//
// `node bench/memory-soak.mjs` (also part of `npm run bench`); SOAK_MINUTES=1 for a quick run.
// PostgreSQL, not PGlite: it is what production runs, and it leaves the shop's process holding
// only our code and its libraries, so growth in its RSS is ours. PGlite's WebAssembly memory
// can only grow (a WASM heap never shrinks), so its buffer cache warming up would read as growth.
// SOAK_DATABASE=pglite soaks the embedded database instead.
import fs from "node:fs";
import os from "node:os";
import { measure, rssMB, sampleRss, stopLoad } from "./lib/load.mjs";
import { createBenchDatabase } from "./lib/pg-database.mjs";
import { onCleanup } from "./lib/processes.mjs";
import { startShop } from "./lib/server.mjs";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
const CAPACITY_SECONDS = Number(process.env.SOAK_CAPACITY_SECONDS ?? 20);
const CONNECTIONS = 20;
const DATABASE = process.env.SOAK_DATABASE === "pglite" ? "PGlite" : "PostgreSQL";
const AIM_GROWTH = 10;
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };
/** What a shopper walks through: each connection requests these in turn. */
const MIX = ["/", "/furniture", "/furniture/noor-walnut-three-seater-sofa", "/projects"];
// Each page as a visitor gets it (mostly from the shared page cache) and as a signed-in
// customer does (any cookie: rendered every time), so that rendering's memory is soaked too.
const AS_VISITOR_AND_RENDERED = [{}, { cookie: "bench=rendered" }];

if (!(MINUTES > 0) || !(WARMUP_SECONDS >= 0) || !(CAPACITY_SECONDS > 0)) {
  throw new Error("SOAK_MINUTES and SOAK_CAPACITY_SECONDS must be positive, SOAK_WARMUP_SECONDS ≥ 0");
}

// Bounded whatever happens: start-up (the first may build the shop), the runs, and a margin.
const LIMIT_MS = (MINUTES * 60 + WARMUP_SECONDS + CAPACITY_SECONDS + 5 + 600) * 1000;
setTimeout(() => {
  console.error(`memory-soak: still running after ${LIMIT_MS / 1000} s, giving up.`);
  stopLoad();
  process.kill(process.pid, "SIGINT");
}, LIMIT_MS).unref();

const percent = (from, to) => Math.round(((to - from) / from) * 1000) / 10;

export async function memorySoak() {
  const database = DATABASE === "PostgreSQL" ? await createBenchDatabase("_soak") : null;
  try {
    const shop = await startShop({ port: 3312, env: database ? { DATABASE_URL: database.url } : {} });
    const stop = onCleanup(() => shop.stop());
    try {
      const requests = MIX.flatMap((path) =>
        AS_VISITOR_AND_RENDERED.map((headers) => ({ method: "GET", path, headers })),
      );
      for (const path of MIX) {
        const response = await fetch(shop.origin + path, { headers: HEADERS });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      }
      const load = (seconds, overallRate, warmupSeconds = 0) =>
        measure({
          url: shop.origin,
          requests,
          headers: HEADERS,
          connections: CONNECTIONS,
          seconds,
          warmupSeconds,
          overallRate,
        });

      console.log(`Capacity: ${CONNECTIONS} connections on ${MIX.join(", ")} for ${CAPACITY_SECONDS} s…`);
      const capacity = await load(CAPACITY_SECONDS, undefined, 5);
      const rate = Math.max(1, Math.floor(capacity.rps / 2));
      console.log(`Capacity ${capacity.rps} req/s; soaking at ${rate} req/s: ${WARMUP_SECONDS} s warm-up…`);
      const warmup = WARMUP_SECONDS > 0 ? await load(WARMUP_SECONDS, rate) : { errors: 0, non2xx: 0 };

      const afterWarmup = rssMB(shop.pid);
      console.log(`RSS after warm-up ${afterWarmup} MB; ${MINUTES} min at ${rate} req/s, RSS every 10 s…`);
      const sampler = sampleRss(shop.pid, 10_000);
      const progress = setInterval(() => {
        const last = sampler.samples.at(-1);
        console.log(`  ${last.atSeconds} s: RSS ${last.rssMB} MB (${percent(afterWarmup, last.rssMB)}%)`);
      }, 60_000);
      let soak;
      try {
        soak = await load(Math.round(MINUTES * 60), rate);
      } finally {
        clearInterval(progress);
      }
      const samples = sampler.stop();
      console.log(`RSS samples (MB): ${samples.map((sample) => sample.rssMB).join(" ")}`);
      // RSS swings by ±10% between garbage collections under steady load (measured: 340–420 MB
      // within one minute), so one sample at each end compares two random points of that saw
      // tooth. Growth is the mean of the first window against the mean of the last one.
      const window = Math.min(60, (MINUTES * 60) / 4);
      const total = samples.at(-1).atSeconds;
      const mean = (values) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
      const start = mean(samples.filter((sample) => sample.atSeconds <= window).map((sample) => sample.rssMB));
      const end = mean(samples.filter((sample) => sample.atSeconds >= total - window).map((sample) => sample.rssMB));
      const max = Math.max(...samples.map((sample) => sample.rssMB));
      return {
        database: DATABASE,
        mix: MIX,
        minutes: MINUTES,
        capacity,
        rate,
        soak,
        errorsDuringWarmup: warmup.errors + warmup.non2xx,
        rss: {
          windowSeconds: window,
          afterWarmupMB: afterWarmup,
          startMB: start,
          maxMB: max,
          endMB: end,
          growthPercent: percent(start, end),
          maxGrowthPercent: percent(start, max),
        },
        samples,
      };
    } finally {
      await stop();
    }
  } finally {
    await database?.drop();
  }
}

/** Prints the soak and returns whether it held (growth within the aim, no error). */
export function printMemorySoak(result) {
  const { capacity, soak, rss } = result;
  console.log(`\nMemory soak, the shop on ${result.database}, ${result.minutes} min at half capacity:`);
  console.table([
    {
      "capacity req/s": capacity.rps,
      "soak rate": result.rate,
      "soak req/s": soak.rps,
      requests: soak.requests,
      "p50 ms": soak.p50,
      "p99 ms": soak.p99,
      errors: soak.errors + result.errorsDuringWarmup,
      "non-2xx": soak.non2xx,
    },
  ]);
  console.log(`Shop process RSS in MB (start and end: means of the first and last ${rss.windowSeconds} s):`);
  console.table([
    {
      "after warm-up": rss.afterWarmupMB,
      start: rss.startMB,
      max: rss.maxMB,
      end: rss.endMB,
      "growth %": rss.growthPercent,
      "max growth %": rss.maxGrowthPercent,
    },
  ]);
  const errors = soak.errors + soak.non2xx + result.errorsDuringWarmup + capacity.errors + capacity.non2xx;
  const held = rss.growthPercent <= AIM_GROWTH && errors === 0;
  console.log(
    `Growth ${rss.growthPercent}% (aim ≤ ${AIM_GROWTH}%), errors ${errors} (aim 0): ${held ? "held" : "NOT held"}.`,
  );
  return held;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  console.log(`Memory soak on ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}`);
  const result = await memorySoak();
  if (!printMemorySoak(result)) process.exitCode = 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`Memory soak: ${seconds} s in all; load average ${os.loadavg()[0].toFixed(2)}`);
  if (process.env.BENCH_RESULT_FILE)
    fs.writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify({ ...result, seconds }));
}

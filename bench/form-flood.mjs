// `node bench/form-flood.mjs`: can one kind of request stop the shop? (issue 32, part 1)
//
// Starts the production build on a fresh embedded shop (built first when missing, as
// `npm start` does), then sends FLOOD_BODIES (10) anonymous posts at once to
// /custom-orders, each a multipart body of FLOOD_MB (47) MB made of one-byte file
// parts (about 330,000 of them: under the route's 48 MB limit, so only the part count can
// refuse it), while a second client asks /health one request after another. Reports how
// each post was answered and how fast, /health's latency during the flood (p50, p95, p99,
// max; the aim: p99 within 100 ms), and the shop's resident memory before, at its highest
// and FLOOD_SETTLE_SECONDS (20) after the flood (the aim: back within 10 % of before).
// Loopback only; bounded in count and time; the shop is stopped by its pid at the end.
// Run it as `flock /tmp/e2e.lock node bench/form-flood.mjs` on a shared machine.
import { execSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { onCleanup } from "./lib/processes.mjs";
import { startShop } from "./lib/server.mjs";

const BODIES = Number(process.env.FLOOD_BODIES ?? 10);
const MEGABYTES = Number(process.env.FLOOD_MB ?? 47);
const SETTLE_SECONDS = Number(process.env.FLOOD_SETTLE_SECONDS ?? 20);
const PORT = Number(process.env.FLOOD_PORT ?? 3310);
const TIME_LIMIT_MS = Number(process.env.FLOOD_TIME_LIMIT ?? 120) * 1000;

if (!fs.existsSync("build/host/main.js")) execSync("npm run build --silent", { stdio: "inherit" });

const BOUNDARY = "----flood";
const PART = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx\r\n`,
);
const parts = Math.floor((MEGABYTES * 1024 * 1024) / PART.length);
const body = Buffer.concat([...Array.from({ length: parts }, () => PART), Buffer.from(`--${BOUNDARY}--\r\n`)]);

/** Nearest-rank percentile of sorted milliseconds (as bench/lib/stats.ts, which plain node cannot import). */
const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One flood post: its status, what it said, and when it was answered. */
function post(origin) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${origin}/custom-orders`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(body.length),
        origin,
      },
    });
    const done = (status, text) => resolve({ status, text: text.slice(0, 120), ms: performance.now() - started });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => done(response.statusCode, text));
      response.on("error", () => done(response.statusCode, text));
    });
    // The shop may close the connection while the body is still on its way: that is an answer too.
    request.on("error", (error) => done(0, error.code ?? String(error)));
    request.end(body);
  });
}

/** /health, one request after another on one kept-alive connection, until `stop` says so. */
async function pollHealth(origin, stop) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failures = 0;
  while (!stop()) {
    const started = performance.now();
    const ok = await new Promise((resolve) => {
      http
        .get(`${origin}/health`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode === 200));
        })
        .on("error", () => resolve(false));
    });
    latencies.push(performance.now() - started);
    if (!ok) failures += 1;
  }
  agent.destroy();
  return { latencies, failures };
}

const shop = await startShop({ port: PORT });
const stopShop = onCleanup(() => shop.stop());
const guard = setTimeout(() => {
  console.error(`The flood took longer than ${TIME_LIMIT_MS / 1000} s: stopping.`);
  void stopShop().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

try {
  // Warm: the first page and a first refused post, so the flood measures steady work.
  await fetch(`${shop.origin}/custom-orders`).then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = rssOf(shop.pid);
  console.log(
    `Shop on ${shop.origin} (pid ${shop.pid}), resident ${mb(before)}. Flood: ${BODIES} posts at once of ` +
      `${mb(body.length)}, ${parts.toLocaleString("en")} one-byte file parts each.`,
  );

  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid))), 50);
  let flooding = true;
  const health = pollHealth(shop.origin, () => !flooding);
  const floodStarted = performance.now();
  const answers = await Promise.all(Array.from({ length: BODIES }, () => post(shop.origin)));
  const floodMs = performance.now() - floodStarted;
  flooding = false;
  const { latencies, failures } = await health;
  clearInterval(sampler);

  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  const after = rssOf(shop.pid);

  console.log("\nThe flood's posts:");
  console.table(answers.map(({ status, text, ms }) => ({ status, "answered after ms": Math.round(ms), said: text })));
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q) => percentile(sorted, q).toFixed(1);
  console.log(
    `\n/health during the flood (${floodMs.toFixed(0)} ms): ${latencies.length} requests, ${failures} failed`,
  );
  console.log(`  p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);
  const growth = (after - before) / before;
  console.log(
    `Resident memory: before ${mb(before)}, highest ${mb(peak)}, ${SETTLE_SECONDS} s after ${mb(after)} ` +
      `(${(growth * 100).toFixed(1)} % of before)`,
  );
  const p99 = percentile(sorted, 0.99);
  const met = p99 <= 100 && growth <= 0.1 && failures === 0;
  if (process.env.BENCH_RESULT_FILE) {
    const result = {
      bodies: BODIES,
      megabytes: Number((body.length / 1024 / 1024).toFixed(1)),
      parts,
      statuses: answers.map(({ status }) => status),
      health: {
        requests: latencies.length,
        failures,
        p99: Number(p99.toFixed(1)),
        max: Number(sorted.at(-1)?.toFixed(1)),
      },
      memory: {
        beforeMB: Number(mb(before).split(" ")[0]),
        afterMB: Number(mb(after).split(" ")[0]),
        growthPercent: Number((growth * 100).toFixed(1)),
      },
    };
    fs.writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(result));
  }
  console.log(`Aims (p99 <= 100 ms, memory back within 10 %, no failed /health): ${met ? "met" : "NOT met"}`);
  process.exitCode = met ? 0 : 1;
} finally {
  clearTimeout(guard);
  await stopShop();
}

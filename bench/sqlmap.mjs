// SQL injection probe: sqlmap against every search, filter, sort and tracking parameter of a
// fresh embedded shop on loopback. Prints one row per parameter and exits 1 if any is injectable
// (or could not be tested), 2 if sqlmap is missing. Usage: node bench/sqlmap.mjs
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { startShop } from "./lib/server.mjs";

// Every parameter that reaches a query: the catalogue's search and filters, the portfolio's
// filter, and the order lookup by address and by its form (which also takes a contact).
const TARGETS = [
  ...["q", "category", "sort", "min", "max", "page"].map((param) => ({
    param,
    path: "/furniture?q=sofa&category=living-room&sort=newest&min=1000&max=900000&page=1",
  })),
  ...["q", "sort", "min", "max", "page"].map((param) => ({
    param,
    path: "/home-decor?q=vase&sort=newest&min=100&max=900000&page=1",
  })),
  { param: "sector", path: "/projects?sector=residential" },
  // A fresh shop has no orders: the lookup's usual answer is its 404 page (400 for a malformed
  // number), which sqlmap must compare like any other page instead of giving up on.
  { param: "order", path: "/track-order?order=ABCDEF12", ignore: "400,404" },
  ...["order", "contact"].map((param) => ({
    param,
    path: "/track-order",
    data: "order=ABCDEF12&contact=someone%40example.com",
    ignore: "400,404",
  })),
];

// Bounded so the whole run stays under ten minutes on two cores.
const TOTAL_BUDGET_MS = 9 * 60_000;
const PER_PARAMETER_MS = 60_000;

function sqlmapVersion() {
  const result = spawnSync("sqlmap", ["--version"], { encoding: "utf8" });
  // It prints its version, then perhaps a warning that a newer one exists.
  return result.error ? null : (/^\d+\.\d+\S*/m.exec(result.stdout)?.[0] ?? "(unknown version)");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One sqlmap run on one parameter: its verdict, the requests it sent and the time it took. */
function probe(origin, target, workDir, budgetMs) {
  const traffic = path.join(workDir, `${target.param}-${Date.now()}.traffic`);
  const args = [
    "-u",
    origin + target.path,
    ...(target.data ? ["--data", target.data, "--method", "POST"] : []),
    ...(target.ignore ? [`--ignore-code=${target.ignore}`] : []),
    "-p",
    target.param,
    "--batch",
    "--level=2",
    "--risk=1",
    // Boolean, error, union, stacked and time-based: every technique that fits PostgreSQL.
    "--technique=BEUST",
    "--dbms=PostgreSQL",
    // Pages carry a fresh CSP nonce each time: compare their text, not their bytes.
    "--text-only",
    "--timeout=10",
    "--retries=1",
    "--time-sec=2",
    "--threads=2",
    // Each request comes from its own client address (the shop trusts X-Forwarded-For here),
    // so the order lookup's rate limit does not hide the parameter from the probe.
    "--tamper=xforwardedfor",
    "--flush-session",
    "--disable-coloring",
    `--output-dir=${workDir}`,
    `-t`,
    traffic,
  ];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("sqlmap", args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), budgetMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      const requests = fs.existsSync(traffic)
        ? (fs.readFileSync(traffic, "utf8").match(/^HTTP request \[#\d+\]/gm) ?? []).length
        : 0;
      resolve({ ...target, requests, seconds: (Date.now() - started) / 1000, verdict: verdict(output, signal), code });
    });
  });
}

function verdict(output, signal) {
  // sqlmap's positive findings; "does not seem to be injectable" is the negative one.
  if (
    /is vulnerable|identified the following injection point|parameter '[^']+' (is|appears to be) .*injectable/i.test(
      output,
    )
  ) {
    return "INJECTABLE";
  }
  if (signal) return "time budget ran out";
  if (/does not seem to be injectable|do not appear to be injectable/i.test(output)) return "not injectable";
  return `inconclusive: ${output.trim().split("\n").slice(-2).join(" / ").slice(0, 160)}`;
}

const version = sqlmapVersion();
if (!version) {
  console.error("sqlmap is not installed. On Debian: apt-get install -y sqlmap (or see https://sqlmap.org).");
  process.exit(2);
}

const started = Date.now();
const port = await freePort();
console.log(`sqlmap ${version} against a fresh shop on 127.0.0.1:${port}…`);
const shop = await startShop({ port, env: { TRUST_PROXY: "true" }, waitForPictures: false });
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-sqlmap-"));
const rows = [];
try {
  for (const target of TARGETS) {
    const left = TOTAL_BUDGET_MS - (Date.now() - started);
    if (left <= 5_000) {
      rows.push({ ...target, requests: 0, seconds: 0, verdict: "time budget ran out" });
      continue;
    }
    rows.push(await probe(shop.origin, target, workDir, Math.min(PER_PARAMETER_MS, left)));
  }
} finally {
  await shop.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

const where = (row) => `${row.data ? "POST " : ""}${row.path.split("?")[0]} ${row.param}`;
const width = Math.max(...rows.map((row) => where(row).length));
console.log(`\n${"parameter".padEnd(width)}  requests  seconds  verdict`);
for (const row of rows) {
  console.log(
    `${where(row).padEnd(width)}  ${String(row.requests).padStart(8)}  ${row.seconds.toFixed(1).padStart(7)}  ${row.verdict}`,
  );
}
const total = rows.reduce((sum, row) => sum + row.requests, 0);
console.log(`\n${total} requests in ${((Date.now() - started) / 1000).toFixed(0)} s`);
const bad = rows.filter((row) => row.verdict !== "not injectable");
if (bad.length > 0) {
  console.error(`${bad.length} parameter(s) injectable or not fully tested: ${bad.map(where).join(", ")}`);
  process.exit(1);
}

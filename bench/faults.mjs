// `node bench/faults.mjs`: does the shop keep its promises when it is killed?
//
// For each database (PGlite on a fresh DATA_DIR, then a throwaway PostgreSQL database
// `shop_faults_<pid>` on BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres),
// starts the production build (build/host/main.js) on a free loopback port with SMTP_URL
// to a local SMTP sink, signs up customers and runs a stream of order placements over
// HTTP while SIGKILLing the shop 20 times at random moments (0.2–3 s after the first
// answer since the last start) and starting it again on the same data. Then, with the
// shop stopped, it opens the database directly and checks it (lib/fault-invariants.mjs);
// starts the shop once more, posts the unanswered checkouts again with their keys, waits
// for the outbox to drain into the sink, stops the shop and checks again, sink included.
// Prints one report per database and exits 1 if any invariant is violated.
//
// Settings: FAULTS_KILLS (20), FAULTS_CUSTOMERS (6), FAULTS_DATABASES (pglite,postgres),
// FAULTS_TIME_LIMIT seconds for the whole run (540). Run it under `flock /tmp/e2e.lock`
// on a shared machine. A failed run keeps its data directory (printed) for a look.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { formatRun, runHeld } from "./lib/fault-report.mjs";
import { faultRun } from "./lib/fault-run.mjs";
import { killAllShops } from "./lib/fault-server.mjs";

const integer = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const KILLS = integer("FAULTS_KILLS", 20);
const CUSTOMERS = integer("FAULTS_CUSTOMERS", 6);
const TIME_LIMIT_S = integer("FAULTS_TIME_LIMIT", 540);
const KINDS = (process.env.FAULTS_DATABASES ?? "pglite,postgres").split(",").map((kind) => kind.trim());
if (!KINDS.every((kind) => kind === "pglite" || kind === "postgres")) {
  throw new Error("FAULTS_DATABASES lists pglite and/or postgres");
}

const startedAt = Date.now();
const log = (message) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);

if (!fs.existsSync("build/host/main.js")) {
  log("No build yet: npm run build");
  execSync("npm run build --silent", { stdio: "inherit" });
}

const runs = KINDS.map((kind) => faultRun({ kind, kills: KILLS, customers: CUSTOMERS, log }));
let cleaning;
const cleanUp = () => (cleaning ??= Promise.allSettled(runs.map((run) => run.cleanUp())));

// Whatever happens, every shop started here ends (by pid) and the PostgreSQL database is dropped.
const abort = (message) => {
  console.error(`\n${message}: stopping the shops and dropping the test database.`);
  killAllShops();
  const forced = setTimeout(() => process.exit(2), 15_000);
  void cleanUp().finally(() => {
    clearTimeout(forced);
    process.exit(2);
  });
};
process.once("SIGINT", () => abort("Interrupted"));
process.once("uncaughtException", (error) => abort(`Unexpected error: ${error.stack ?? error}`));
process.once("exit", killAllShops);
process.once("SIGTERM", () => abort("Terminated"));
setTimeout(() => abort(`Still running after ${TIME_LIMIT_S} s (FAULTS_TIME_LIMIT)`), TIME_LIMIT_S * 1000).unref();

log(`${KILLS} kills per database (${KINDS.join(", ")}), ${CUSTOMERS} customers, limit ${TIME_LIMIT_S} s`);
let failure;
try {
  // The streams run one after the other: on two cores they would slow each other down.
  // A mail claimed when a kill came stays held by its two-minute lease, so each run's
  // final restart drains its outbox while the next run streams.
  for (const run of runs) {
    await run.prepare();
    await run.killUnderLoad();
    await run.restartAndSettle();
  }
  for (const run of runs) await run.drain();
} catch (error) {
  failure = error;
} finally {
  await cleanUp();
}

console.log(
  `\n## Faults: kill -9 under a stream of orders (${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)\n`,
);
for (const run of runs) {
  console.log(formatRun(run.report));
  if (run.report.keptData) console.log(`\nData kept for a look: ${run.report.keptData}`);
  console.log("");
}
if (failure) {
  console.error(`✖ The run failed: ${failure.stack ?? failure}`);
  process.exit(1);
}
const broken = runs.filter((run) => !runHeld(run.report));
if (broken.length > 0) {
  console.error(`✖ Invariants violated on ${broken.map((run) => run.report.kind).join(", ")}`);
  process.exit(1);
}
console.log("✔ Every invariant held on every database.");

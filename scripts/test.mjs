// `npm test`: every test. Units and server modules on PGlite; the server modules
// again on PostgreSQL; then the browser journeys. With CI=true the PostgreSQL run
// and the browser run are mandatory: a missing Chromium or database fails the run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import pg from "pg";
import { CHROMIUM_PATH } from "./chromium.mjs";

const ci = process.env.CI === "true" || process.env.CI === "1";
const CHROMIUM = CHROMIUM_PATH;
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) {
    if (await answers(process.env.TEST_DATABASE_URL)) return process.env.TEST_DATABASE_URL;
    throw new Error(`TEST_DATABASE_URL does not answer: ${process.env.TEST_DATABASE_URL}`);
  }
  if (!ci && (await answers(LOCAL_POSTGRES))) return LOCAL_POSTGRES;
  return null;
}

const only = process.argv[2]; // optional: static | unit | postgres | e2e

if (!only || only === "static") {
  run("Types", "npm", ["run", "typecheck", "--silent"]);
  run("Lint", "npx", ["eslint", "."]);
  run("Formatting", "npx", ["prettier", "--check", "--log-level", "warn", "."]);
}

if (!only || only === "unit")
  run("Units and server modules on PGlite", "npx", ["vitest", "run"], { TEST_DATABASE_URL: "" });

// The server modules run on it, and so does the browser run's spec of several instances on one database.
const url =
  !only || only === "postgres" || only === "e2e"
    ? await postgresUrl().catch((error) => {
        console.error(`✖ ${error.message}`);
        process.exit(1);
      })
    : null;

if (!only || only === "postgres") {
  if (url) {
    run("Server modules on PostgreSQL", "npx", ["vitest", "run", "tests/server"], { TEST_DATABASE_URL: url });
  } else if (ci) {
    console.error("✖ CI=true needs PostgreSQL: set TEST_DATABASE_URL (.ci/run starts one).");
    process.exit(1);
  } else {
    console.log("\n○ Skipping the PostgreSQL run: no TEST_DATABASE_URL and nothing answers on 127.0.0.1:5432.");
  }
}

if (!only || only === "e2e") {
  if (fs.existsSync(CHROMIUM)) {
    // playwright.config.ts leaves the instances spec out when there is no PostgreSQL (never in CI).
    const postgres = url ? { TEST_DATABASE_URL: url } : { SHOP_INSTANCES_POSTGRES: "no" };
    run("Browser journeys (Playwright, Chromium)", "npx", ["playwright", "test"], {
      CHROMIUM_PATH: CHROMIUM,
      ...postgres,
    });
  } else if (ci) {
    console.error(`✖ CI=true needs Chromium at ${CHROMIUM} (apt-get install chromium).`);
    process.exit(1);
  } else {
    console.log(`\n○ Skipping the browser journeys: no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  }
}

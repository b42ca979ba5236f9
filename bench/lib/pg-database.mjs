// A throwaway PostgreSQL database for the shop under load: `shop_bench_<pid>` on the server at
// BENCH_DATABASE_URL, created empty (the shop migrates and seeds it as `npm start` does) and
// dropped at the end, on failure and on Ctrl-C. The same convention as bench/lib/bench-database.ts.
import pg from "pg";
import { onCleanup } from "./processes.mjs";

const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database; `drop()` removes it, whoever is still connected. */
export async function createBenchDatabase(suffix = "") {
  const name = `shop_bench_${process.pid}${suffix}`;
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  await adminQuery(`create database ${name}`);
  const drop = onCleanup(() => adminQuery(`drop database if exists ${name} with (force)`));
  return { name, host: url.host, url: url.href, drop };
}

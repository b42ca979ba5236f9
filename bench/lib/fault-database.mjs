// The fault benchmark's two databases, opened directly (the shop stopped) to
// check what a crash left behind: PGlite on its data directory, or a throwaway
// PostgreSQL database created for the run and dropped at its end.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/** A throwaway database `shop_faults_<pid>` on BENCH_DATABASE_URL (or the local server). */
export function faultsPostgres() {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `shop_faults_${process.pid}`;
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server.href, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    name,
    url: url.href,
    host: server.host,
    async create() {
      await admin(`create database ${name}`);
      created = true;
    },
    async drop() {
      if (!created) return;
      created = false;
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Opens the database of a run for checking: `{ query(sql, params) → rows, close() }`.
 * PGlite gets the extensions the shop's indexes use (pg_trgm) and amcheck.
 */
export async function openForCheck({ kind, dataDir, url }) {
  if (kind === "pglite") {
    const client = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { pg_trgm, amcheck } });
    return {
      query: async (statement, params) => (await client.query(statement, params)).rows,
      close: () => client.close(),
    };
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return {
    query: async (statement, params) => (await client.query(statement, params)).rows,
    close: () => client.end(),
  };
}

/**
 * PostgreSQL's own corruption checks (amcheck): every B-tree index of the
 * shop's tables against its heap, and every heap page. Returns the problems found (none: intact).
 */
export async function corruptionReport(database) {
  await database.query("create extension if not exists amcheck");
  const problems = [];
  try {
    const indexes = await database.query(`
      select c.relname as name from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.amname = 'btree'`);
    for (const { name } of indexes) {
      try {
        await database.query("select bt_index_check($1::regclass, true)", [name]);
      } catch (error) {
        problems.push(`index ${name}: ${error.message}`);
      }
    }
    const tables = await database.query("select tablename as name from pg_tables where schemaname = 'public'");
    for (const { name } of tables) {
      const rows = await database.query("select * from verify_heapam($1::regclass)", [name]);
      for (const row of rows) problems.push(`table ${name} block ${row.blkno}: ${row.msg}`);
    }
  } finally {
    await database.query("drop extension if exists amcheck");
  }
  return problems;
}

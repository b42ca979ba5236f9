// Where the checkout benchmark runs: a throwaway PostgreSQL database (the default), or
// PGlite, the embedded database, in a fresh data directory (`BENCH_DATABASE=pglite`).
// Either way the app's own code opens and migrates it, and it is gone after the run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { closeDatabase, installDatabase, openPglite, openPostgres, type DatabaseHandle } from "~/db/client.server";
import { benchDatabase } from "./bench-database";

export type DatabaseKind = "postgres" | "pglite";

/** Rows of one statement: what the invariants need of either driver. */
export type Query = <T>(statement: string, values?: unknown[]) => Promise<T[]>;

export interface PoolGauge {
  max: number;
  waiting(): number;
  open(): number;
  /** Pooled connections the server ended during the run (an error of the run). */
  idleErrors(): number;
}

export interface CheckoutDatabase {
  kind: DatabaseKind;
  /** For the report: which database, and where. */
  label: string;
  /** Creates, opens and migrates the database, installed as the app's `db()`. */
  open(): Promise<DatabaseHandle>;
  /** A connection for the checks, outside the app's pool (PGlite has one connection: its own). */
  checker(): Promise<{ query: Query; end(): Promise<void> }>;
  /** The app's connection pool, on PostgreSQL; null on PGlite (one connection, transactions in turn). */
  pool(): PoolGauge | null;
  /** True once the run is closing: connection errors from then on are expected. */
  readonly tearingDown: boolean;
  drop(): Promise<void>;
  /** Drops the database now, whatever is running, and exits. */
  abandon(message: string, code: number): void;
}

export function databaseKindFromEnv(): DatabaseKind {
  const kind = (process.env.BENCH_DATABASE ?? "postgres").toLowerCase();
  if (kind === "postgres" || kind === "pglite") return kind;
  throw new Error(`BENCH_DATABASE must be 'postgres' or 'pglite', not '${kind}'`);
}

export function checkoutDatabase(kind: DatabaseKind, options: { statementTimeoutMs: number }): CheckoutDatabase {
  return kind === "pglite" ? pgliteDatabase() : postgresDatabase(options);
}

function postgresDatabase(options: { statementTimeoutMs: number }): CheckoutDatabase {
  const bench = benchDatabase(options);
  let handle: DatabaseHandle | undefined;
  let idleErrors = 0;
  // openPostgres keeps its pool to itself; drizzle exposes it as `$client`.
  const poolOf = () => (handle!.db as unknown as { $client: pg.Pool }).$client;
  return {
    kind: "postgres",
    label: `PostgreSQL, database ${bench.name} on ${bench.host}`,
    async open() {
      await bench.create();
      handle = openPostgres(bench.url);
      installDatabase(handle);
      // A pooled connection the server ends during the run is an error of the run; while
      // the database is dropped at the end (`with (force)`), it is expected.
      poolOf().on("error", () => {
        if (!bench.tearingDown) idleErrors++;
      });
      await handle.migrate();
      return handle;
    },
    async checker() {
      const client = new pg.Client({ connectionString: bench.url });
      client.on("error", () => {});
      await client.connect();
      return {
        query: async <T>(statement: string, values?: unknown[]) => (await client.query(statement, values)).rows as T[],
        end: () => client.end(),
      };
    },
    pool() {
      const pool = poolOf();
      return {
        max: (pool as unknown as { options: { max: number } }).options.max,
        waiting: () => pool.waitingCount,
        open: () => pool.totalCount,
        idleErrors: () => idleErrors,
      };
    },
    get tearingDown() {
      return bench.tearingDown;
    },
    drop: () => bench.drop(),
    abandon: (message, code) => bench.abandon(message, code),
  };
}

function pgliteDatabase(): CheckoutDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-checkout-"));
  let handle: DatabaseHandle | undefined;
  let tearingDown = false;
  const drop = async () => {
    tearingDown = true;
    await closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return {
    kind: "pglite",
    label: `PGlite, data directory ${dir}`,
    async open() {
      handle = await openPglite(dir);
      installDatabase(handle);
      await handle.migrate();
      return handle;
    },
    async checker() {
      const client = (handle!.db as unknown as { $client: PGlite }).$client;
      return {
        query: async <T>(statement: string, values?: unknown[]) => (await client.query<T>(statement, values)).rows,
        end: async () => {},
      };
    },
    pool: () => null,
    get tearingDown() {
      return tearingDown;
    },
    drop,
    abandon(message, code) {
      console.error(message);
      drop().finally(() => process.exit(code));
    },
  };
}

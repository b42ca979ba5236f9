import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "~/utils/env.server";
import { log } from "~/utils/log.server";
import { lockDataDirectory } from "./lock.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "drizzle");
// Any constant works: it only has to be the same for every instance of the shop.
const MIGRATION_LOCK_KEY = 726_001;

/**
 * The session settings the shop's statements are planned for, as startup options: they cost no
 * statement (node-postgres takes the address' options over the pool's own). Each applies unless
 * the address sets it: the operator decides.
 *
 * - `jit=off`: the shop's statements are short, and PostgreSQL's JIT compiler, on by default,
 *   spent 100 ms and more compiling a catalogue page it then read in 10 (a room sorted by price
 *   while a sale runs, at 100,000 products: 1.5 s with it, 50 ms without; decision 043).
 * - `random_page_cost=1.1`: the default 4 prices a page read from the index as from a spinning
 *   disk. The catalogue is read from memory, and at 4 PostgreSQL scanned the whole table for a
 *   word in one product of ten ('sofa': 27 ms to find 1,001 matches, where the index gives them
 *   in 4.6; decision 043's second addendum, docs/performance.md).
 */
const SESSION_SETTINGS: Record<string, string> = { jit: "off", random_page_cost: "1.1" };

export function withSessionSettings(url: string): string {
  const address = new URL(url);
  const options = address.searchParams.get("options") ?? "";
  const added = Object.entries(SESSION_SETTINGS)
    .filter(([name]) => !new RegExp(`\\b${name}\\b`).test(options))
    .map(([name, value]) => `-c ${name}=${value}`);
  if (added.length === 0) return url;
  address.searchParams.set("options", [options, ...added].join(" ").trim());
  return address.href;
}

/** PostgreSQL through node-postgres, for production and for several instances. */
export function openPostgres(url: string): DatabaseHandle {
  // Connections are kept, not closed after node-postgres' default 10 idle seconds: a new
  // PostgreSQL backend runs its first twenty or so statements about three times slower than a
  // settled one (measured with pgbench on this project's machines: 10 ms, then 3 ms, for the same
  // count; docs/performance.md), so a shop whose visits come a minute apart would pay that on
  // every page. The first four stay for good; the rest, opened for a burst, after a quiet minute.
  // Kept connections do not keep a script's process alive once its work is done (allowExitOnIdle).
  const pool = new pg.Pool({
    connectionString: withSessionSettings(url),
    max: 10,
    min: 4,
    idleTimeoutMillis: 60_000,
    allowExitOnIdle: true,
  });
  // A pooled connection the server ends (restart, failover, pg_terminate_backend) emits
  // 'error' on the pool: without a listener that would crash the process. The pool
  // replaces the connection; the request that used it gets its own error.
  pool.on("error", (error) => log.warn("A database connection was closed by the server", { error: error.message }));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    async migrate() {
      // Instances starting together must not run the same migration twice.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL (PGlite): a folder on disk, or `memory://` for tests.
 * Created with `PGlite.create`: extensions passed to the plain constructor are
 * not loaded (PGlite 0.5).
 */
export async function openPglite(location: string): Promise<DatabaseHandle> {
  const inMemory = location.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDirectory(location);
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: inMemory ? undefined : path.join(location, "pglite"),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    async close() {
      await client.close();
      release();
    },
  };
}

export async function openDatabaseFromEnv(): Promise<DatabaseHandle> {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? openPostgres(DATABASE_URL) : openPglite(DATA_DIR);
}

type Holder = { handle?: DatabaseHandle; opening?: Promise<DatabaseHandle> };
const holder = ((globalThis as { __shopDatabase?: Holder }).__shopDatabase ??= {});

/** Opens the process's database from the environment, once; the host calls it before serving. */
export function connectDatabase(): Promise<DatabaseHandle> {
  holder.opening ??= openDatabaseFromEnv().then((handle) => (holder.handle = handle));
  return holder.opening;
}

/** The process's open database handle. */
export function database(): DatabaseHandle {
  if (!holder.handle) throw new Error("The database is not open yet: call connectDatabase() at start-up.");
  return holder.handle;
}

/**
 * The driver under a handle, for what drizzle does not offer: LISTEN needs
 * PGlite's own `listen()`, or on PostgreSQL a connection of its own outside
 * the pool (made with the pool's settings).
 */
export function databaseDriver(
  handle: DatabaseHandle = database(),
): { kind: "pglite"; client: PGlite } | { kind: "postgres"; config: pg.ClientConfig } {
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return handle.kind === "pglite"
    ? { kind: "pglite", client: client as PGlite }
    : { kind: "postgres", config: (client as pg.Pool).options };
}

/** Shorthand for queries: `db().select()...`. */
export function db(): Database {
  return database().db;
}

/** Tests and scripts install the handle they opened themselves. */
export function installDatabase(handle: DatabaseHandle | undefined) {
  holder.handle = handle;
  holder.opening = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process's database if it was opened (start-up failures, shutdown, scripts). */
export async function closeDatabase() {
  const handle = await holder.opening?.catch(() => undefined);
  installDatabase(undefined);
  await handle?.close().catch(() => {});
}

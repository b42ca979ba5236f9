import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres, installDatabase } from "~/db/client.server";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server that is
 * dropped afterwards. Modules under test reach it through `db()`.
 */
export function setupTestDatabase() {
  const state: { handle?: DatabaseHandle; url?: string; cleanup?: () => Promise<void> } = {};

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      state.url = url.href;
      state.handle = openPostgres(url.href);
      state.cleanup = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    } else {
      state.handle = await openPglite("memory://");
    }
    await state.handle.migrate();
    installDatabase(state.handle);
  });

  afterAll(async () => {
    installDatabase(undefined);
    await state.handle?.close();
    await state.cleanup?.();
  });

  return {
    get handle() {
      if (!state.handle) throw new Error("The test database opens in beforeAll");
      return state.handle;
    },
    /** On PostgreSQL, the database's address: a second instance of the shop may open it too. */
    get url() {
      return state.url;
    },
  };
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

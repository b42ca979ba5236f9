import { spawnSync } from "node:child_process";
import pg from "pg";

/** The server `npm test` falls back to when TEST_DATABASE_URL is unset (scripts/test.mjs). */
export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

const truthy = (value: string | undefined) => value === "true" || value === "1";

/** The PostgreSQL server the instances spec makes its throwaway database on. */
export function instancesServerUrl(): string {
  return process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
}

/**
 * Playwright reads its config synchronously, so the probe runs in a child
 * process: a short-lived `pg` client that exits 0 when the server answers.
 */
function postgresAnswersSync(url: string): boolean {
  const probe = [
    'const pg = require("pg");',
    "const client = new pg.Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 2000 });",
    'client.connect().then(() => client.query("select 1")).then(() => process.exit(0), () => process.exit(1));',
  ].join("\n");
  const result = spawnSync(process.execPath, ["-e", probe], {
    env: { ...process.env, PROBE_URL: url },
    stdio: "ignore",
    timeout: 5000,
  });
  return result.status === 0;
}

/**
 * Whether the instances spec belongs in this run. In CI it always does, so a
 * missing database fails the run; so does an explicit TEST_DATABASE_URL. On a
 * developer machine it runs only when the local server answers. The answer is
 * kept in the environment: Playwright loads the config again in every worker.
 */
export function instancesSpecRuns(): boolean {
  if (truthy(process.env.CI) || process.env.TEST_DATABASE_URL) return true;
  const known = process.env.SHOP_INSTANCES_POSTGRES;
  if (known) return known === "yes";
  const answers = postgresAnswersSync(LOCAL_POSTGRES);
  process.env.SHOP_INSTANCES_POSTGRES = answers ? "yes" : "no";
  return answers;
}

async function serverQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${serverUrl} does not answer (${String(error)}). Set TEST_DATABASE_URL to a server that does.`,
    );
  }
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the server; `drop()` removes it even while instances still hold connections. */
export async function createThrowawayDatabase(serverUrl: string, name: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  await serverQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await serverQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => serverQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

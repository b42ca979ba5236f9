// A throwaway PostgreSQL database per benchmark run: created on the server at
// BENCH_DATABASE_URL, dropped at the end, on failure and on Ctrl-C. With BENCH_KEEP=1 a run
// that ends normally leaves it in place (and says so), to study its queries afterwards.
import pg from "pg";
import { closeDatabase } from "~/db/client.server";

export function benchDatabase({ statementTimeoutMs }: { statementTimeoutMs: number }) {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  const name = `shop_bench_${process.pid}`;
  const url = new URL(server.href);
  url.pathname = `/${name}`;
  url.searchParams.set("options", `-c statement_timeout=${statementTimeoutMs}`);

  async function adminQuery(statement: string) {
    const client = new pg.Client({ connectionString: server.href });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  let tearingDown = false;
  let dropped = false;
  let abandoned = false;
  return {
    name,
    host: server.host,
    /** Where the app connects: the bench database, every statement under the timeout. */
    url: url.href,
    create: () => adminQuery(`create database ${name}`),
    /** True once the run is closing: connection errors from then on are expected. */
    get tearingDown() {
      return tearingDown;
    },
    async drop() {
      tearingDown = true;
      await closeDatabase();
      if (dropped) return;
      dropped = true;
      if (process.env.BENCH_KEEP === "1" && !abandoned) {
        console.log(`BENCH_KEEP=1: database ${name} kept; drop it with: psql -c 'drop database ${name}'`);
        return;
      }
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
    /**
     * Drops the database now, whatever is running, and exits. A connection in the middle of a
     * transaction has no 'error' listener (node-postgres removes the pool's while a client is
     * checked out), so the `with (force)` that ends it would crash the process: ignored here.
     */
    abandon(message: string, code: number): void {
      console.error(message);
      process.on("uncaughtException", () => {});
      abandoned = true;
      this.drop().finally(() => process.exit(code));
    },
  };
}

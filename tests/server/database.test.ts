import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withSessionSettings } from "~/db/client.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

describe("the database engine", () => {
  it("has pg_trgm, which search relies on, on PGlite and on PostgreSQL alike", async () => {
    const result = await database.handle.db.execute(sql`select similarity('sofa', 'sofaa') as score`);
    const rows = (result as unknown as { rows: { score: number }[] }).rows;
    expect(Number(rows[0]!.score)).toBeGreaterThan(0.5);
  });

  // A catalogue page at 100,000 products: 1.5 s with JIT, 50 ms without; 'sofa' counted by a whole
  // table's scan at random_page_cost 4 (docs/performance.md). PGlite plans alike for either, and has
  // no JIT compiler; the PostgreSQL run of this suite checks the pool's connections.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "turns JIT compiling off and prices index reads as memory reads on every PostgreSQL connection",
    async () => {
      const shows = await Promise.all(
        Array.from({ length: 3 }, () =>
          database.handle.db.execute(
            sql`select current_setting('jit') as jit, current_setting('random_page_cost') as "randomPageCost"`,
          ),
        ),
      );
      for (const result of shows) {
        expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ jit: "off", randomPageCost: "1.1" });
      }
    },
  );

  // A new backend runs its first twenty or so statements about three times slower than a settled
  // one (docs/performance.md): node-postgres' default closes a connection after 10 idle seconds.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps its connections through a quiet spell, rather than opening new, slow backends",
    async () => {
      const backends = async () => {
        const results = await Promise.all(
          Array.from({ length: 4 }, () =>
            database.handle.db.execute(sql`select pg_backend_pid() as pid from pg_sleep(0.2)`),
          ),
        );
        return new Set(results.map((result) => (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid));
      };
      const before = await backends();
      expect(before.size).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      expect(await backends()).toEqual(before);
    },
    20_000,
  );

  it("adds its settings to the address' own options, and leaves each one the address sets as it is", () => {
    const options = (url: string) => new URL(withSessionSettings(url)).searchParams.get("options");
    expect(options("postgres://shop@db.example:5432/shop")).toBe("-c jit=off -c random_page_cost=1.1");
    expect(options("postgres://shop@db.example/shop?options=-c%20statement_timeout%3D5000&sslmode=require")).toBe(
      "-c statement_timeout=5000 -c jit=off -c random_page_cost=1.1",
    );
    expect(options("postgres://shop@db.example/shop?options=-c%20jit%3Don")).toBe("-c jit=on -c random_page_cost=1.1");
    const both = "postgres://shop@db.example/shop?options=-c%20random_page_cost%3D2%20-c%20jit%3Don";
    expect(withSessionSettings(both)).toBe(both);
  });

  it("records every migration as applied", async () => {
    const result = await database.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

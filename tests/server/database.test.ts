import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withoutJit } from "~/db/client.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

describe("the database engine", () => {
  it("has pg_trgm, which search relies on, on PGlite and on PostgreSQL alike", async () => {
    const result = await database.handle.db.execute(sql`select similarity('sofa', 'sofaa') as score`);
    const rows = (result as unknown as { rows: { score: number }[] }).rows;
    expect(Number(rows[0]!.score)).toBeGreaterThan(0.5);
  });

  // A catalogue page at 100,000 products: 1.5 s with JIT, 50 ms without (docs/performance.md).
  // PGlite has no JIT compiler to turn off; the PostgreSQL run of this suite checks the pool's.
  it.runIf(process.env.TEST_DATABASE_URL)("turns JIT compiling off on every PostgreSQL connection", async () => {
    const shows = await Promise.all(
      Array.from({ length: 3 }, () => database.handle.db.execute(sql`select current_setting('jit') as jit`)),
    );
    for (const result of shows) expect((result as unknown as { rows: { jit: string }[] }).rows[0]!.jit).toBe("off");
  });

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

  it("adds jit=off to the address' own options, and leaves an address that sets JIT as it is", () => {
    const options = (url: string) => new URL(withoutJit(url)).searchParams.get("options");
    expect(options("postgres://shop@db.example:5432/shop")).toBe("-c jit=off");
    expect(options("postgres://shop@db.example/shop?options=-c%20statement_timeout%3D5000&sslmode=require")).toBe(
      "-c statement_timeout=5000 -c jit=off",
    );
    expect(withoutJit("postgres://shop@db.example/shop?options=-c%20jit%3Don")).toBe(
      "postgres://shop@db.example/shop?options=-c%20jit%3Don",
    );
  });

  it("records every migration as applied", async () => {
    const result = await database.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

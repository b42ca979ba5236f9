import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

describe("the database engine", () => {
  it("has pg_trgm, which search relies on, on PGlite and on PostgreSQL alike", async () => {
    const result = await database.handle.db.execute(sql`select similarity('sofa', 'sofaa') as score`);
    const rows = (result as unknown as { rows: { score: number }[] }).rows;
    expect(Number(rows[0]!.score)).toBeGreaterThan(0.5);
  });

  it("records every migration as applied", async () => {
    const result = await database.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });
});

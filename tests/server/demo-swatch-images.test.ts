import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productOptionValues, productOptions } from "~/db/schema";
import { demoSwatches } from "~/demo/data/product-options";
import { demoImageJobs } from "~/demo/demo-images.server";
import { seedDemoData } from "~/demo/seed.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

// Issue 34, item 7: a fresh demo shop stores a generated picture on every fabric and finish swatch.
describe("demo swatch pictures in the seeded shop", () => {
  it("stores a swatch picture the host can render on every swatch value", async () => {
    const { db } = database.handle;
    await seedDemoData(db);
    const rows = await db
      .select({ value: productOptionValues.value, image: productOptionValues.swatchImage })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(eq(productOptions.display, "swatches"));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const jobUrls = new Set(
      demoImageJobs({ categories: [], products: [], projects: [], swatches: demoSwatches }).map((job) => job.url),
    );
    for (const row of rows) expect(jobUrls.has(row.image ?? ""), `${row.value}: ${row.image}`).toBe(true);
  });
});

import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, discountCodes, partners, products, projects, shopSettings } from "~/db/schema";
import { isEmptyDatabase, seedDemoData } from "~/demo/seed.server";
import { setupTestDatabase } from "../setup/test-database";

const database = setupTestDatabase();

async function counts() {
  const { db } = database.handle;
  const [c] = await db.select({ n: count() }).from(categories);
  const [p] = await db.select({ n: count() }).from(products);
  const [j] = await db.select({ n: count() }).from(projects);
  const [t] = await db.select({ n: count() }).from(partners);
  return { categories: c!.n, products: p!.n, projects: j!.n, partners: t!.n };
}

describe("demo data", () => {
  it("fills an empty database with the demo shop", async () => {
    const { db } = database.handle;
    expect(await isEmptyDatabase(db)).toBe(true);
    await seedDemoData(db);
    expect(await isEmptyDatabase(db)).toBe(false);
    const seeded = await counts();
    expect(seeded.categories).toBe(6);
    expect(seeded.products).toBeGreaterThanOrEqual(40);
    expect(seeded.projects).toBeGreaterThanOrEqual(9);
    expect(seeded.partners).toBe(16);

    const [decor] = await db.select().from(categories).where(eq(categories.slug, "decor"));
    expect(decor?.name).toBe("Décor");
    const everyProduct = await db.select({ images: products.images, categoryId: products.categoryId }).from(products);
    for (const product of everyProduct) {
      expect(product.categoryId).not.toBeNull();
      expect(product.images.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has two running discount codes, one of them for free delivery, seeded once", async () => {
    const { db } = database.handle;
    await seedDemoData(db);
    const codes = await db.select().from(discountCodes).orderBy(discountCodes.code);
    expect(codes.map((code) => [code.code, code.kind])).toEqual([
      ["FREEDELIVERY", "free_delivery"],
      ["WELCOME10", "percent"],
    ]);
    const now = Date.now();
    for (const code of codes) {
      expect(code.startsAt.getTime(), code.code).toBeLessThan(now);
      expect(code.endsAt!.getTime(), code.code).toBeGreaterThan(now);
      expect(code.pausedAt).toBeNull();
    }
  });

  it("is idempotent and keeps what the owner changed", async () => {
    const { db } = database.handle;
    const before = await counts();
    const [row] = await db.select().from(shopSettings);
    await db.update(shopSettings).set({ value: { ...row!.value, name: "Owner's Own Name" } });
    await db
      .update(products)
      .set({ price: 1234 })
      .where(eq(products.slug, (await db.select().from(products))[0]!.slug));

    await seedDemoData(db);

    expect(await counts()).toEqual(before);
    const [after] = await db.select().from(shopSettings);
    expect(after!.value.name).toBe("Owner's Own Name");
    const prices = await db.select({ price: products.price }).from(products).where(eq(products.price, 1234));
    expect(prices).toHaveLength(1);
  });

  it("enforces money and stock rules in the database itself", async () => {
    const { db } = database.handle;
    const [any] = await db.select().from(products).limit(1);
    await expect(db.update(products).set({ stock: -1 }).where(eq(products.id, any!.id))).rejects.toThrow();
    await expect(db.update(products).set({ price: -5 }).where(eq(products.id, any!.id))).rejects.toThrow();
  });
});

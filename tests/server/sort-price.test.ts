import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { productOptionValues, products, productVariants } from "~/db/schema";
import { listCatalog } from "~/modules/catalog/catalog.server";
import { filtersOf } from "../setup/catalog-fixtures";
import { makeProduct } from "../setup/orders";
import { setupTestDatabase } from "../setup/test-database";
import { sofa } from "../setup/variants";

// Issue 34: the catalogue sorts and filters by what a piece sells from, its cheapest variant on
// sale, kept by the database as variants, surcharges and base prices change (drizzle/0027).

setupTestDatabase();

const sortPrice = async (id: string) =>
  (await db().select({ value: products.sortPrice }).from(products).where(eq(products.id, id)))[0]!.value;

describe("what a piece sells from", () => {
  it("is a plain product's price, and follows it", async () => {
    const stool = await makeProduct({ price: 7_500, stock: 2 });
    expect(await sortPrice(stool.id)).toBe(7_500);
    await db().update(products).set({ price: 6_000 }).where(eq(products.id, stool.id));
    expect(await sortPrice(stool.id)).toBe(6_000);
  });

  it("is the cheapest variant on sale, through own prices, surcharges, hidden variants and the base price", async () => {
    // Base 200,000: Linen 3-seater at base, Velvet +45,000, 2-seater -30,000, Linen 2-seater at its own 150,000.
    const { product, skus } = await sofa();
    expect(await sortPrice(product.id)).toBe(150_000);
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.sku, skus.linen2));
    expect(await sortPrice(product.id)).toBe(200_000);
    await db().update(products).set({ price: 100_000 }).where(eq(products.id, product.id));
    expect(await sortPrice(product.id)).toBe(100_000);
    // Linen 3-seater hidden too: Velvet 2-seater (base + 45,000 - 30,000) is the cheapest.
    await db().update(productVariants).set({ isActive: false }).where(eq(productVariants.sku, skus.linen3));
    expect(await sortPrice(product.id)).toBe(115_000);
    await db().update(productOptionValues).set({ surcharge: 5_000 }).where(eq(productOptionValues.value, "Velvet"));
    expect(await sortPrice(product.id)).toBe(75_000);
    // Worked out once at commit: nothing waits in the queue afterwards.
    const waiting = (await db().execute(sql`select count(*)::int as n from product_price_refresh`)) as unknown as {
      rows: { n: number }[];
    };
    expect(waiting.rows[0]!.n).toBe(0);
  });

  it("orders and filters the catalogue as the cards' prices read", async () => {
    const { product } = await sofa();
    const chair = await makeProduct({ price: 160_000, stock: 1 });
    const tag = `Qalamkar ${Date.now().toString(36)}`;
    await db()
      .update(products)
      .set({ name: sql`${tag} || ' ' || ${products.name}` })
      .where(inArray(products.id, [product.id, chair.id]));
    const ids = async (extra: Parameters<typeof filtersOf>[0]) =>
      (await listCatalog(filtersOf({ q: tag, ...extra }))).products.map((card) => card.id);
    // The sofa's base is 200,000 but it sells from 150,000: cheaper than the chair.
    expect(await ids({ sort: "price-asc" })).toEqual([product.id, chair.id]);
    expect(await ids({ sort: "price-desc" })).toEqual([chair.id, product.id]);
    expect(await ids({ maxPrice: 155_000 })).toEqual([product.id]);
    expect(await ids({ minPrice: 155_000 })).toEqual([chair.id]);
  });
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products, sales } from "~/db/schema";
import { makeProduct } from "./orders";

// Sales and price histories straight into their tables (issue 35), for the tests of what they do
// to prices: the admin's checks are tested on their own (admin-sales.test.ts).

export const DAY = 86_400_000;

/** A sale running from a minute ago for a day, unless the values say otherwise. */
export async function makeSale(values: Partial<typeof sales.$inferInsert> = {}) {
  const [row] = await db()
    .insert(sales)
    .values({
      name: `Test Sale ${randomUUID().slice(0, 8)}`,
      kind: "percent",
      value: 20,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + DAY),
      ...values,
    })
    .returning();
  return row!;
}

export async function makeCategory() {
  const slug = `sale-room-${randomUUID().slice(0, 8)}`;
  const [row] = await db()
    .insert(categories)
    .values({ slug, name: `Sale Room ${slug.slice(-8)}` })
    .returning();
  return row!;
}

/** A product's prices in the past: each from `daysAgo` until the next (the variant's history rows). */
export async function pastPrices(variantId: string, prices: { daysAgo: number; price: number }[]) {
  for (const { daysAgo, price } of prices) {
    await db().execute(sql`
      insert into variant_price_history (variant_id, product_id, price, recorded_at)
      select id, product_id, ${price}, ${new Date(Date.now() - daysAgo * DAY).toISOString()}::timestamptz
        from product_variants where id = ${variantId}`);
  }
}

/** A product of `categoryId` (without options: one variant), with what a sale is asked about it. */
export async function productIn(categoryId: string, price: number, name = "Sale Piece") {
  const product = await makeProduct({ price, stock: 20, name });
  await db().update(products).set({ categoryId }).where(eq(products.id, product.id));
  return { ...product, categoryId };
}

/** The piece as sale-prices.server.ts takes it. */
export const pieceOf = (product: { id: string; variantId: string; categoryId: string | null; price: number }) => ({
  variantId: product.variantId,
  productId: product.id,
  categoryId: product.categoryId,
  price: product.price,
});

import { eq, sql } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";

/** A transaction, or the database itself. */
export type Queries = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

// Any constant works: it only has to be the same in every instance of the shop.
const HANDLE_LOCK_KEY = 726_002;

/**
 * Categories and products share one address space, /furniture/{handle}
 * (a category's catalogue or a product's page), so a slug may belong to only
 * one of them. The unique indexes guard each table; this transaction-scoped
 * lock makes "check both tables, then insert" safe against a concurrent insert
 * into the other table, across instances. Whoever inserts a category or a
 * product with a new slug takes it first (product-slug.server.ts does for products).
 */
export async function lockCatalogHandles(tx: Queries) {
  await tx.execute(sql`select pg_advisory_xact_lock(${HANDLE_LOCK_KEY})`);
}

/** Who holds a handle already: a category, a product, or nobody. */
export async function handleOwner(tx: Queries, slug: string): Promise<"category" | "product" | null> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (category) return "category";
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return product ? "product" : null;
}

import { inArray, or, sql } from "drizzle-orm";
import { categories, products } from "~/db/schema";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { firstFreeSlug, slugify } from "~/utils/slug";
import { lockCatalogHandles, type Queries } from "./catalog-handles.server";

/**
 * Slugs that new products with these bases may not take: those of products
 * with the same base (with or without a '-n' suffix), and every category's,
 * because /furniture/<slug> is a category's page before it is a product's.
 */
async function takenSlugs(tx: Queries, bases: string[]): Promise<Set<string>> {
  const unique = [...new Set(bases)];
  // One after the other: a transaction is one connection.
  const productRows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(or(inArray(products.slug, unique), inArray(sql`regexp_replace(${products.slug}, '-[0-9]+$', '')`, unique)));
  const categoryRows = await tx.select({ slug: categories.slug }).from(categories);
  return new Set([...productRows, ...categoryRows].map((row) => row.slug));
}

/**
 * One free slug per name, in the caller's transaction, distinct from each
 * other too (an import may bring many products of the same name). It takes
 * the catalogue's handle lock (catalog-handles.server.ts), held until the
 * transaction ends, so a category or product added at the same moment cannot
 * take the same address; insert the products before committing.
 */
export async function assignSlugs(tx: Queries, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  await lockCatalogHandles(tx);
  // A name with no Latin letters or digits (e.g. in Urdu) still needs an address.
  const bases = names.map((name) => slugify(name) || "product");
  const taken = await takenSlugs(tx, bases);
  return bases.map((base) => {
    const slug = firstFreeSlug(base, taken);
    taken.add(slug);
    return slug;
  });
}

/** Whether a database error is a unique index refusing a duplicate (a slug taken by a writer without the lock). */
export function isSlugClash(error: unknown): boolean {
  return pgErrorCode(error) === UNIQUE_VIOLATION;
}

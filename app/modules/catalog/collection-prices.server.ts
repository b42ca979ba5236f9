import { and, eq, inArray, min } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";

/**
 * The cheapest active product of each category (by slug), in whole rupees: what a collection's
 * 'From ₨ …' says (DECISIONS: 'Honest numbers'), by what each sells from (its cheapest variant on
 * sale), as the catalogue sorts. A category with no active product is absent.
 */
export async function cheapestActivePrices(slugs: readonly string[]): Promise<Record<string, number>> {
  if (slugs.length === 0) return {};
  const rows = await db()
    .select({ slug: categories.slug, price: min(products.sortPrice) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), inArray(categories.slug, [...slugs])))
    .groupBy(categories.slug);
  return Object.fromEntries(rows.filter((row) => row.price !== null).map((row) => [row.slug, row.price!]));
}

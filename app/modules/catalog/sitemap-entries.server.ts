import { and, asc, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { categoryPath, productPath } from "~/utils/paths";

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** Every category's catalogue path. */
export async function categorySitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await db().select({ slug: categories.slug }).from(categories).orderBy(asc(categories.sortOrder));
  return rows.map((row) => ({ path: categoryPath(row.slug) }));
}

export async function activeProductCount(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(products).where(eq(products.isActive, true));
  return row?.value ?? 0;
}

/** One slice of the active products, in a stable order, with when each last changed. */
export async function productSitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db()
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.isActive, true)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: productPath(row.slug), lastModified: row.updatedAt }));
}

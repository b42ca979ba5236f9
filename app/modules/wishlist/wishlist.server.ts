import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products, wishlistItems } from "~/db/schema";

/** Saves a product; saving it twice is the same as once. False when the product is not on sale. */
export async function addToWishlist(userId: string, productId: string): Promise<boolean> {
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) return false;
  await db().insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/** Removes a product from this customer's wishlist only; removing what is not there is no error. */
export async function removeFromWishlist(userId: string, productId: string): Promise<void> {
  await db()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** The wishlist with its products, newest first; withdrawn products are left out. */
export function getWishlist(userId: string) {
  return db()
    .select({
      id: wishlistItems.id,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      stock: products.stock,
      image: sql<string | null>`${products.images}[1]`,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export type WishlistEntry = Awaited<ReturnType<typeof getWishlist>>[number];

/** The ids of the saved products (hearts filled everywhere) — the badge is their count. */
export async function wishlistProductIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)));
  return rows.map((row) => row.productId);
}

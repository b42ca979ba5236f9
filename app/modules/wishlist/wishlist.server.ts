import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products, wishlistItems } from "~/db/schema";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import { fromPriceSql, madeToOrderWeeksSql } from "~/modules/catalog/variant-sql.server";
import { readRunningSales } from "~/modules/catalog/running-sales.server";
import { cardSalesFor } from "~/modules/catalog/sale-prices.server";

/** Whether a product may be saved: it exists and is on sale. */
export async function isOnSale(productId: string): Promise<boolean> {
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return Boolean(product);
}

/** Saves a product; saving it twice is the same as once. False when the product is not on sale. */
export async function addToWishlist(owner: BasketOwner, productId: string): Promise<boolean> {
  if (!(await isOnSale(productId))) return false;
  await db()
    .insert(wishlistItems)
    .values({ userId: owner.userId, visitorId: owner.visitorId, productId })
    .onConflictDoNothing();
  return true;
}

/** Removes a product from this owner's wishlist only; removing what is not there is no error. */
export async function removeFromWishlist(owner: BasketOwner, productId: string): Promise<void> {
  await db()
    .delete(wishlistItems)
    .where(and(ownedBy(wishlistItems, owner), eq(wishlistItems.productId, productId)));
}

/** The wishlist with its products, newest first, at their prices now (a sale's too); withdrawn products are left out. */
export async function getWishlist(owner: BasketOwner) {
  const [entries, sales] = await Promise.all([savedProducts(owner), readRunningSales()]);
  const onSale = await cardSalesFor(
    entries.map((entry) => entry.productId),
    sales,
  );
  return entries.map((entry) => ({ ...entry, sale: onSale.get(entry.productId) ?? null }));
}

function savedProducts(owner: BasketOwner) {
  return db()
    .select({
      id: wishlistItems.id,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      stock: products.stock,
      // A product with options: its cheapest variant ('From PKR …') and its shortest making time.
      fromPrice: fromPriceSql,
      madeToOrderWeeks: madeToOrderWeeksSql,
      image: sql<string | null>`${products.images}[1]`,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(ownedBy(wishlistItems, owner), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export type WishlistEntry = Awaited<ReturnType<typeof getWishlist>>[number];

/** The ids of the saved products (hearts filled everywhere) — the badge is their count. */
export async function wishlistProductIds(owner: BasketOwner): Promise<string[]> {
  const rows = await db()
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(ownedBy(wishlistItems, owner), eq(products.isActive, true)));
  return rows.map((row) => row.productId);
}

type Executor = Pick<ReturnType<typeof db>, "execute">;

/** Moves a visitor's saved products into a customer's wishlist at sign-in (the union; each product once). */
export async function mergeVisitorWishlist(visitorId: string, userId: string, executor: Executor = db()) {
  await executor.execute(sql`
    insert into wishlist_items (user_id, product_id, created_at)
    select ${userId}, product_id, created_at from wishlist_items where visitor_id = ${visitorId}
    on conflict (user_id, product_id) do nothing`);
  await executor.execute(sql`delete from wishlist_items where visitor_id = ${visitorId}`);
}

import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { finishCards } from "./card-extras.server";
import { cardColumns, type ProductCard } from "./catalog.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A product URL's last part: its readable slug, or its id (older and shared links). */
export function isProductHandle(handle: string): boolean {
  return handle.length <= 200 && (UUID.test(handle) || SLUG.test(handle));
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getActiveProduct>>>;

/** An active product by slug or id, with its category; null when missing or inactive. */
export async function getActiveProduct(handle: string) {
  if (!isProductHandle(handle)) return null;
  const match = UUID.test(handle)
    ? or(eq(products.id, handle.toLowerCase()), eq(products.slug, handle))
    : eq(products.slug, handle);
  const [product] = await db()
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      price: products.price,
      stock: products.stock,
      images: products.images,
      imageAlts: products.imageAlts,
      dimensions: products.dimensions,
      materials: products.materials,
      categoryId: products.categoryId,
      categoryName: categories.name,
      categorySlug: categories.slug,
      updatedAt: products.updatedAt,
      reviewCount: products.reviewCount,
      ratingTotal: products.ratingTotal,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isActive, true)))
    .limit(1);
  return product ?? null;
}

/** 'You might also like': other active products of the same category, in stock first, newest first. */
export async function relatedProducts(
  product: { id: string; categoryId: string | null },
  limit = 4,
): Promise<ProductCard[]> {
  if (!product.categoryId) return [];
  const cards = await db()
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.categoryId, product.categoryId), eq(products.isActive, true), ne(products.id, product.id)))
    .orderBy(sql`${products.stock} > 0 desc`, desc(products.createdAt), products.id)
    .limit(limit);
  return finishCards(cards);
}

/** Checkout's 'You might also like': in-stock products of the cart's categories that are not in it. */
export async function suggestionsFor(
  productIds: string[],
  limit = 4,
  /** Pieces not to offer either: those the customer has just bought. */
  alsoLeaveOut: string[] = [],
): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const inCart = sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const leftOut = sql.join(
    [...productIds, ...alsoLeaveOut].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const cards = await db()
    .select(cardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.isActive, true),
        sql`${products.stock} > 0`,
        sql`${products.id} not in (${leftOut})`,
        sql`${products.categoryId} in (select category_id from products where id in (${inCart}))`,
      ),
    )
    .orderBy(desc(products.createdAt), products.id)
    .limit(limit);
  return finishCards(cards);
}

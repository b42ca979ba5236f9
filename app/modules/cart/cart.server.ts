import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, categories, products } from "~/db/schema";

export type CartResult =
  { ok: true; quantity: number; added: number; capped: boolean } | { ok: false; status: 404 | 409; message: string };

/**
 * Adds to a customer's cart line for a product (making the line if needed),
 * never beyond the stock: a product already there has its quantity raised.
 */
export async function addToCart(userId: string, productId: string, quantity: number): Promise<CartResult> {
  const [product] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) return { ok: false, status: 404, message: "That product is no longer available." };
  if (product.stock <= 0) return { ok: false, status: 409, message: "This product is out of stock." };

  // One statement, so two quick clicks cannot both insert or overshoot the stock; the
  // CTE sees the line as it was before, which tells how many pieces this request added.
  const result = (await db().execute(sql`
    with previous as (
      select quantity from cart_items where user_id = ${userId} and product_id = ${productId}
    )
    insert into cart_items (user_id, product_id, quantity)
    values (${userId}, ${productId}, ${Math.min(quantity, product.stock)})
    on conflict (user_id, product_id) do update
      set quantity = least(cart_items.quantity + ${quantity}, ${product.stock}), updated_at = now()
    returning quantity, (select quantity from previous) as previous`)) as unknown as {
    rows: { quantity: number; previous: number | null }[];
  };
  const line = result.rows[0];
  if (!line) return { ok: false, status: 409, message: "Failed to add item to cart." };
  const added = line.quantity - (line.previous ?? 0);
  return { ok: true, quantity: line.quantity, added, capped: added < quantity };
}

/** Sets a line's quantity within 1..stock; another customer's line is 'not found'. */
export async function setCartQuantity(userId: string, lineId: string, quantity: number): Promise<CartResult> {
  const [line] = await db()
    .select({ stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .limit(1);
  if (!line) return { ok: false, status: 404, message: "That item is not in your cart." };
  if (quantity > line.stock) {
    return {
      ok: false,
      status: 409,
      message: line.stock > 0 ? `Only ${line.stock} in stock.` : "This product is out of stock.",
    };
  }
  await db()
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
  return { ok: true, quantity, added: 0, capped: false };
}

export async function removeCartLine(userId: string, lineId: string): Promise<boolean> {
  const removed = await db()
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

/** The customer's cart lines with their products, oldest first; withdrawn products are left out. */
export async function getCart(userId: string) {
  const lines = await db()
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      price: products.price,
      stock: products.stock,
      image: sql<string | null>`${products.images}[1]`,
      categoryName: categories.name,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(cartItems.userId, userId), eq(products.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { lines, total };
}

export type Cart = Awaited<ReturnType<typeof getCart>>;

/** How many pieces are in the cart (the badge). */
export async function cartCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.isActive, true)));
  return row?.count ?? 0;
}

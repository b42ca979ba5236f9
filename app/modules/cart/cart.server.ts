import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, categories, products } from "~/db/schema";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";

export type CartResult =
  { ok: true; quantity: number; added: number; capped: boolean } | { ok: false; status: 404 | 409; message: string };

type CartRefusal = Extract<CartResult, { ok: false }>;

export const NOT_IN_CART = "That item is not in your cart.";

/** A product as a cart takes it: on sale and in stock, or the reason it cannot be added. */
export async function productForCart(productId: string): Promise<{ ok: true; stock: number } | CartRefusal> {
  const [product] = await db()
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  if (!product) return { ok: false, status: 404, message: "That product is no longer available." };
  if (product.stock <= 0) return { ok: false, status: 409, message: "This product is out of stock." };
  return { ok: true, stock: product.stock };
}

/**
 * Adds to a cart's line for a product (making the line if needed), never
 * beyond the stock: a product already there has its quantity raised. The same
 * rules for a customer's cart and a visitor's.
 */
export async function addToCart(owner: BasketOwner, productId: string, quantity: number): Promise<CartResult> {
  const product = await productForCart(productId);
  if (!product.ok) return product;

  // One statement, so two quick clicks cannot both insert or overshoot the stock; the
  // CTE sees the line as it was before, which tells how many pieces this request added.
  // The conflict target names the owner's column: each has its own unique (owner, product).
  const ownerColumn = sql.identifier(owner.userId !== null ? "user_id" : "visitor_id");
  const result = (await db().execute(sql`
    with previous as (
      select quantity from cart_items where ${ownerColumn} = ${owner.userId ?? owner.visitorId} and product_id = ${productId}
    )
    insert into cart_items (user_id, visitor_id, product_id, quantity)
    values (${owner.userId}, ${owner.visitorId}, ${productId}, ${Math.min(quantity, product.stock)})
    on conflict (${ownerColumn}, product_id) do update
      set quantity = least(cart_items.quantity + ${quantity}, ${product.stock}), updated_at = now()
    returning quantity, (select quantity from previous) as previous`)) as unknown as {
    rows: { quantity: number; previous: number | null }[];
  };
  const line = result.rows[0];
  if (!line) return { ok: false, status: 409, message: "Failed to add item to cart." };
  const added = line.quantity - (line.previous ?? 0);
  return { ok: true, quantity: line.quantity, added, capped: added < quantity };
}

/** Sets a line's quantity within 1..stock; another cart's line is 'not found'. */
export async function setCartQuantity(owner: BasketOwner, lineId: string, quantity: number): Promise<CartResult> {
  const [line] = await db()
    .select({ stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, lineId), ownedBy(cartItems, owner)))
    .limit(1);
  if (!line) return { ok: false, status: 404, message: NOT_IN_CART };
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
    .where(and(eq(cartItems.id, lineId), ownedBy(cartItems, owner)));
  return { ok: true, quantity, added: 0, capped: false };
}

export async function removeCartLine(owner: BasketOwner, lineId: string): Promise<boolean> {
  const removed = await db()
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), ownedBy(cartItems, owner)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

/** A cart's lines with their products, oldest first; withdrawn products are left out. */
export async function getCart(owner: BasketOwner) {
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
    .where(and(ownedBy(cartItems, owner), eq(products.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { lines, total };
}

export type Cart = Awaited<ReturnType<typeof getCart>>;

/** How many pieces are in the cart (the badge). */
export async function cartCount(owner: BasketOwner): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(ownedBy(cartItems, owner), eq(products.isActive, true)));
  return row?.count ?? 0;
}

type Executor = Pick<ReturnType<typeof db>, "execute">;

/**
 * Moves a visitor's cart into a customer's at sign-in: a product in both gets
 * the two quantities added, capped at its stock; a sold-out line is dropped;
 * the visitor's lines are gone after. Safe to run twice (the second finds
 * nothing), and inside the caller's transaction.
 */
export async function mergeVisitorCart(visitorId: string, userId: string, executor: Executor = db()): Promise<void> {
  await executor.execute(sql`
    insert into cart_items (user_id, product_id, quantity)
    select ${userId}, line.product_id, least(line.quantity, product.stock)
      from cart_items line join products product on product.id = line.product_id
     where line.visitor_id = ${visitorId} and product.stock > 0
    on conflict (user_id, product_id) do update
      set quantity = least(
            cart_items.quantity + excluded.quantity,
            (select stock from products where products.id = excluded.product_id)
          ),
          updated_at = now()`);
  await executor.execute(sql`delete from cart_items where visitor_id = ${visitorId}`);
}

import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, categories, products, productVariants } from "~/db/schema";
import { variantLabelSql, variantLimitSql, variantPriceSql } from "~/modules/catalog/variant-sql.server";
import { lineName, makingDays } from "~/modules/catalog/variants";
import { salePricesFor } from "~/modules/catalog/sale-prices.server";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";

export type CartResult =
  | { ok: true; quantity: number; added: number; capped: boolean }
  | { ok: false; status: 400 | 404 | 409; message: string };

type CartRefusal = Extract<CartResult, { ok: false }>;

export const NOT_IN_CART = "That item is not in your cart.";

/**
 * A product's variant as a cart takes it: the one named (which must be an active variant of that
 * product), or for a product without options its one variant; on sale and available (in stock or
 * made to order), or the reason it cannot be added.
 */
export async function productForCart(
  productId: string,
  variantId?: string,
): Promise<{ ok: true; variantId: string; limit: number } | CartRefusal> {
  const variants = await db()
    .select({ id: productVariants.id, limit: variantLimitSql })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(products.isActive, true),
        eq(productVariants.isActive, true),
        variantId ? eq(productVariants.id, variantId) : undefined,
      ),
    )
    .limit(2);
  if (variants.length === 0) return { ok: false, status: 404, message: "That product is no longer available." };
  if (!variantId && variants.length > 1) {
    return { ok: false, status: 400, message: "Please choose one of this piece's options first." };
  }
  const variant = variants[0]!;
  if (variant.limit <= 0) return { ok: false, status: 409, message: "This product is out of stock." };
  return { ok: true, variantId: variant.id, limit: variant.limit };
}

/**
 * Adds to a cart's line for a variant (making the line if needed), never beyond what can be
 * had: a variant already there has its quantity raised. The same rules for a customer's cart
 * and a visitor's.
 */
export async function addToCart(
  owner: BasketOwner,
  productId: string,
  quantity: number,
  variantId?: string,
): Promise<CartResult> {
  const variant = await productForCart(productId, variantId);
  if (!variant.ok) return variant;

  // One statement, so two quick clicks cannot both insert or overshoot the stock; the
  // CTE sees the line as it was before, which tells how many pieces this request added.
  // The conflict target names the owner's column: each has its own unique (owner, variant).
  const ownerColumn = sql.identifier(owner.userId !== null ? "user_id" : "visitor_id");
  const result = (await db().execute(sql`
    with previous as (
      select quantity from cart_items where ${ownerColumn} = ${owner.userId ?? owner.visitorId} and variant_id = ${variant.variantId}
    )
    insert into cart_items (user_id, visitor_id, product_id, variant_id, quantity)
    values (${owner.userId}, ${owner.visitorId}, ${productId}, ${variant.variantId}, ${Math.min(quantity, variant.limit)})
    on conflict (${ownerColumn}, variant_id) do update
      set quantity = least(cart_items.quantity + ${quantity}, ${variant.limit}), updated_at = now()
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
    .select({ stock: variantLimitSql })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
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

/** A cart's lines with their products and variants, oldest first; withdrawn products and variants are left out. */
export async function getCart(owner: BasketOwner) {
  const rows = await db()
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      variantId: productVariants.id,
      sku: productVariants.sku,
      variantLabel: variantLabelSql,
      /** Weeks it is made in, for a variant made to order; null for one from stock. */
      leadTimeWeeks: productVariants.leadTimeWeeks,
      slug: products.slug,
      name: products.name,
      price: variantPriceSql,
      stock: variantLimitSql,
      image: sql<string | null>`${products.images}[1]`,
      categoryName: categories.name,
      /** For a discount code limited to some categories. */
      categoryId: products.categoryId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(ownedBy(cartItems, owner), eq(products.isActive, true), eq(productVariants.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // During a sale a line costs the sale's price, shown with its reduction and 'was' price; checkout
  // charges the same (its own read, under the pieces' locks, of the same rules).
  const sales = await salePricesFor(rows);
  const priced = rows.map((line) => {
    const sale = sales.get(line.variantId) ?? null;
    return { ...line, price: sale?.price ?? line.price, regularPrice: line.price, sale };
  });
  const total = priced.reduce((sum, line) => sum + line.price * line.quantity, 0);
  // A line is named with its variant ('Noor Sofa (Velvet, 3-seater)') wherever the cart shows it.
  const lines = priced.map((line) => ({ ...line, name: lineName(line.name, line.variantLabel) }));
  // The longest making time of its pieces made to order: the whole order comes after it.
  return { lines, total, makingDays: makingDays(rows.map((line) => line.leadTimeWeeks)) };
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
 * Moves a visitor's cart into a customer's at sign-in: a variant in both gets
 * the two quantities added, capped at what can be had; a sold-out line is dropped;
 * the visitor's lines are gone after. Safe to run twice (the second finds
 * nothing), and inside the caller's transaction.
 */
export async function mergeVisitorCart(visitorId: string, userId: string, executor: Executor = db()): Promise<void> {
  await executor.execute(sql`
    insert into cart_items (user_id, product_id, variant_id, quantity)
    select ${userId}, line.product_id, line.variant_id, least(line.quantity, ${variantLimitSql})
      from cart_items line join product_variants on product_variants.id = line.variant_id
     where line.visitor_id = ${visitorId} and ${variantLimitSql} > 0
    on conflict (user_id, variant_id) do update
      set quantity = least(
            cart_items.quantity + excluded.quantity,
            (select ${variantLimitSql} from product_variants where product_variants.id = excluded.variant_id)
          ),
          updated_at = now()`);
  await executor.execute(sql`delete from cart_items where visitor_id = ${visitorId}`);
}

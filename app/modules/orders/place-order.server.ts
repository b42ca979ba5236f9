import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, orderItems, orders, products } from "~/db/schema";
import type { CheckoutInput } from "./checkout.schema";
import { orderNumber } from "./order-status";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export type PlacedOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

export type PlaceOrderResult =
  { ok: true; order: PlacedOrder; repeated: boolean } | { ok: false; status: 400 | 409; message: string };

/** A failure the customer can act on: the transaction rolls back and the message is shown. */
class CheckoutRefused extends Error {}

export interface PlaceOrderHooks {
  /** Runs inside the transaction after the items are written: queues the mails; tests inject failures here. */
  afterItems?: (tx: Transaction, order: PlacedOrder) => Promise<void>;
}

async function findByKey(executor: Transaction | ReturnType<typeof db>, userId: string, key: string) {
  const [order] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  const items = await executor.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { ...order, items };
}

/**
 * Places the customer's cart as one order, all or nothing (DECISIONS.md): in
 * one transaction it locks the cart and the products, re-reads prices from
 * the database, checks and decrements stock, writes the order and its items,
 * empties the cart and (through `afterItems`) queues the mails. The same
 * idempotency key twice gives the first order back, never a second one.
 */
export async function placeOrder(
  userId: string,
  input: CheckoutInput,
  hooks: PlaceOrderHooks = {},
): Promise<PlaceOrderResult> {
  try {
    return await db().transaction(async (tx) => {
      // One checkout per customer at a time: a double click waits here for the first.
      const lines = await tx
        .select({ productId: cartItems.productId, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.productId))
        .for("update");

      const earlier = await findByKey(tx, userId, input.idempotencyKey);
      if (earlier) return { ok: true as const, order: earlier, repeated: true };
      if (lines.length === 0) throw new CheckoutRefused("Your cart is empty.");

      // Products locked in id order, so that concurrent checkouts never deadlock.
      const stock = await tx
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          price: products.price,
          stock: products.stock,
          isActive: products.isActive,
          image: sql<string | null>`${products.images}[1]`,
        })
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((line) => line.productId),
          ),
        )
        .orderBy(asc(products.id))
        // Not a key change: other customers may still add these products to their carts meanwhile.
        .for("no key update");
      const byId = new Map(stock.map((product) => [product.id, product]));

      const items = lines.map((line) => {
        const product = byId.get(line.productId);
        if (!product?.isActive) throw new CheckoutRefused("A product in your cart is no longer available.");
        if (product.stock < line.quantity) {
          throw new CheckoutRefused(
            product.stock > 0
              ? `Not enough stock: only ${product.stock} of ${product.name} left.`
              : `Not enough stock: ${product.name} is sold out.`,
          );
        }
        return { product, quantity: line.quantity, total: product.price * line.quantity };
      });

      for (const item of items) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${item.quantity}`, updatedAt: sql`now()` })
          .where(eq(products.id, item.product.id));
      }

      const order = await insertOrder(
        tx,
        userId,
        input,
        items.reduce((sum, item) => sum + item.total, 0),
      );
      const written = await tx
        .insert(orderItems)
        .values(
          items.map((item) => ({
            orderId: order.id,
            productId: item.product.id,
            productName: item.product.name,
            productSlug: item.product.slug,
            image: item.product.image,
            quantity: item.quantity,
            unitPrice: item.product.price,
            totalPrice: item.total,
          })),
        )
        .returning();
      const placed = { ...order, items: written };
      await hooks.afterItems?.(tx, placed);
      // Only the lines this order took: a piece added from another tab meanwhile stays in the cart.
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.productId,
            lines.map((line) => line.productId),
          ),
        ),
      );
      return { ok: true as const, order: placed, repeated: false };
    });
  } catch (error) {
    if (error instanceof CheckoutRefused) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}

/** Inserts the order under a fresh id whose 8-character number no other order has. */
async function insertOrder(tx: Transaction, userId: string, input: CheckoutInput, totalAmount: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        number: orderNumber(id),
        userId,
        totalAmount,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        address: input.address,
        city: input.city,
        notes: input.notes,
        paymentMethod: input.paymentMethod,
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (order) return order;
  }
  throw new Error("Could not find a free order number");
}

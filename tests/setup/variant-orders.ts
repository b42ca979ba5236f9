import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, productVariants } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart } from "~/modules/cart/cart.server";
import { checkoutInput, expectOk, makeCustomer, placeAsShown } from "./orders";

type Status = (typeof orders.$inferSelect)["status"];

/** One line of an order: the product, the variant chosen and how many. */
export type VariantLine = [product: { id: string }, variantId: string, quantity: number];

/**
 * An order of these lines by a new customer, placed through the cart and checkout (so its lines
 * record their variant as a real order does), by bank transfer (no cash-on-delivery cap), then
 * set to `status` directly (the status rules are the orders' tests' business). A real sale unless
 * `isTest`: a fresh database is a shop still in preview, whose orders are all test orders.
 */
export async function orderOfVariants(
  lines: VariantLine[],
  { status = "pending" as Status, isTest = false, email = `buyer-${crypto.randomUUID().slice(0, 8)}@example.com` } = {},
) {
  const user = await makeCustomer();
  for (const [product, variantId, quantity] of lines) {
    const added = await addToCart(userOwner(user), product.id, quantity, variantId);
    if (!added.ok || added.quantity !== quantity)
      throw new Error(`Could not add ${quantity}: ${JSON.stringify(added)}`);
  }
  const { order } = expectOk(
    await placeAsShown(user, checkoutInput({ email, paymentMethod: "bank_transfer", fullName: "Ayesha Khan" })),
  );
  await db().update(orders).set({ status, isTest }).where(eq(orders.id, order.id));
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  return row!;
}

/** Plenty of every variant of the product that keeps stock (a made-to-order one keeps none), so a test's orders are never short. */
export async function stockUp(productId: string, stock = 50) {
  await db()
    .update(productVariants)
    .set({ stock })
    .where(and(eq(productVariants.productId, productId), eq(productVariants.madeToOrder, false)));
}

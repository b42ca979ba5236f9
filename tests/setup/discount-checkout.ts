// Issue 35's checkouts with a code, for the server tests: a code, a filled cart, and an order placed
// with the code at the total the page would have shown.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cartItems, discountCodes, discountRedemptions } from "~/db/schema";
import { userOwner, type visitorOwner } from "~/modules/accounts/basket-owner.server";
import type { CheckoutInput } from "~/modules/orders/checkout.schema";
import { placeOrder } from "~/modules/orders/place-order.server";
import { checkoutInput, makeCustomers, makeProduct, shownTotalOf } from "./orders";

type CodeValues = Partial<typeof discountCodes.$inferInsert>;

/** A code of its own, running since a minute ago: PKR 1,000 off from PKR 1,000 unless told otherwise. */
export async function makeCode(values: CodeValues = {}) {
  const [row] = await db()
    .insert(discountCodes)
    .values({
      code: `T${randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase()}`,
      kind: "amount",
      value: 1_000,
      minSubtotal: 1_000,
      startsAt: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning();
  return row!;
}

export const codeRow = async (id: string) =>
  (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!;

/** The code's uses as the admin counts them: its redemptions not given back. */
export const redemptionsOf = async (id: string) =>
  (
    await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.codeId, id), isNull(discountRedemptions.releasedAt)))
  )[0]!.count;

/** Places the owner's cart with `code`, showing the total less `reduction` (what the page would show). */
export async function placeWithCode(
  owner: string | ReturnType<typeof visitorOwner>,
  code: string,
  reduction: number,
  input: CheckoutInput = checkoutInput(),
) {
  const basket = typeof owner === "string" ? userOwner(owner) : owner;
  const shownTotal = (await shownTotalOf(basket, input)) - reduction;
  return placeOrder(basket, { ...input, discountCode: code, shownTotal });
}

/** Puts `quantity` of the variant in each customer's cart. */
export async function fill(userIds: string[], productId: string, variantId: string, quantity = 1) {
  await db()
    .insert(cartItems)
    .values(userIds.map((userId) => ({ userId, productId, variantId, quantity })));
}

/** Customers with one PKR 20,000 piece each in their carts (a code's race over one product with enough stock). */
export async function buyers(count: number) {
  const product = await makeProduct({ price: 20_000, stock: count });
  const customers = await makeCustomers(count);
  await fill(customers, product.id, product.variantId);
  return customers;
}

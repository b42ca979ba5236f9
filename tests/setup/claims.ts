import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { afterSaleTerms, orderItems, orders } from "~/db/schema";
import { userOwner } from "~/modules/accounts/basket-owner.server";
import { addToCart } from "~/modules/cart/cart.server";
import { changeOrderStatus } from "~/modules/orders/change-status.server";
import { TEST_ADMIN } from "./audit";
import { checkoutInput, expectOk, makeCustomer, makeProduct, placeAsShown, SHOP_ORIGIN } from "./orders";

/**
 * An order of three of a piece (7 days to return, 2 years on its frame), placed by `userId`
 * (a new customer unless given) and, unless told, marked delivered now by the shop, as the
 * admin does (so its Delivered step is recorded). With its first line and the order's own key.
 */
export async function orderOfThree({ deliver = true, userId }: { deliver?: boolean; userId?: string } = {}) {
  const product = await makeProduct({ price: 30_000, stock: 50 });
  await db()
    .insert(afterSaleTerms)
    .values({ scope: "product", productId: product.id, returnDays: 7, warranty: [{ part: "frame", years: 2 }] });
  const user = userId ?? (await makeCustomer());
  expect(await addToCart(userOwner(user), product.id, 3)).toMatchObject({ ok: true });
  const placed = expectOk(await placeAsShown(user, checkoutInput()));
  const { order } = placed;
  if (deliver) {
    await db().update(orders).set({ status: "ready_for_delivery" }).where(eq(orders.id, order.id));
    const admin = { kind: "admin" as const, by: TEST_ADMIN };
    expect(await changeOrderStatus(order.id, "delivered", admin, SHOP_ORIGIN)).toMatchObject({ ok: true });
  }
  const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, line: line!, accessKey: placed.accessKey!, product };
}

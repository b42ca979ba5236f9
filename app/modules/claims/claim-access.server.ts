import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { claimKeyMatches } from "~/modules/orders/delivered-links.server";
import { findReadableOrder } from "~/modules/orders/order-page.server";

export interface OpenedClaimOrder {
  order: typeof orders.$inferSelect;
  /** The key to carry in the page's links and form, when the buyer came by a mailed link. */
  key: string | null;
}

/**
 * The order behind /orders/:number/claim, for its buyer only: the holder of the delivered
 * mail's link (its claim key) or of the confirmation mail's (the order's own key), the
 * browser that placed it, or its customer signed in. An admin who is none of these is not the
 * buyer: a request is the buyer's word, as a review is. Anyone else gets null, the same
 * answer as for an order that does not exist.
 */
export async function openOrderForClaim(
  request: Request,
  number: string,
  key: string | null,
): Promise<OpenedClaimOrder | null> {
  const readable = await findReadableOrder(request, number, key);
  if (readable && readable.via !== "admin") {
    return { order: readable.order, key: readable.via === "key" ? key : null };
  }
  if (!key || !/^[0-9a-f]{8}$/i.test(number)) return null;
  const order = readable?.order ?? (await db().select().from(orders).where(eq(orders.number, number.toUpperCase())))[0];
  return order && claimKeyMatches(order.id, key) ? { order, key } : null;
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/modules/accounts/auth-secret.server";
import { orderReviewPath } from "./order-links";

/**
 * The key of an order's review link, mailed when the order is delivered: an HMAC of the order's
 * id under the shop's secret, so nothing is stored and a copied table opens nothing. It opens
 * only the page where the order's pieces are reviewed (a guest has no account to sign in with);
 * it does not open the order's own page, whose key is a separate secret.
 */
export function reviewKey(orderId: string): string {
  return createHmac("sha256", authSecret()).update(`order-review-link:${orderId}`).digest("base64url");
}

/** Whether `given` is the order's review key, compared in constant time. */
export function reviewKeyMatches(orderId: string, given: string | null | undefined): boolean {
  if (!given || given.length > 100) return false;
  const expected = Buffer.from(reviewKey(orderId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The link the delivered-order mail carries. */
export const reviewUrl = (origin: string, order: { id: string; number: string }) =>
  `${origin}${orderReviewPath(order.number, reviewKey(order.id))}`;

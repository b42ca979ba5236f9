import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/modules/accounts/auth-secret.server";
import { orderClaimPath, orderReviewPath } from "./order-links";

/**
 * The keys of the links a delivered order's mail carries: one opens the page where its pieces
 * are reviewed, the other the page where a return, an exchange or a claim is asked for (a
 * guest has no account to sign in with). Each is an HMAC of the order's id and the page's
 * purpose under the shop's secret, so nothing is stored, a copied table opens nothing, and one
 * page's key does not open the other's nor the order's own page (whose key is a separate secret).
 */
type LinkPurpose = "order-review-link" | "order-claim-link";

const linkKey = (purpose: LinkPurpose, orderId: string) =>
  createHmac("sha256", authSecret()).update(`${purpose}:${orderId}`).digest("base64url");

/** Whether `given` is the order's key for that page, compared in constant time. */
function linkKeyMatches(purpose: LinkPurpose, orderId: string, given: string | null | undefined): boolean {
  if (!given || given.length > 100) return false;
  const expected = Buffer.from(linkKey(purpose, orderId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const reviewKey = (orderId: string) => linkKey("order-review-link", orderId);
export const reviewKeyMatches = (orderId: string, given: string | null | undefined) =>
  linkKeyMatches("order-review-link", orderId, given);

export const claimKey = (orderId: string) => linkKey("order-claim-link", orderId);
export const claimKeyMatches = (orderId: string, given: string | null | undefined) =>
  linkKeyMatches("order-claim-link", orderId, given);

/** The review link the delivered-order mail carries. */
export const reviewUrl = (origin: string, order: { id: string; number: string }) =>
  `${origin}${orderReviewPath(order.number, reviewKey(order.id))}`;

/** The returns-and-claims link the delivered-order mail carries. */
export const claimUrl = (origin: string, order: { id: string; number: string }) =>
  `${origin}${orderClaimPath(order.number, claimKey(order.id))}`;

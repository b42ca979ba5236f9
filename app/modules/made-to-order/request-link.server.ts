import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/modules/accounts/auth-secret.server";
import { requestPath } from "./request-paths";

export { requestPath };

/**
 * The key of a request's private link: an HMAC of its id under the shop's secret. Nothing of
 * it is stored, so every mail about the request (received, quoted, a message) can carry the
 * same link, and a copied table opens nothing. Changing AUTH_SECRET retires every link; the
 * customer then opens the request from a verified account instead.
 */
export function requestKey(requestId: string): string {
  return createHmac("sha256", authSecret()).update(`custom-request-link:${requestId}`).digest("base64url");
}

/** Whether `given` is the request's key, compared in constant time. */
export function requestKeyMatches(requestId: string, given: string | null | undefined): boolean {
  if (!given || given.length > 100) return false;
  const expected = Buffer.from(requestKey(requestId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The private link that mails carry. */
export const requestUrl = (origin: string, request: { id: string; number: string }) =>
  `${origin}${requestPath(request.number, requestKey(request.id))}`;

import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "~/modules/accounts/auth-secret.server";

/**
 * The secret of a booking's cancel link. It is derived from the booking's id with the shop's key
 * (HMAC-SHA-256 under AUTH_SECRET), so that every mail about the booking (the confirmation, a
 * move) carries the same working link without the secret being stored: the booking keeps only
 * its SHA-256, which the link is checked against, so a leaked table opens nothing. Changing
 * AUTH_SECRET retires the links, as it signs everyone out.
 */
export function cancelKeyFor(bookingId: string): string {
  return createHmac("sha256", authSecret()).update(`consultation-cancel:${bookingId}`).digest("base64url");
}

export const cancelKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/** Whether `given` is the key behind `storedHash`, compared in constant time. */
export function cancelKeyMatches(given: string | null | undefined, storedHash: string): boolean {
  if (!given || given.length > 100) return false;
  const a = Buffer.from(cancelKeyHash(given), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /consultations/5F0C2A1E/cancel?key=…: a GET shows the booking and a button; only the POST cancels. */
export const cancelPath = (number: string) => `/consultations/${number}/cancel`;
export const cancelUrl = (origin: string, number: string, key: string) =>
  `${origin}${cancelPath(number)}?key=${encodeURIComponent(key)}`;

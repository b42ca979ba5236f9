import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The secrets of private mail links (an order's page, the customer's confirmation, a stock
 * alert's): 192 random bits, of which the row keeps only the SHA-256, so a leaked table opens nothing.
 */
export function newLinkSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString("base64url");
  return { secret, hash: secretHash(secret) };
}

export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** Whether `given` is the secret behind `storedHash`, compared in constant time. */
export function secretMatches(given: string | null | undefined, storedHash: string | null): boolean {
  if (!given || !storedHash || given.length > 100) return false;
  const a = Buffer.from(secretHash(given), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

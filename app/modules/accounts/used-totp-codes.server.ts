import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { rateLimits } from "~/db/schema";

/**
 * better-auth accepts a code in its own 30-second step and in the steps before and after it
 * (a window of 1, for phones whose clocks drift), so a code can be accepted for 90 seconds at
 * most from the earliest moment it could be used: remembered that long, it is accepted once.
 */
export const TOTP_CODE_MEMORY = { max: 1, windowMs: 90_000 } as const;

export const TOTP_CODE_USED = "This code has already been used. Please wait for the next one in your app.";

const usedKey = (userId: string, code: string) => `totp-used:${userId}:${code}`;

/**
 * Counts a code offered for an account in the shared rate_limits table (so every instance
 * sees it, in one atomic upsert): true the first time, false while it is remembered. Taken
 * before the code is checked, so two requests racing with one code cannot both pass.
 */
export async function claimTotpCode(userId: string, code: string, now = Date.now()): Promise<boolean> {
  const { allowed } = await takeAllowance(usedKey(userId, code), TOTP_CODE_MEMORY, now);
  return allowed;
}

/** Forgets a claimed code that was not accepted (wrong, or the sign-in had expired): typed again, it is judged again. */
export async function releaseTotpCode(userId: string, code: string): Promise<void> {
  await db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, usedKey(userId, code)));
}

import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { swatchRequests } from "~/db/schema";

/**
 * A guard against a script, per client address: the contact and custom-order forms' rule (five
 * posts in ten minutes). A resent form (the same idempotency key) is answered uncounted.
 */
export const SWATCH_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** Requests one e-mail address, or one postal address, may make in SWATCH_LIMIT_DAYS. */
export const SWATCH_MONTHLY_LIMIT = 2;
export const SWATCH_LIMIT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Executor = Pick<Database, "select" | "execute">;

/**
 * Serialises the storing of swatch requests until the transaction ends, so that two forms of
 * one buyer sent at once (two tabs, a script) see each other in `nextAllowedDay`: a
 * check-then-insert would let both pass. Requests come a few a day; one lock for all is enough.
 */
export async function lockSwatchRequests(executor: Executor) {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext('swatch-requests'))`);
}

/**
 * Null when the buyer may ask now; else the moment from which they may ask again. Every request
 * counts, whatever became of it: the owner cancels only what should not be posted, so a
 * cancelled one does not make room for another. Call under lockSwatchRequests.
 */
export async function nextAllowedDay(
  executor: Executor,
  buyer: { email: string; addressKey: string },
  now: Date,
): Promise<Date | null> {
  const since = new Date(now.getTime() - SWATCH_LIMIT_DAYS * DAY_MS);
  const recent = await executor
    .select({ createdAt: swatchRequests.createdAt })
    .from(swatchRequests)
    .where(
      and(
        gt(swatchRequests.createdAt, since),
        or(eq(swatchRequests.email, buyer.email), eq(swatchRequests.addressKey, buyer.addressKey)),
      ),
    )
    .orderBy(desc(swatchRequests.createdAt))
    .limit(SWATCH_MONTHLY_LIMIT);
  if (recent.length < SWATCH_MONTHLY_LIMIT) return null;
  // The oldest of the newest two leaves the window then, and one more fits.
  return new Date(recent.at(-1)!.createdAt.getTime() + SWATCH_LIMIT_DAYS * DAY_MS);
}

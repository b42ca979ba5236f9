import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one request under `key` in a fixed window, in the shared `rate_limits`
 * table, so every instance of the shop sees the same counts, in one atomic
 * upsert. Our rows use `last_request` as the window's start and keys of our
 * own (`track-order:<address>`, `contact:<address>`), so better-auth's rows and
 * its pruning of old rows are unaffected.
 */
export async function takeAllowance(
  key: string,
  { max, windowMs }: RateLimit,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}::bigint`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  const count = Number(row!.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row!.windowStart) + windowMs - now) / 1000));
  return { allowed: count <= max, retryAfterSeconds };
}

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/** A simple spam guard for the open contact form: this many messages per window and client. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/**
 * Counts one contact message for `client` in a fixed window, in the shared
 * `rate_limits` table (the same pattern as order tracking: one atomic upsert,
 * keys of our own so better-auth's rows are untouched).
 */
export async function takeContactAllowance(
  client: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { max, windowMs } = CONTACT_RATE_LIMIT;
  const expired = sql`${rateLimits.lastRequest} <= ${now - windowMs}::bigint`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ id: randomUUID(), key: `contact:${client}`, count: 1, lastRequest: now })
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

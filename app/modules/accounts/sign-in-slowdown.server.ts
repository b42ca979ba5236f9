import { eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { signInFailures } from "~/db/schema";

/**
 * Password guesses against one account, from any number of addresses, are
 * slowed down, never stopped: the first few failures cost nothing (people
 * mistype), then each further try must wait a delay that doubles up to a
 * minute. An attacker gets about one guess a minute per account; the owner,
 * whose account an attacker may be hammering, is never locked out: at worst
 * they wait a minute and sign in. Failures older than the window are
 * forgotten, and a successful sign-in forgets them at once.
 */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 60;
const FORGET_AFTER_MS = 15 * 60 * 1000;

/** Seconds to wait after the latest of `failures` failed sign-ins before the next try. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

const key = (email: string) => email.trim().toLowerCase();

/** Seconds this account's next sign-in must still wait (0: it may try now). */
export async function signInWait(email: string, now = Date.now()): Promise<number> {
  const [row] = await db()
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, key(email)));
  if (!row) return 0;
  const since = now - row.lastFailedAt.getTime();
  if (since >= FORGET_AFTER_MS) return 0;
  return Math.max(0, Math.ceil(delayAfter(row.failures) - since / 1000));
}

/**
 * Counts a wrong password for the account, in one atomic upsert (instances share the table).
 * Guesses at addresses that have no account make rows too: those past the window go here,
 * so the table holds at most a quarter of an hour of failures.
 */
export async function recordSignInFailure(email: string, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_MS);
  await db().delete(signInFailures).where(lt(signInFailures.lastFailedAt, cutoff));
  const stale = sql`${signInFailures.lastFailedAt} < ${cutoff.toISOString()}::timestamptz`;
  await db()
    .insert(signInFailures)
    .values({ email: key(email), failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    });
}

/** A successful sign-in: the account's earlier failures no longer count. */
export async function clearSignInFailures(email: string): Promise<void> {
  await db()
    .delete(signInFailures)
    .where(eq(signInFailures.email, key(email)));
}

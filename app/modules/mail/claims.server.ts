import { and, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { isFinalAttempt, LEASE_MS, retryDelayMs } from "./retry-policy";

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * The time the outbox goes by: the database's clock, which every instance
 * shares (and which stamped `next_attempt_at` at queueing), unless a caller
 * passes one (tests, to look into the future).
 */
function clock(now: Date | undefined, plusMs = 0): SQL {
  const base = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return plusMs ? sql`(${base} + interval '1 millisecond' * ${sql.raw(String(Math.trunc(plusMs)))})` : base;
}

/**
 * Claims up to `batch` due mails for this worker in one statement: pending,
 * due, and not held by a live lease. `FOR UPDATE SKIP LOCKED` keeps workers
 * on other instances off the same rows; the lease in `locked_until` keeps
 * them off once this statement commits, and lets another worker take a row
 * back if this one dies. Each claim counts as an attempt.
 */
export function claimDueMail(executor: Database, { now, batch }: { now?: Date; batch: number }) {
  const due = and(
    eq(mailOutbox.status, "pending"),
    lte(mailOutbox.nextAttemptAt, clock(now)),
    or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, clock(now))),
  );
  const ids = executor
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(batch)
    .for("update", { skipLocked: true });
  return executor
    .update(mailOutbox)
    .set({ lockedUntil: clock(now, LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, ids))
    .returning();
}

export async function markSent(executor: Database, mail: ClaimedMail, now?: Date) {
  await executor
    .update(mailOutbox)
    .set({ status: "sent", sentAt: clock(now), lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, mail.id));
}

/**
 * Records a failed try: again after the back-off, or `failed` for good after
 * the last attempt. Only the claim that made this attempt may write it.
 */
export async function markFailed(
  executor: Database,
  mail: ClaimedMail,
  error: unknown,
  now?: Date,
): Promise<"failed" | "retried"> {
  const final = isFinalAttempt(mail.attempts);
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "unknown error";
  await executor
    .update(mailOutbox)
    .set({
      status: final ? "failed" : "pending",
      lockedUntil: null,
      lastError,
      nextAttemptAt: clock(now, retryDelayMs(mail.attempts)),
    })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts)));
  return final ? "failed" : "retried";
}

/** Keeps the rendering a mail is sent with (mails rendered again at sending: worker.server.ts). */
export async function storeRendering(executor: Database, mail: ClaimedMail) {
  await executor
    .update(mailOutbox)
    .set({ subject: mail.subject, html: mail.html, text: mail.text })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts)));
}

/** Removes a claimed mail that has nothing true left to say (a newer mail about the same thing tells it). */
export async function dropClaimedMail(executor: Database, mail: ClaimedMail) {
  await executor.delete(mailOutbox).where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts)));
}

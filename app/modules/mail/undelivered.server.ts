import { count, desc, eq, sql } from "drizzle-orm";
import type { Notice } from "~/components/ui/toaster";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { wakeMailWorker } from "./worker.server";

/** A mail the worker gave up on, as the admin sees it (never its body). */
export interface UndeliveredMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** How many mails were given up on, and the newest `limit` of them. */
export async function listUndeliveredMail(limit = 5): Promise<{ total: number; mails: UndeliveredMail[] }> {
  const failed = eq(mailOutbox.status, "failed");
  const [[counted], rows] = await Promise.all([
    db().select({ total: count() }).from(mailOutbox).where(failed),
    db()
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(failed)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit),
  ]);
  return {
    total: counted?.total ?? 0,
    mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/**
 * Puts every mail the worker gave up on back in the queue with a fresh set
 * of tries, and wakes the worker. Only failed mails change, so sending the
 * same request twice queues nothing twice. Returns how many were queued.
 */
export async function sendUndeliveredAgain(): Promise<number> {
  const requeued = await db()
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(mailOutbox.status, "failed"))
    .returning({ id: mailOutbox.id });
  if (requeued.length > 0) wakeMailWorker();
  return requeued.length;
}

/** The dashboard's "Send again" (the caller has checked that the user is an admin). */
export async function resendUndeliveredMail(): Promise<{ notice: Notice; about: "mail"; queued: number }> {
  const queued = await sendUndeliveredAgain();
  const text =
    queued === 0
      ? "There was no unsent e-mail to send again."
      : `${queued} e-mail${queued === 1 ? "" : "s"} queued to be sent again.`;
  return { notice: { tone: "success", title: "Success", text }, about: "mail", queued };
}

import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { mailOutbox, type MailRender } from "~/db/schema";

/**
 * Where a mail is queued: `db()` or the transaction of the operation that
 * causes the mail, so that a rolled-back operation leaves no mail behind.
 * (On PGlite, using `db()` inside a transaction deadlocks: pass the `tx`.)
 */
export type MailExecutor = Pick<Database, "insert" | "delete">;

const oneLine = (value: string) => !/[\r\n]/.test(value);

export const queuedMailSchema = z.object({
  kind: z.string().trim().min(1).max(60),
  to: z.email().max(320),
  replyTo: z.email().max(320).nullish(),
  subject: z.string().trim().min(1).max(250).refine(oneLine, "must be one line"),
  html: z.string().min(1),
  text: z.string().min(1),
  /** Small text files (a calendar invitation); at most 3, of at most 64 KB each. */
  attachments: z
    .array(
      z.object({
        filename: z.string().regex(/^[\w.-]{1,80}$/),
        contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+(; ?[\w-]+=[\w.-]+)*$/),
        content: z
          .string()
          .min(1)
          .max(64 * 1024),
      }),
    )
    .max(3)
    .nullish(),
  /** A mail the reader may stop: where the one-click unsubscribe posts (transport.server.ts). */
  unsubscribeUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish(),
});

export type QueuedMail = z.input<typeof queuedMailSchema>;

/**
 * Queues a mail in the outbox; a worker sends it after the caller's
 * transaction commits (call `wakeMailWorker()` then to send it at once).
 * Throws on a bad address or an empty subject. Returns the outbox row's id.
 */
export async function queueMail(
  executor: MailExecutor,
  mail: QueuedMail,
  options: {
    topic?: string;
    delaySeconds?: number;
    render?: MailRender;
    /** Its place among mails queued in one transaction (their clock is one): later ones are claimed after it. */
    position?: number;
  } = {},
): Promise<string> {
  const values = queuedMailSchema.parse(mail);
  const delay = Math.max(0, Math.trunc(options.delaySeconds ?? 0));
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      ...values,
      topic: options.topic ?? null,
      render: options.render ?? null,
      ...((delay > 0 || options.position) && {
        nextAttemptAt: sql`now() + make_interval(secs => ${delay}) + ${Math.trunc(options.position ?? 0)} * interval '1 microsecond'`,
      }),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The outbox did not return the queued mail's id");
  return row.id;
}

/**
 * Withdraws the mails of `topic` that no worker has tried yet (a newer one replaces them).
 * A mail already claimed has attempts > 0 and stays: PostgreSQL re-checks the condition after
 * waiting for a worker's lock, so a mail is never both sent and withdrawn. Returns what each
 * withdrawn mail would have been rendered from (null for a mail rendered once), so that the one
 * replacing them can say what they would have said (a receipt of two payments).
 */
export async function withdrawPendingMail(executor: MailExecutor, topic: string): Promise<(MailRender | null)[]> {
  const removed = await executor
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.topic, topic), eq(mailOutbox.status, "pending"), eq(mailOutbox.attempts, 0)))
    .returning({ render: mailOutbox.render });
  return removed.map((row) => row.render);
}

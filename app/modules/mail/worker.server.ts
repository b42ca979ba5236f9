import { db } from "~/db/client.server";
import { log } from "~/utils/log.server";
import { claimDueMail, markFailed, markSent, type ClaimedMail } from "./claims.server";
import { deliverMail, mailFrom, type MailFrom } from "./transport.server";

export interface SendReport {
  sent: number;
  /** Given up for good after the last attempt. */
  failed: number;
  /** Failed this time, tried again later. */
  retried: number;
}

const DEFAULT_BATCH = 10;

/**
 * Claims the mails that are due and sends them (in parallel, so that the
 * whole batch ends well within the claim's lease). Safe to run on several
 * instances at once: each mail is claimed by one of them. `now` pretends
 * it is that time (tests); by default the database's clock decides.
 * `senderName` gives the From name (the shop's); without it mails come from
 * the bare no-reply address.
 */
export async function sendDueMail(
  options: { batch?: number; now?: Date; senderName?: () => Promise<string> } = {},
): Promise<SendReport> {
  const { now } = options;
  const claimed = await claimDueMail(db(), { now, batch: options.batch ?? DEFAULT_BATCH });
  const report: SendReport = { sent: 0, failed: 0, retried: 0 };
  if (claimed.length === 0) return report;

  let from: Promise<MailFrom> | undefined;
  const outcomes = await Promise.allSettled(
    claimed.map(async (mail) => {
      try {
        await deliverMail(mail, await (from ??= mailFrom(options.senderName)));
      } catch (error) {
        return noteFailure(mail, error, now);
      }
      await markSent(db(), mail, now);
      return "sent" as const;
    }),
  );
  for (const outcome of outcomes) {
    if (outcome.status === "fulfilled") report[outcome.value] += 1;
    else log.error("Mail outbox: could not record a send", { error: String(outcome.reason) });
  }
  return report;
}

async function noteFailure(mail: ClaimedMail, error: unknown, now: Date | undefined) {
  const outcome = await markFailed(db(), mail, error, now);
  const fields = { id: mail.id, kind: mail.kind, to: mail.to, attempts: mail.attempts, error: String(error) };
  if (outcome === "failed") log.error("Mail outbox: giving up on a mail", fields);
  else log.warn("Mail outbox: sending failed, will retry", fields);
  return outcome;
}

const running = new Set<() => void>();

/** Makes every running worker poll now (after committing a transaction that queued mail). */
export function wakeMailWorker() {
  for (const wake of running) wake();
}

/**
 * Polls the outbox every `intervalMs`. Runs never overlap: a tick during a
 * run is skipped, a wake-up during a run makes it go round once more, and so
 * does a full batch. `stop()` resolves once the current run has finished.
 */
export function startMailWorker(
  options: { intervalMs?: number; batch?: number; senderName?: () => Promise<string> } = {},
): {
  stop(): Promise<void>;
} {
  const { intervalMs = 2000, batch = DEFAULT_BATCH, senderName } = options;
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const loop = async () => {
    do {
      again = false;
      try {
        const report = await sendDueMail({ batch, senderName });
        if (report.sent + report.failed + report.retried >= batch) again = true;
      } catch (error) {
        log.error("Mail outbox: polling failed", { error: String(error) });
      }
    } while (again && !stopped);
  };

  const poll = (wake: boolean) => {
    if (stopped) return;
    if (current) {
      if (wake) again = true;
      return;
    }
    current = loop().finally(() => (current = undefined));
  };

  const wake = () => poll(true);
  const timer = setInterval(() => poll(false), intervalMs);
  timer.unref();
  running.add(wake);
  poll(false);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      running.delete(wake);
      await current;
    },
  };
}

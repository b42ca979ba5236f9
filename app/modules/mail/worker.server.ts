import { db } from "~/db/client.server";
import { log } from "~/utils/log.server";
import { claimDueMail, dropClaimedMail, markFailed, markSent, storeRendering, type ClaimedMail } from "./claims.server";
import type { RenderedMail } from "./layout";
import { deliverMail, mailFrom, type MailFrom } from "./transport.server";

export interface SendReport {
  sent: number;
  /** Given up for good after the last attempt. */
  failed: number;
  /** Failed this time, tried again later. */
  retried: number;
  /** Rendered again at sending with nothing true left to say: removed unsent. */
  dropped: number;
}

const DEFAULT_BATCH = 10;

/**
 * Renders a mail queued with `render` again from the current rows, as it is sent (an order's
 * mail must be true when it leaves): the new rendering, or null when the mail has nothing true
 * left to say (a newer one tells the story) and is dropped. Given by the server at start
 * (server/run.ts), so that this module knows nothing of orders.
 */
export type RenderAtSending = (mail: ClaimedMail) => Promise<RenderedMail | null>;

interface SendOptions {
  batch?: number;
  /**
   * Queues the mails other rows ask for before each round (stock alerts that came due): given by
   * the server at start, so that this module knows nothing of them.
   */
  queueDue?: () => Promise<unknown>;
  now?: Date;
  senderName?: () => Promise<string>;
  renderAtSending?: RenderAtSending;
}

/** The mail as it leaves: rendered again when it asks to be (stored, so the outbox shows what went). */
async function prepare(mail: ClaimedMail, render: RenderAtSending | undefined): Promise<ClaimedMail | null> {
  if (!mail.render || !render) return mail;
  const rendered = await render(mail);
  if (rendered === null) return null;
  const prepared = { ...mail, ...rendered };
  await storeRendering(db(), prepared);
  return prepared;
}

/**
 * Claims the mails that are due and sends them (in parallel, so that the
 * whole batch ends well within the claim's lease). Safe to run on several
 * instances at once: each mail is claimed by one of them. `now` pretends
 * it is that time (tests); by default the database's clock decides.
 * `senderName` gives the From name (the shop's); without it mails come from
 * the bare no-reply address.
 */
export async function sendDueMail(options: SendOptions = {}): Promise<SendReport> {
  const { now } = options;
  const claimed = await claimDueMail(db(), { now, batch: options.batch ?? DEFAULT_BATCH });
  const report: SendReport = { sent: 0, failed: 0, retried: 0, dropped: 0 };
  if (claimed.length === 0) return report;

  let from: Promise<MailFrom> | undefined;
  const outcomes = await Promise.allSettled(
    claimed.map(async (claim) => {
      let mail: ClaimedMail | null = claim;
      try {
        mail = await prepare(claim, options.renderAtSending);
        if (mail === null) {
          await dropClaimedMail(db(), claim);
          return "dropped" as const;
        }
        await deliverMail(mail, await (from ??= mailFrom(options.senderName)));
      } catch (error) {
        return noteFailure(mail ?? claim, error, now);
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
export function startMailWorker(options: { intervalMs?: number } & Omit<SendOptions, "now"> = {}): {
  stop(): Promise<void>;
} {
  const { intervalMs = 2000, batch = DEFAULT_BATCH, senderName, renderAtSending, queueDue } = options;
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const loop = async () => {
    do {
      again = false;
      try {
        await queueDue?.();
      } catch (error) {
        log.error("Mail outbox: queueing due mails failed", { error: String(error) });
      }
      try {
        const report = await sendDueMail({ batch, senderName, renderAtSending });
        if (report.sent + report.failed + report.retried + report.dropped >= batch) again = true;
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

import net from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { MAX_ATTEMPTS, retryDelayMs } from "~/modules/mail/retry-policy";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { sendDueMail, startMailWorker, wakeMailWorker } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { setupTestDatabase } from "../setup/test-database";

// mail-retry.test.ts follows one mail through one failure. Here a whole stream of
// mails meets a mail server that is down for a minute, polled as the worker polls,
// and every mail must arrive exactly once, soon after the server is back.

setupTestDatabase();

const OUTAGE_MS = 60_000;
/** The worker's default polling interval (startMailWorker). */
const TICK_MS = 2_000;

let sink: SmtpSink | undefined;
let flaky: SMTPServer | undefined;
vi.spyOn(log, "warn").mockImplementation(() => {});
const error = vi.spyOn(log, "error").mockImplementation(() => {});
beforeEach(async () => {
  await db().delete(mailOutbox);
  error.mockClear();
});
afterEach(async () => {
  resetMailTransport();
  await sink?.close();
  sink = undefined;
  await new Promise<void>((resolve) => (flaky ? flaky.close(() => resolve()) : resolve()));
  flaky = undefined;
});
afterAll(() => resetMailTransport());

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const queue = (n: number) =>
  queueMail(db(), {
    kind: "order-confirmation",
    to: `customer${n}@shop.example`,
    subject: `Order ${n}`,
    html: `<p>${n}</p>`,
    text: `${n}`,
  });
const rows = () => db().select().from(mailOutbox);
/** The outbox's clock (the database's), which stamps `next_attempt_at` at queueing. */
const databaseNow = async () => {
  const result = (await db().execute(sql`select now() as now`)) as { rows: { now: string | Date }[] };
  return new Date(result.rows[0]!.now);
};

/**
 * The database's clock rounded up to the next millisecond. A JavaScript Date drops the
 * microseconds, so on a fast machine mails queued in the same millisecond as the reading
 * would look a fraction of a millisecond in the future, and not yet due.
 */
const databaseNowRoundedUp = async () => new Date((await databaseNow()).getTime() + 1);

/** How many copies of each outbox row (by its Message-ID, `<row id@domain>`) arrived; throws on a stranger. */
function copiesById(ids: string[], messageIds: (string | undefined)[]) {
  const copies = new Map(ids.map((id) => [id, 0]));
  for (const messageId of messageIds) {
    const id = /^<([0-9a-f-]{36})@/.exec(messageId ?? "")?.[1];
    if (id === undefined || !copies.has(id)) throw new Error(`a mail the outbox does not hold: ${messageId}`);
    copies.set(id, copies.get(id)! + 1);
  }
  return copies;
}

describe("a mail server that is down", () => {
  it("leaves every mail queued with its error and retry time while the real worker runs", async () => {
    const port = await freePort();
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}` });
    // More than one batch: a batch that fails whole makes the worker go round again at once.
    const ids = await Promise.all(Array.from({ length: 13 }, (_, n) => queue(n)));
    const before = await databaseNow();

    const worker = startMailWorker({ intervalMs: 60_000, batch: 5 });
    try {
      wakeMailWorker();
      await vi.waitFor(async () => expect((await rows()).every((row) => row.attempts === 1)).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await worker.stop();
    }
    const failed = await rows();
    expect(failed.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of failed) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() + retryDelayMs(1));
    }
    expect(error).not.toHaveBeenCalled();

    sink = await startSmtpSink(port);
    const due = new Date(Math.max(...failed.map((row) => row.nextAttemptAt.getTime())) + 1);
    let report = await sendDueMail({ now: due, batch: 5 });
    let sent = report.sent;
    while (report.sent > 0) sent += (report = await sendDueMail({ now: due, batch: 5 })).sent;
    expect(sent).toBe(ids.length);
    const copies = copiesById(
      ids,
      sink.received.map((mail) => mail.header("Message-ID")),
    );
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
  });

  it("delays a stream of mails by a minute-long outage and loses none", async () => {
    const port = await freePort();
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const start = await databaseNow();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const ids: string[] = [];

    // The worker's polls, two seconds apart by the outbox's clock; two mails queued every ten seconds.
    let elapsed = 0;
    for (; elapsed < OUTAGE_MS; elapsed += TICK_MS) {
      if (elapsed % 10_000 === 0) ids.push(await queue(ids.length), await queue(ids.length + 1));
      const report = await sendDueMail({ now: at(elapsed) });
      expect(report).toMatchObject({ sent: 0, failed: 0 });
    }
    const down = await rows();
    expect(down).toHaveLength(12);
    expect(down.every((row) => row.status === "pending" && row.attempts >= 1 && row.lastError)).toBe(true);
    // The first mails have been tried at 0 s and 30 s: the back-off doubles, nothing is given up.
    expect(Math.max(...down.map((row) => row.attempts))).toBe(2);

    sink = await startSmtpSink(port);
    const sentAt = new Map<string, number>();
    for (; sentAt.size < ids.length && elapsed < OUTAGE_MS + 10 * 60_000; elapsed += TICK_MS) {
      await sendDueMail({ now: at(elapsed) });
      for (const row of await rows()) if (row.sentAt && !sentAt.has(row.id)) sentAt.set(row.id, elapsed);
    }

    const after = await rows();
    expect(after.every((row) => row.status === "sent" && row.lastError === null)).toBe(true);
    const copies = copiesById(
      ids,
      sink.received.map((mail) => mail.header("Message-ID")),
    );
    expect([...copies.values()]).toEqual(ids.map(() => 1));
    // No mail waited more than one more back-off step (60 s) once the server was back,
    // and none came near the attempt limit that gives a mail up.
    expect(Math.max(...sentAt.values())).toBeLessThanOrEqual(OUTAGE_MS + retryDelayMs(2));
    expect(Math.max(...after.map((row) => row.attempts))).toBeLessThanOrEqual(3);
    expect(MAX_ATTEMPTS).toBeGreaterThan(3);
    expect(error).not.toHaveBeenCalled();
  });

  it("retries mails a server refuses with a temporary error (451) and sends each once it accepts", async () => {
    let accepting = false;
    const accepted: string[] = [];
    flaky = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (!accepting) {
            // The whole message came, and is refused: the sender must keep it and try again.
            return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          }
          accepted.push(/^Message-ID: ?(.*)$/im.exec(Buffer.concat(chunks).toString("utf8"))?.[1]?.trim() ?? "");
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => flaky!.listen(0, "127.0.0.1", resolve));
    const { port } = flaky.server.address() as net.AddressInfo;
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const ids = await Promise.all(Array.from({ length: 4 }, (_, n) => queue(n)));
    const start = await databaseNowRoundedUp();

    expect(await sendDueMail({ now: start })).toEqual({ sent: 0, failed: 0, retried: 4, dropped: 0 });
    for (const row of await rows()) {
      expect(row.lastError).toMatch(/451|Try again later/);
      expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + retryDelayMs(1));
    }
    const retryAt = new Date(start.getTime() + retryDelayMs(1) + 1);
    expect(await sendDueMail({ now: new Date(retryAt.getTime() - 2) })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
      dropped: 0,
    });

    accepting = true;
    expect(await sendDueMail({ now: retryAt })).toEqual({ sent: 4, failed: 0, retried: 0, dropped: 0 });
    expect(await sendDueMail({ now: new Date(retryAt.getTime() + 3_600_000) })).toMatchObject({ sent: 0 });
    expect([...copiesById(ids, accepted).values()]).toEqual(ids.map(() => 1));
  });
});

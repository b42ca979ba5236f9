import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { claimDueMail } from "~/modules/mail/claims.server";
import { queueMail } from "~/modules/mail/outbox.server";
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from "~/modules/mail/retry-policy";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { sendDueMail } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

let sink: SmtpSink | undefined;
// Each failed try is logged; the tests check the log instead of printing it.
const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
const error = vi.spyOn(log, "error").mockImplementation(() => {});
beforeEach(async () => {
  await db().delete(mailOutbox);
  warn.mockClear();
  error.mockClear();
});
afterEach(async () => {
  resetMailTransport();
  await sink?.close();
  sink = undefined;
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

const queue = () =>
  queueMail(db(), { kind: "reset-password", to: "sana@shop.example", subject: "Reset", html: "<p>r</p>", text: "r" });
const rowOf = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe("when the SMTP server is down", () => {
  it("keeps the mail, retries after a back-off and sends it once the server is back", async () => {
    const port = await freePort();
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await queue();

    const before = Date.now();
    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 1, dropped: 0 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    expect(warn).toHaveBeenCalledWith("Mail outbox: sending failed, will retry", expect.objectContaining({ id }));

    // Not due yet: nothing is tried.
    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 0, dropped: 0 });

    sink = await startSmtpSink(port);
    const later = new Date(failed.nextAttemptAt.getTime() + 1);
    expect(await sendDueMail({ now: later })).toEqual({ sent: 1, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(await sendDueMail({ now: new Date(later.getTime() + 3_600_000) })).toMatchObject({ sent: 0 });
  });

  it("gives up after twelve attempts and keeps the mail with its last error", async () => {
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
    const id = await queue();
    // The first try goes by the database's clock; later ones pretend it is just past the back-off.
    let now: Date | undefined;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await sendDueMail({ now });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (now) expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      if (attempt < MAX_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, failed: 0, retried: 1, dropped: 0 });
        now = new Date(row.nextAttemptAt.getTime() + 1);
      } else {
        expect(report).toEqual({ sent: 0, failed: 1, retried: 0, dropped: 0 });
        expect(row.status).toBe("failed");
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      }
    }
    now = new Date(now!.getTime() + 86_400_000);
    expect(await sendDueMail({ now })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
      dropped: 0,
    });
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(warn).toHaveBeenCalledTimes(MAX_ATTEMPTS - 1);
    expect(error).toHaveBeenCalledWith("Mail outbox: giving up on a mail", expect.objectContaining({ id }));
  });
});

describe("a worker that dies holding a mail", () => {
  it("holds it until its lease expires, then another worker sends it", async () => {
    sink = await startSmtpSink();
    configureMailTransport({ smtpUrl: sink.url });
    const id = await queue();
    const [claim] = await claimDueMail(db(), { batch: 10 }); // claimed, then "crashed"
    const leaseEnd = claim!.lockedUntil!.getTime();
    expect(leaseEnd - Date.now()).toBeGreaterThan(LEASE_MS - 10_000);

    expect(await sendDueMail()).toMatchObject({ sent: 0 });
    expect(await sendDueMail({ now: new Date(leaseEnd - 1000) })).toMatchObject({ sent: 0 });
    expect(sink.received).toHaveLength(0);

    expect(await sendDueMail({ now: new Date(leaseEnd + 1) })).toMatchObject({ sent: 1 });
    expect(sink.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lockedUntil: null });
  });
});

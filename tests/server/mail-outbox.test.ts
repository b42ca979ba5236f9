import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { verifyEmailMail } from "~/modules/accounts/mails/verify-email";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { sendDueMail, startMailWorker, wakeMailWorker } from "~/modules/mail/worker.server";
import { defaultShopSettings } from "~/modules/settings/settings.defaults";
import { getShopSettings } from "~/modules/settings/settings.server";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  configureMailTransport({ smtpUrl: sink.url });
});
afterAll(async () => {
  resetMailTransport();
  await sink?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
  sink.received.length = 0;
});

const link =
  "https://shop.example/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.a-long-token-value-0123456789abcdef&callbackURL=%2Faccount";
const mail = (to: string, subject = "Confirm your e-mail") => ({
  kind: "verify-email",
  to,
  subject,
  html: "<p>x</p>",
  text: "x",
});
const rows = () => db().select().from(mailOutbox);

describe("queueing mail", () => {
  it("refuses a bad address, an empty subject and a subject of two lines", async () => {
    await expect(queueMail(db(), mail("not an address"))).rejects.toThrow();
    await expect(queueMail(db(), mail("a@shop.example", "  "))).rejects.toThrow();
    await expect(queueMail(db(), mail("a@shop.example", "Hi\r\nBcc: b@evil.example"))).rejects.toThrow();
    expect(await rows()).toHaveLength(0);
  });

  it("queues inside the caller's transaction and returns the row's id", async () => {
    const id = await db().transaction((tx) => queueMail(tx, mail("ayesha@shop.example")));
    const [row] = await rows();
    expect(row).toMatchObject({ id, status: "pending", attempts: 0, to: "ayesha@shop.example" });
  });

  it("never sends a mail queued in a transaction that rolled back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await queueMail(tx, mail("ayesha@shop.example"));
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    expect(await rows()).toHaveLength(0);
    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received).toHaveLength(0);
  });
});

describe("sending queued mail over SMTP", () => {
  it("sends a mail once, as HTML and plain text, and marks it sent", async () => {
    const rendered = verifyEmailMail({ name: "Ayesha", url: link, settings: defaultShopSettings });
    const id = await queueMail(db(), { kind: "verify-email", to: "ayesha@shop.example", ...rendered });

    const senderName = async () => (await getShopSettings()).name;
    expect(await sendDueMail({ senderName })).toEqual({ sent: 1, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received).toHaveLength(1);
    const received = sink.received[0]!;
    expect(received.envelopeTo).toEqual(["ayesha@shop.example"]);
    expect(received.header("To")).toBe("ayesha@shop.example");
    expect(received.header("Subject")).toBe("Confirm your e-mail for Shahkaar Interiors");
    expect(received.header("From")).toBe("Shahkaar Interiors <no-reply@shahkaar.example>");
    expect(received.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(received.raw).toMatch(/Content-Type: text\/plain/i);
    expect(received.raw).toMatch(/Content-Type: text\/html/i);
    expect(received.decoded).toContain(link);
    expect(received.decoded).toContain(`href="${link.replaceAll("&", "&amp;")}"`);

    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it("sets Reply-To when the mail names one, and leaves it out otherwise", async () => {
    await queueMail(db(), { ...mail("shop@shop.example", "New order"), replyTo: "ayesha@customer.example" });
    await queueMail(db(), mail("plain@shop.example", "No reply address"));
    expect(await sendDueMail()).toMatchObject({ sent: 2 });
    const byTo = new Map(sink.received.map((received) => [received.envelopeTo[0], received]));
    expect(byTo.get("shop@shop.example")!.header("Reply-To")).toBe("ayesha@customer.example");
    expect(byTo.get("plain@shop.example")!.header("Reply-To")).toBeUndefined();
    await expect(queueMail(db(), { ...mail("a@shop.example"), replyTo: "not an address" })).rejects.toThrow();
  });

  it("sends each mail exactly once when two workers run at the same time", async () => {
    for (let i = 1; i <= 5; i++) await queueMail(db(), mail(`customer${i}@shop.example`, `Order ${i}`));
    const drain = async () => {
      let total = 0;
      for (;;) {
        const { sent, failed, retried } = await sendDueMail({ batch: 2 });
        if (sent + failed + retried === 0) return total;
        total += sent;
      }
    };
    const [first, second] = await Promise.all([drain(), drain(), sendDueMail()]);
    const subjects = sink.received.map((message) => message.header("Subject")).sort();
    expect(subjects).toEqual(["Order 1", "Order 2", "Order 3", "Order 4", "Order 5"]);
    expect(first + second).toBeLessThanOrEqual(5);
    const all = await rows();
    expect(all.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("skips a row another instance holds instead of waiting for it", async () => {
    await queueMail(db(), mail("held@shop.example", "Held"));
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Another instance's claim, still open: its row is locked.
    const other = db().transaction(async (tx) => {
      await tx.select().from(mailOutbox).for("update");
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 0, dropped: 0 });
    release();
    await other;
    expect(await sendDueMail()).toEqual({ sent: 1, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it("sends at once when woken, without waiting for the interval", async () => {
    const worker = startMailWorker({ intervalMs: 60_000 });
    try {
      await db().transaction((tx) => queueMail(tx, mail("bilal@shop.example", "Welcome")));
      wakeMailWorker();
      await vi.waitFor(() => expect(sink.received).toHaveLength(1), { timeout: 5_000, interval: 25 });
      await vi.waitFor(async () => expect((await rows())[0]?.status).toBe("sent"), { timeout: 5_000 });
    } finally {
      await worker.stop();
    }
    wakeMailWorker(); // a stopped worker no longer answers
  });
});

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { queueMail } from "~/modules/mail/outbox.server";
import { MAX_ATTEMPTS } from "~/modules/mail/retry-policy";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { listUndeliveredMail, resendUndeliveredMail } from "~/modules/mail/undelivered.server";
import { sendDueMail } from "~/modules/mail/worker.server";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";
import { setupTestDatabase } from "../setup/test-database";

setupTestDatabase();

let sink: SmtpSink | undefined;
beforeEach(async () => {
  await db().delete(mailOutbox);
});
afterEach(async () => {
  resetMailTransport();
  await sink?.close();
  sink = undefined;
});
afterAll(() => resetMailTransport());

/** A queued mail in the state the worker leaves it in. */
async function mail(to: string, status: "pending" | "sent" | "failed", createdAt = new Date()) {
  const id = await queueMail(db(), {
    kind: "order-placed",
    to,
    subject: `Order for ${to}`,
    html: "<p>o</p>",
    text: "o",
  });
  const given = status === "failed" ? { attempts: MAX_ATTEMPTS, lastError: "550 mailbox unavailable" } : {};
  await db()
    .update(mailOutbox)
    .set({ status, createdAt, sentAt: status === "sent" ? new Date() : null, ...given })
    .where(eq(mailOutbox.id, id));
  return id;
}

describe("mails the worker gave up on", () => {
  it("are listed for the admin, newest first, with the count of all of them", async () => {
    await mail("sent@shop.example", "sent");
    await mail("waiting@shop.example", "pending");
    for (let day = 1; day <= 7; day += 1) await mail(`lost${day}@shop.example`, "failed", new Date(2026, 10, day));

    const { total, mails } = await listUndeliveredMail(5);
    expect(total).toBe(7);
    expect(mails.map((row) => row.to)).toEqual([7, 6, 5, 4, 3].map((day) => `lost${day}@shop.example`));
    expect(mails[0]).toMatchObject({
      kind: "order-placed",
      subject: "Order for lost7@shop.example",
      attempts: MAX_ATTEMPTS,
      lastError: "550 mailbox unavailable",
    });
    expect(mails[0]).not.toHaveProperty("html");
  });

  it("go out once each after the admin sends them again, and a second press queues nothing", async () => {
    sink = await startSmtpSink();
    configureMailTransport({ smtpUrl: sink.url });
    const lost = [await mail("amna@shop.example", "failed"), await mail("bilal@shop.example", "failed")];
    const sent = await mail("done@shop.example", "sent");

    expect(await resendUndeliveredMail()).toEqual({
      notice: { tone: "success", title: "Success", text: "2 e-mails queued to be sent again." },
      about: "mail",
      queued: 2,
    });
    const requeued = await db().select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    expect(requeued.map((row) => row.id).sort()).toEqual([...lost].sort());
    expect(requeued.every((row) => row.attempts === 0 && row.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    expect((await resendUndeliveredMail()).notice.text).toBe("There was no unsent e-mail to send again.");

    expect(await sendDueMail()).toEqual({ sent: 2, failed: 0, retried: 0, dropped: 0 });
    expect(sink.received.flatMap((received) => received.envelopeTo).sort()).toEqual([
      "amna@shop.example",
      "bilal@shop.example",
    ]);
    expect((await listUndeliveredMail()).total).toBe(0);
    const [untouched] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, sent));
    expect(untouched?.status).toBe("sent");
    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 0, dropped: 0 });
  });
});

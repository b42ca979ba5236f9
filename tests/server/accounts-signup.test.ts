import net from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, users } from "~/db/schema";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { sendDueMail } from "~/modules/mail/worker.server";
import { log } from "~/utils/log.server";
import { action as resetAction, loader as resetLoader } from "~/routes/account/reset-password";
import {
  choosePasswordPage,
  confirmByLink,
  cookiesOf,
  freshIp,
  linkIn,
  mailsTo,
  openLatestVerifyLink,
  pageRequest,
  routeArgs,
  sessionEmail,
  setupAccounts,
  signIn,
  signUp,
  thrownResponse,
  userRow,
} from "../setup/accounts";
import { startSmtpSink, type SmtpSink } from "../setup/smtp-sink";

setupAccounts();

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const VERIFY_LINK = /^http:\/\/127\.0\.0\.1:3000\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2F$/;

describe("signing up", () => {
  const ayesha = { email: "ayesha@shop.example", password: "ayesha-password-1", name: "Ayesha Siddiqui Khan" };

  it("stores the full name, leaves the account unverified and queues exactly one verify-email mail", async () => {
    const response = await signUp(freshIp(), ayesha);
    expect(response.status).toBe(200);
    expect(cookiesOf(response)).toBe(""); // no session before the address is confirmed
    expect(await userRow(ayesha.email)).toMatchObject({
      name: "Ayesha Siddiqui Khan",
      emailVerified: false,
      role: "customer",
    });
    const mails = await mailsTo(ayesha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "verify-email", status: "pending", attempts: 0 });
    expect(mails[0]!.subject).toBe("Confirm your e-mail for Shahkaar Interiors");
    expect(linkIn(mails[0]!.text)).toMatch(VERIFY_LINK);
  });

  it("refuses to sign in before verification (403) and sends a new verification mail", async () => {
    const response = await signIn(freshIp(), ayesha);
    expect(response.status).toBe(403);
    expect(cookiesOf(response)).toBe("");
    expect(await mailsTo(ayesha.email, "verify-email")).toHaveLength(2);
    expect(await mailsTo(ayesha.email)).toHaveLength(2);
  });

  it("sends the verify link's opener to choose the password, which confirms the address and signs in", async () => {
    const ip = freshIp();
    const opened = await openLatestVerifyLink(ayesha.email, ip);
    expect(cookiesOf(opened)).toBe(""); // the link alone signs nobody in
    const { token, redirectTo } = choosePasswordPage(opened);
    expect(redirectTo).toBe("/");
    expect(await userRow(ayesha.email)).toMatchObject({ emailVerified: false });

    // The page asks for the account's password in its own words, and keeps where to go next.
    const page = await resetLoader(routeArgs(pageRequest(`/auth/reset-password?token=${token}&redirectTo=%2F`)));
    expect(page).toMatchObject({ token, choosing: true, redirectTo: "/", invalid: false });
    const form = { token, password: ayesha.password, confirm: ayesha.password, redirectTo: "/" };
    const chosen = await thrownResponse(() => resetAction(routeArgs(pageRequest("/auth/reset-password", { form }))));
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/");
    const cookie = cookiesOf(chosen);
    expect(cookie).toMatch(/shop\.session_token=\S+/);
    expect(await sessionEmail(cookie, ip)).toBe(ayesha.email);
    expect(await userRow(ayesha.email)).toMatchObject({ emailVerified: true, role: "customer" });
    expect((await signIn(freshIp(), ayesha)).status).toBe(200);
    // No "password changed" notice for a first choice.
    expect(await mailsTo(ayesha.email, "password-changed")).toEqual([]);
  });

  it("answers a sign-up with a registered address as it answers a new one, and creates no user", async () => {
    const fresh = await signUp(freshIp(), { email: "new.customer@shop.example", password: "new-password-1" });
    const repeat = await signUp(freshIp(), { ...ayesha, password: "attacker-password-9", name: "Intruder" });
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.status).toBe(200);
    const [freshBody, repeatBody] = (await Promise.all([fresh.json(), repeat.json()])) as Record<string, unknown>[];
    expect(Object.keys(repeatBody!).sort()).toEqual(Object.keys(freshBody!).sort());
    expect(await db().select().from(users).where(eq(users.email, ayesha.email))).toHaveLength(1);
    expect(await userRow(ayesha.email)).toMatchObject({ name: "Ayesha Siddiqui Khan", emailVerified: true });
    expect((await signIn(freshIp(), { ...ayesha, password: "attacker-password-9" })).status).toBe(401);
    expect((await signIn(freshIp(), ayesha)).status).toBe(200);
  });
});

describe("signing up while the mail server is down", () => {
  let sink: SmtpSink | undefined;
  afterEach(async () => {
    resetMailTransport();
    await sink?.close();
  });

  it("keeps the verification mail in the outbox and delivers it exactly once when SMTP is back", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    await db().delete(mailOutbox); // only this test's mail is due
    configureMailTransport({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    const email = "zainab@shop.example";
    expect((await signUp(freshIp(), { email, password: "zainab-password-1" })).status).toBe(200);

    expect(await sendDueMail()).toEqual({ sent: 0, failed: 0, retried: 1, dropped: 0 });
    const [waiting] = await mailsTo(email);
    expect(waiting).toMatchObject({ kind: "verify-email", status: "pending", attempts: 1, sentAt: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(warn).toHaveBeenCalledWith(
      "Mail outbox: sending failed, will retry",
      expect.objectContaining({ to: email }),
    );
    warn.mockRestore();

    sink = await startSmtpSink();
    configureMailTransport({ smtpUrl: sink.url });
    const due = new Date(waiting!.nextAttemptAt.getTime() + 1);
    expect(await sendDueMail({ now: due })).toEqual({ sent: 1, failed: 0, retried: 0, dropped: 0 });
    expect(await sendDueMail({ now: new Date(due.getTime() + 3_600_000) })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
      dropped: 0,
    });

    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.envelopeTo).toEqual([email]);
    expect(sink.received[0]!.decoded).toContain(linkIn(waiting!.text));
    const rows = await mailsTo(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    // The delivered link still works.
    expect((await confirmByLink(email, "zainab-password-1")).status).toBe(200);
    expect(await userRow(email)).toMatchObject({ emailVerified: true });
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import {
  callAuth,
  freshIp,
  linkIn,
  mailsTo,
  ORIGIN,
  registerCustomer,
  sessionEmail,
  setupAccounts,
  signedInCookie,
  signIn,
  userRow,
} from "../setup/accounts";

setupAccounts();

const email = "sana@shop.example";
const first = "first-password-1";
const second = "second-password-2";
const third = "third-password-3";

const resetWith = (token: string, newPassword: string) =>
  callAuth("/reset-password", { ip: freshIp(), body: { token, newPassword } });

let link: string;
let token: string;
let sessionsBefore: string[];
let firstReset: Response;

beforeAll(async () => {
  // Two sessions before the reset: the one the verify link opened, and a second device.
  sessionsBefore = [
    await registerCustomer({ email, password: first }),
    await signedInCookie(freshIp(), { email, password: first }),
  ];
  for (const cookie of sessionsBefore) expect(await sessionEmail(cookie, freshIp())).toBe(email);

  const request = await callAuth("/request-password-reset", {
    ip: freshIp(),
    body: { email, redirectTo: "/auth/reset-password" },
  });
  expect(request.status).toBe(200);
  const mails = await mailsTo(email, "reset-password");
  expect(mails).toHaveLength(1);
  link = linkIn(mails[0]!.text);
  expect(link).toMatch(/\/api\/auth\/reset-password\/\w+\?callbackURL=%2Fauth%2Freset-password$/);

  const opened = await callAuth(link, { ip: freshIp(), method: "GET" });
  expect(opened.status).toBe(302);
  const target = new URL(opened.headers.get("location")!, ORIGIN);
  expect(target.pathname).toBe("/auth/reset-password");
  token = target.searchParams.get("token") ?? "";
  expect(token).not.toBe("");

  firstReset = await resetWith(token, second);
});

describe("resetting a password by e-mail", () => {
  it("accepts the token once", async () => {
    expect(firstReset.status).toBe(200);
    const again = await resetWith(token, third);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code?: string }).code).toBe("INVALID_TOKEN");
    // The link in the mail is spent as well: it now leads to the "link expired" page.
    const reopened = await callAuth(link, { ip: freshIp(), method: "GET" });
    expect(reopened.status).toBe(302);
    expect(new URL(reopened.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe("INVALID_TOKEN");
  });

  it("refuses the old password and signs in with the new one", async () => {
    expect((await signIn(freshIp(), { email, password: first })).status).toBe(401);
    expect((await signIn(freshIp(), { email, password: third })).status).toBe(401); // the refused second reset
    expect((await signIn(freshIp(), { email, password: second })).status).toBe(200);
  });

  it("signs out every session from before the reset", async () => {
    for (const cookie of sessionsBefore) expect(await sessionEmail(cookie, freshIp())).toBeNull();
    const user = await userRow(email);
    const tokens = (await db().select().from(sessions).where(eq(sessions.userId, user!.id))).map((row) => row.token);
    for (const cookie of sessionsBefore) {
      const before = decodeURIComponent(/shop\.session_token=([^.;]+)/.exec(cookie)![1]!);
      expect(tokens).not.toContain(before);
    }
  });

  it("queues a password-changed mail to the account", async () => {
    const mails = await mailsTo(email, "password-changed");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: "pending", subject: "Your Shahkaar Interiors password was changed" });
    expect(mails[0]!.text).toContain(`${ORIGIN}/auth/forgot-password`);
  });

  it("answers a reset request for an unknown address the same way, without queueing mail", async () => {
    const response = await callAuth("/request-password-reset", {
      ip: freshIp(),
      body: { email: "nobody@shop.example", redirectTo: "/auth/reset-password" },
    });
    expect(response.status).toBe(200);
    expect(await mailsTo("nobody@shop.example")).toHaveLength(0);
  });
});

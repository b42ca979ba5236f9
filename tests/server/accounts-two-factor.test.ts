import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";
import {
  callAuth,
  cookiesOf,
  freshIp,
  registerCustomer,
  sessionEmail,
  setupAccounts,
  thrownResponse,
} from "../setup/accounts";
import { secretOf, totpCode } from "../setup/totp";
import { browserCookies, codeStep, customer, enable, security, signInStep } from "../setup/two-factor";

/**
 * Two-factor sign-in through the shop's own forms, as a browser posts them:
 * set-up with a code computed from the shown secret (RFC 6238), sign-in with
 * password then code, wrong codes refused, a backup code once and not twice,
 * the shop's setting that requires it of admins, and the audit entries.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

describe("a customer", () => {
  let cookie = "";
  let secret = "";
  let backupCodes: string[] = [];

  beforeAll(async () => {
    cookie = await registerCustomer(customer);
  });

  it("sets it up in the profile: a wrong code turns nothing on, the code from the secret does", async () => {
    const started = await security(cookie, { intent: "two-factor-start", password: customer.password });
    const setup = started.body.setup!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Shahkaar%20Interiors:zara%40shop\.example\?secret=/);
    expect(setup.backupCodes).toHaveLength(10);
    expect(setup.qr.path.length).toBeGreaterThan(100);

    const wrong = await security(cookie, {
      intent: "two-factor-confirm",
      uri: setup.uri,
      backupCodes: setup.backupCodes.join(" "),
      code: totpCode(secretOf(setup.uri), Date.now() - 10 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors?.code).toMatch(/not right/);
    // The same set-up is shown again, to try the newest code.
    expect(wrong.body.setup?.uri).toBe(setup.uri);
    expect((await db().select().from(users).where(eq(users.email, customer.email)))[0]!.twoFactorEnabled).toBe(false);

    const done = await enable(cookie, customer.password);
    ({ secret, backupCodes, cookie } = done);
    expect((await db().select().from(users).where(eq(users.email, customer.email)))[0]!.twoFactorEnabled).toBe(true);
    const [row] = await db().select().from(twoFactors);
    // Stored encrypted: neither the secret nor a backup code appears as written.
    expect(row!.secret).not.toContain(secret);
    expect(backupCodes.some((code) => row!.backupCodes.includes(code))).toBe(false);
  });

  it("refuses a set-up step that was tampered with", async () => {
    const forged = await security(cookie, {
      intent: "two-factor-confirm",
      uri: "javascript:alert(1)",
      backupCodes: "x",
      code: "123456",
    });
    expect(forged.status).toBe(400);
    expect(forged.body.setup).toBeUndefined();
  });

  it("signs in with the password and then a code; the password alone gives no session", async () => {
    const first = await signInStep(customer);
    expect(first.body.twoFactor).toBe(true);
    expect(first.cookie).not.toMatch(/shop\.session_token=/);
    expect(first.cookie).toMatch(/shop\.two_factor=/);

    const wrong = await codeStep(first.cookie, "totp", totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.signedIn).toBe(false);
    expect(wrong).toMatchObject({ status: 401, body: { twoFactor: true, error: expect.stringMatching(/not right/) } });

    // The next step's code (accepted, for a phone whose clock runs ahead): the current one went into the set-up.
    const right = await codeStep(first.cookie, "totp", totpCode(secret, Date.now() + 30_000));
    expect(right).toMatchObject({ signedIn: true, status: 302, location: "/profile" });
    const session = browserCookies(first.cookie, (right as { headers: Headers }).headers);
    expect(await sessionEmail(session, freshIp())).toBe(customer.email);
  });

  it("takes a backup code once, and not twice", async () => {
    const first = await signInStep(customer);
    const used = await codeStep(first.cookie, "backup", backupCodes[0]!);
    expect(used).toMatchObject({ signedIn: true, status: 302 });

    const again = await signInStep(customer);
    const reused = await codeStep(again.cookie, "backup", backupCodes[0]!);
    expect(reused.signedIn).toBe(false);
    expect(reused).toMatchObject({ body: { error: expect.stringMatching(/used already/) } });
    // Another code still works.
    expect(await codeStep(again.cookie, "backup", backupCodes[1]!)).toMatchObject({ signedIn: true });
  });

  it("takes a code from the app once: the same code again is refused, at a new sign-in or by a script", async () => {
    // An account of its own, so that no other test's codes are in play: set up with the previous step's code.
    const credentials = { email: "hamza@shop.example", password: "hamza-password-1", name: "Hamza Ali" };
    const own = await enable(await registerCustomer(credentials), credentials.password, Date.now() - 30_000);
    const code = totpCode(own.secret);

    const first = await signInStep(credentials);
    expect(await codeStep(first.cookie, "totp", code)).toMatchObject({ signedIn: true, status: 302 });

    // Seen over the shoulder: the same code, within its 30 seconds, with the password.
    const again = await signInStep(credentials);
    const replayed = await codeStep(again.cookie, "totp", code);
    expect(replayed.signedIn).toBe(false);
    expect(replayed).toMatchObject({
      status: 401,
      body: { twoFactor: true, error: "This code has already been used. Please wait for the next one in your app." },
    });
    expect(browserCookies(again.cookie, (replayed as { headers: Headers }).headers)).not.toMatch(/session_token=/);

    // Straight to better-auth's API, as any client may: refused alike.
    const step = await callAuth("/sign-in/email", { ip: freshIp(), body: credentials });
    expect(await step.json()).toMatchObject({ twoFactorRedirect: true });
    const scripted = await callAuth("/two-factor/verify-totp", {
      ip: freshIp(),
      cookie: cookiesOf(step),
      body: { code },
    });
    expect(scripted.status).toBe(401);
    expect(cookiesOf(scripted)).not.toMatch(/session_token=/);

    // The challenge is still open, and the next code signs in.
    const next = await codeStep(again.cookie, "totp", totpCode(own.secret, Date.now() + 30_000));
    expect(next).toMatchObject({ signedIn: true, status: 302 });
  });

  it("checks the code's shape before asking better-auth", async () => {
    const first = await signInStep(customer);
    const bad = await codeStep(first.cookie, "totp", "12ab56");
    expect(bad).toMatchObject({ status: 400, body: { errors: { code: expect.stringMatching(/6-digit/) } } });
  });

  it("never remembers a device, whatever a script asks", async () => {
    const step = await callAuth("/sign-in/email", {
      ip: freshIp(),
      body: { email: customer.email, password: customer.password },
    });
    expect(await step.json()).toMatchObject({ twoFactorRedirect: true });
    const trusted = await callAuth("/two-factor/verify-totp", {
      ip: freshIp(),
      cookie: cookiesOf(step),
      body: { code: totpCode(secret), trustDevice: true },
    });
    expect(trusted.status).toBe(400);
    expect(trusted.headers.getSetCookie().some((line) => line.includes("trust_device"))).toBe(false);
  });

  it("turns off with the password only", async () => {
    const refused = await security(cookie, { intent: "two-factor-disable", password: "not-the-password" });
    expect(refused.body.errors?.password).toMatch(/not right/);
    const off = await security(cookie, { intent: "two-factor-disable", password: customer.password });
    expect(off.body.ok).toMatch(/off/);
    // The password alone signs in again: the page sends the customer on, with a session.
    const signedIn = await thrownResponse(() => signInStep(customer));
    expect(signedIn.status).toBe(302);
    expect(browserCookies("", signedIn.headers)).toMatch(/shop\.session_token=/);
  });
});

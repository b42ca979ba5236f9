import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { twoFactors, users } from "~/db/schema";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import type { SecurityResult } from "~/modules/accounts/security-action.server";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { action as authAction } from "~/routes/account/auth";
import { action as profileAction } from "~/routes/account/profile";
import { loader as ordersLoader } from "~/routes/admin/orders";
import { loader as csvLoader } from "~/routes/resources/admin-orders-csv";
import {
  callAuth,
  cookiesOf,
  freshIp,
  pageRequest,
  registerCustomer,
  routeArgs,
  sessionEmail,
  setupAccounts,
  signedInCookie,
  thrownResponse,
} from "../setup/accounts";
import { unwrap } from "../setup/admin-orders";
import { auditEntries } from "../setup/audit";
import { secretOf, totpCode } from "../setup/totp";

/**
 * Two-factor sign-in through the shop's own forms, as a browser posts them:
 * set-up with a code computed from the shown secret (RFC 6238), sign-in with
 * password then code, wrong codes refused, a backup code once and not twice,
 * the shop's setting that requires it of admins, and the audit entries.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

const customer = { email: "zara@shop.example", password: "zara-password-1", name: "Zara Malik" };
const owner = { email: "owner@shop.example", password: "owner-password-1", name: "Owner" };

/** The cookie header a browser sends after these Set-Cookie headers (later ones win, expired ones go). */
function browserCookies(previous: string, headers: Headers): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

function requestWith(path: string, cookie: string, form: Record<string, string>) {
  const request = pageRequest(path, { form });
  if (cookie) request.headers.set("cookie", cookie);
  return request;
}

async function security(cookie: string, form: Record<string, string>) {
  const result = unwrap<SecurityResult>(
    await profileAction(routeArgs(requestWith("/profile?tab=security", cookie, form))),
  );
  return { ...result, cookie: browserCookies(cookie, result.headers) };
}

/** Turns two-factor sign-in on for the signed-in `cookie` (with the code of `at`); returns the secret, the backup codes and the new cookie. */
async function enable(cookie: string, password: string, at = Date.now()) {
  const started = await security(cookie, { intent: "two-factor-start", password });
  expect(started.status).toBe(200);
  const setup = started.body.setup!;
  const confirmed = await security(cookie, {
    intent: "two-factor-confirm",
    uri: setup.uri,
    backupCodes: setup.backupCodes.join(" "),
    code: totpCode(secretOf(setup.uri), at),
  });
  expect(confirmed.body.ok).toMatch(/Two-factor sign-in is on/);
  return { secret: secretOf(setup.uri), backupCodes: setup.backupCodes, cookie: confirmed.cookie };
}

/** Step one of the sign-in form: the password. Answers the page's data and the browser's cookies. */
async function signInStep(credentials: { email: string; password: string }) {
  const result = await authAction(
    routeArgs(pageRequest("/auth?redirectTo=%2Fprofile", { form: { intent: "sign-in", ...credentials } })),
  );
  const answer = unwrap<{ twoFactor?: boolean; error?: string }>(result);
  return { ...answer, cookie: browserCookies("", answer.headers) };
}

/** Step two: a code. A success is a redirect (thrown) with the session cookie. */
async function codeStep(cookie: string, method: "totp" | "backup", code: string) {
  const form = { intent: "two-factor", method, code, redirectTo: "/profile" };
  try {
    const answer = unwrap<{ twoFactor?: boolean; error?: string; errors?: Record<string, string> }>(
      await authAction(routeArgs(requestWith("/auth?redirectTo=%2Fprofile", cookie, form))),
    );
    return { signedIn: false as const, ...answer };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return {
      signedIn: true as const,
      status: thrown.status,
      location: thrown.headers.get("Location"),
      headers: thrown.headers,
    };
  }
}

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

describe("an admin", () => {
  let cookie = "";

  beforeAll(async () => {
    await createOrPromoteAdmin(owner);
    cookie = await signedInCookie(freshIp(), owner);
  });

  it("is sent to set it up before any admin page when the shop requires it, and let in once it is on", async () => {
    const settings = await getShopSettings();
    expect(settings.requireAdminTwoFactor).toBe(false);
    // Off (the demo shop): the dashboard opens with the password alone.
    expect(unwrap(await ordersLoader(routeArgs(pageRequest("/admin", { cookie })))).status).toBe(200);

    await saveShopSettings({ ...settings, requireAdminTwoFactor: true });
    const page = await thrownResponse(() => ordersLoader(routeArgs(pageRequest("/admin", { cookie }))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/profile?tab=security");
    const resource = await thrownResponse(() => csvLoader(routeArgs(pageRequest("/admin/orders.csv", { cookie }))));
    expect(resource.status).toBe(403);

    ({ cookie } = await enable(cookie, owner.password));
    expect(unwrap(await ordersLoader(routeArgs(pageRequest("/admin", { cookie })))).status).toBe(200);
    await saveShopSettings({ ...settings, requireAdminTwoFactor: false });
  });

  it("leaves sign-ins, failures and wrong codes in the audit log; a customer's stay out of it", async () => {
    const enabled = await auditEntries("account.two-factor-enabled");
    expect(enabled.map((entry) => entry.actorEmail)).toEqual([owner.email]);

    await signInStep({ email: owner.email, password: "wrong-password-1" });
    await signInStep({ email: customer.email, password: "wrong-password-1" });
    const failed = await auditEntries("auth.sign-in-failed");
    expect(failed.map((entry) => entry.actorEmail)).toEqual([owner.email]);
    expect(failed[0]!.ipAddress).toMatch(/^10\./);

    const first = await signInStep(owner);
    const [row] = await db().select().from(users).where(eq(users.email, owner.email));
    const started = await db().select().from(twoFactors).where(eq(twoFactors.userId, row!.id));
    expect(started).toHaveLength(1);
    await codeStep(first.cookie, "totp", "000000");
    expect((await auditEntries("auth.two-factor-failed")).map((entry) => entry.actorEmail)).toEqual([owner.email]);
  });
});

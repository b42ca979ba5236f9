import { describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/modules/accounts/admin-account.server";
import { auth } from "~/modules/accounts/auth.server";
import { deviceName } from "~/modules/accounts/device-name";
import type { SecurityResult } from "~/modules/accounts/security-action.server";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { action as adminSecurityAction, loader as adminSecurityLoader } from "~/routes/admin/security";
import {
  callAuth,
  cookiesOf,
  freshIp,
  ORIGIN,
  registerCustomer,
  routeArgs,
  sessionEmail,
  setupAccounts,
} from "../setup/accounts";
import { unwrap } from "../setup/admin-orders";
import { auditEntries } from "../setup/audit";

/**
 * The sessions an account can see and end, in the profile and in the admin:
 * one browser signs another out; nobody can end a session of another account.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
setupAccounts();

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

interface SessionsPage {
  sessions: { id: string; device: string; ipAddress: string | null; current: boolean }[];
}

/** Signs in from a browser with this user agent and address; returns its cookie header. */
async function signInAs(credentials: { email: string; password: string }, userAgent: string, ip: string) {
  const url = `${ORIGIN}/api/auth/sign-in/email`;
  const headers = {
    origin: ORIGIN,
    "x-forwarded-for": ip,
    "content-type": "application/json",
    "user-agent": userAgent,
  };
  const response = await auth().handler(
    new Request(url, { method: "POST", headers, body: JSON.stringify({ ...credentials, rememberMe: true }) }),
  );
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

function page(path: string, cookie: string, form?: Record<string, string>) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": "192.0.2.10", cookie });
  if (!form) return new Request(`${ORIGIN}${path}`, { headers });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

const sessionsIn = async (cookie: string) =>
  unwrap<SessionsPage>(await profileLoader(routeArgs(page("/profile?tab=security", cookie)))).body.sessions;

const post = async (cookie: string, form: Record<string, string>) =>
  unwrap<SecurityResult>(await profileAction(routeArgs(page("/profile?tab=security", cookie, form)))).body;

describe("a customer's sessions", () => {
  const amna = { email: "amna@shop.example", password: "amna-password-1", name: "Amna Tariq" };
  const bilal = { email: "bilal@shop.example", password: "bilal-password-1", name: "Bilal Shah" };

  it("lists each signed-in browser with its device and address, this one first", async () => {
    await registerCustomer(amna);
    const phone = await signInAs(amna, PHONE, "198.51.100.20");
    await signInAs(amna, LAPTOP, "198.51.100.21");
    const listed = await sessionsIn(phone);
    expect(listed[0]).toMatchObject({ current: true, device: "Chrome on Android", ipAddress: "198.51.100.20" });
    expect(listed.map((session) => session.device)).toContain("Safari on Mac");
    expect(listed.filter((session) => session.current)).toHaveLength(1);
  });

  it("ends another browser's session: that browser is signed out, this one is not", async () => {
    const phone = await signInAs(amna, PHONE, "198.51.100.30");
    const laptop = await signInAs(amna, LAPTOP, "198.51.100.31");
    const laptopId = (await sessionsIn(laptop)).find((session) => session.current)!.id;

    expect((await post(phone, { intent: "session-end", sessionId: laptopId })).ok).toMatch(/signed out/);
    expect(await sessionEmail(laptop, freshIp())).toBeNull();
    expect(await sessionEmail(phone, freshIp())).toBe(amna.email);
    // Pressing again (a retried request) changes nothing and says so.
    expect((await post(phone, { intent: "session-end", sessionId: laptopId })).ok).toMatch(/already ended/);
  });

  it("never ends another account's session, nor its own from the list", async () => {
    await registerCustomer(bilal);
    const bilalsPhone = await signInAs(bilal, PHONE, "198.51.100.40");
    const bilalsId = (await sessionsIn(bilalsPhone)).find((session) => session.current)!.id;
    const amnas = await signInAs(amna, LAPTOP, "198.51.100.41");
    const amnasId = (await sessionsIn(amnas)).find((session) => session.current)!.id;

    expect((await post(amnas, { intent: "session-end", sessionId: bilalsId })).ok).toMatch(/already ended/);
    expect(await sessionEmail(bilalsPhone, freshIp())).toBe(bilal.email);
    await post(amnas, { intent: "session-end", sessionId: amnasId });
    expect(await sessionEmail(amnas, freshIp())).toBe(amna.email);
    // Bilal's sessions never appear in Amna's list.
    expect((await sessionsIn(amnas)).some((session) => session.id === bilalsId)).toBe(false);
  });

  it("signs out everywhere else at once", async () => {
    const kept = await signInAs(amna, PHONE, "198.51.100.50");
    const others = [await signInAs(amna, LAPTOP, "198.51.100.51"), await signInAs(amna, LAPTOP, "198.51.100.52")];
    expect((await post(kept, { intent: "sessions-end-others" })).ok).toMatch(/Signed out everywhere else/);
    for (const cookie of others) expect(await sessionEmail(cookie, freshIp())).toBeNull();
    expect(await sessionsIn(kept)).toHaveLength(1);
    expect((await post(kept, { intent: "sessions-end-others" })).ok).toBe("No other sessions were signed in.");
  });

  it("needs a signed-in customer", async () => {
    const response = await callAuth("/get-session", { ip: freshIp(), method: "GET" });
    expect(await response.json()).toBeNull();
    await expect(
      profileAction(routeArgs(page("/profile", "", { intent: "sessions-end-others" }))),
    ).rejects.toMatchObject({
      status: 302,
    });
  });
});

describe("an admin's sessions", () => {
  it("are listed in the admin and ended there, into the audit log", async () => {
    const owner = { email: "owner@shop.example", password: "owner-password-1", name: "Owner" };
    await createOrPromoteAdmin(owner);
    const desk = await signInAs(owner, LAPTOP, "203.0.113.5");
    await signInAs(owner, PHONE, "203.0.113.6");
    const listed = unwrap<SessionsPage>(await adminSecurityLoader(routeArgs(page("/admin/security", desk)))).body;
    expect(listed.sessions).toHaveLength(2);
    const answer = unwrap<SecurityResult>(
      await adminSecurityAction(routeArgs(page("/admin/security", desk, { intent: "sessions-end-others" }))),
    ).body;
    expect(answer.ok).toMatch(/\(1\)/);
    const [entry] = await auditEntries("account.sessions-ended");
    expect(entry).toMatchObject({ actorEmail: owner.email, ipAddress: "192.0.2.10", changes: { sessions: 1 } });
  });

  it("are not ended by a post with no intent or an unknown one", async () => {
    const owner = { email: "second-owner@shop.example", password: "owner-password-2", name: "Owner Two" };
    await createOrPromoteAdmin(owner);
    const desk = await signInAs(owner, LAPTOP, "203.0.113.15");
    const phone = await signInAs(owner, PHONE, "203.0.113.16");
    for (const form of [{ intent: "__no_such_intent__" }, { name: "x" }] as Record<string, string>[]) {
      const refused = unwrap<SecurityResult>(await adminSecurityAction(routeArgs(page("/admin/security", desk, form))));
      expect(refused.status).toBe(400);
    }
    expect(await sessionEmail(phone, freshIp())).toBe(owner.email);
  });
});

describe("device names", () => {
  it("name common browsers and systems, and admit what they do not know", () => {
    expect(deviceName(PHONE)).toBe("Chrome on Android");
    expect(deviceName(LAPTOP)).toBe("Safari on Mac");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Chrome on iPhone");
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceName("curl/8.5.0")).toBe("Unknown device");
    expect(deviceName(null)).toBe("Unknown device");
  });
});

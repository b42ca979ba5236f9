// Two-factor sign-in through the shop's own forms, as a browser posts them: the steps the
// customer's and the admin's tests share.
import { expect } from "vitest";
import type { SecurityResult } from "~/modules/accounts/security-action.server";
import { action as authAction } from "~/routes/account/auth";
import { action as profileAction } from "~/routes/account/profile";
import { pageRequest, routeArgs } from "./accounts";
import { unwrap } from "./admin-orders";
import { secretOf, totpCode } from "./totp";

export const customer = { email: "zara@shop.example", password: "zara-password-1", name: "Zara Malik" };
export const owner = { email: "owner@shop.example", password: "owner-password-1", name: "Owner" };

/** The cookie header a browser sends after these Set-Cookie headers (later ones win, expired ones go). */
export function browserCookies(previous: string, headers: Headers): string {
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

export function requestWith(path: string, cookie: string, form: Record<string, string>) {
  const request = pageRequest(path, { form });
  if (cookie) request.headers.set("cookie", cookie);
  return request;
}

export async function security(cookie: string, form: Record<string, string>) {
  const result = unwrap<SecurityResult>(
    await profileAction(routeArgs(requestWith("/profile?tab=security", cookie, form))),
  );
  return { ...result, cookie: browserCookies(cookie, result.headers) };
}

/** Turns two-factor sign-in on for the signed-in `cookie` (with the code of `at`); returns the secret, the backup codes and the new cookie. */
export async function enable(cookie: string, password: string, at = Date.now()) {
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
export async function signInStep(credentials: { email: string; password: string }) {
  const result = await authAction(
    routeArgs(pageRequest("/auth?redirectTo=%2Fprofile", { form: { intent: "sign-in", ...credentials } })),
  );
  const answer = unwrap<{ twoFactor?: boolean; error?: string }>(result);
  return { ...answer, cookie: browserCookies("", answer.headers) };
}

/** Step two: a code. A success is a redirect (thrown) with the session cookie. */
export async function codeStep(cookie: string, method: "totp" | "backup", code: string) {
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

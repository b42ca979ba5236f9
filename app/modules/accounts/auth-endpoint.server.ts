import { auth } from "./auth.server";

export interface AuthResult {
  ok: boolean;
  status: number;
  message: string | null;
  setCookie: string[];
  /** Seconds until better-auth's rate limit lets this client try again (a 429 only). */
  retryAfter: number | null;
  /** The endpoint's JSON answer (e.g. `twoFactorRedirect`, a TOTP URI). */
  payload: Record<string, unknown> | null;
}

const FORWARDED = ["cookie", "x-forwarded-for", "user-agent", "origin", "referer"];

/**
 * Our forms post to our own actions, which call better-auth through its HTTP
 * handler rather than `auth.api`: that way its rate limits, origin checks and
 * cookies apply to the form exactly as to any other client.
 */
export async function callAuthEndpoint(request: Request, path: string, body: unknown): Promise<AuthResult> {
  const url = new URL(`/api/auth${path}`, request.url);
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("origin")) headers.set("origin", url.origin);
  const response = await auth().handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
  const payload = (await response.json().catch(() => null)) as (Record<string, unknown> & { message?: string }) | null;
  return {
    ok: response.ok,
    status: response.status,
    message:
      response.status === 429 ? "Too many attempts. Please wait a minute and try again." : (payload?.message ?? null),
    setCookie: response.headers.getSetCookie(),
    retryAfter: response.status === 429 ? Number(response.headers.get("X-Retry-After")) || 60 : null,
    payload: payload && typeof payload === "object" ? payload : null,
  };
}

/**
 * The status of a refused call, for the action's answer: a 429 carries
 * Retry-After, so that the browser, a script or a proxy knows when to come back.
 */
export function failedWith(result: AuthResult): ResponseInit {
  const headers: HeadersInit = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
  return { status: result.status, headers };
}

/** Headers that pass better-auth's cookies on to the browser. */
export function withCookies(setCookie: string[], init: HeadersInit = {}) {
  const headers = new Headers(init);
  for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
  return headers;
}

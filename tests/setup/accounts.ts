import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, users } from "~/db/schema";
import { auth } from "~/modules/accounts/auth.server";
import { configureMailTransport, resetMailTransport } from "~/modules/mail/transport.server";
import { setupTestDatabase } from "./test-database";

/**
 * Shared set-up for the accounts tests: a temporary DATA_DIR (for the auth
 * secret file and any mail written as files), a fresh database, and helpers
 * that drive better-auth through its real HTTP handler, as a browser would.
 * Call `setupAccounts()` at the top of the test file, before anything reads env().
 */
export const ORIGIN = "http://127.0.0.1:3000";

export function setupAccounts(environment: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-accounts-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.PUBLIC_URL;
  delete process.env.AUTH_SECRET;
  Object.assign(process.env, environment);
  const database = setupTestDatabase();
  // Mail that a test sends without choosing a transport lands as files in the temporary folder.
  beforeAll(() => configureMailTransport({ smtpUrl: null, dataDir }));
  afterAll(() => {
    resetMailTransport();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return database;
}

let lastIp = 0;
/** A client address no other test uses, so that rate limits of one test never touch another. */
export function freshIp() {
  lastIp += 1;
  return `10.${process.pid % 250}.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export interface AuthCall {
  ip: string;
  method?: "GET" | "POST";
  body?: unknown;
  cookie?: string;
}

/** One request to better-auth's HTTP handler, with the headers a browser on the shop's origin sends. */
export function callAuth(pathOrUrl: string, { ip, method = "POST", body, cookie }: AuthCall): Promise<Response> {
  const url = new URL(pathOrUrl.startsWith("http") ? pathOrUrl : `${ORIGIN}/api/auth${pathOrUrl}`);
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": ip });
  if (method === "POST") headers.set("content-type", "application/json");
  if (cookie) headers.set("cookie", cookie);
  const init: RequestInit = { method, headers, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined };
  return auth().handler(new Request(url, init));
}

/** The `cookie` header a browser would send back after this response (name=value pairs). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

export interface Credentials {
  email: string;
  password: string;
  name?: string;
}

export function signUp(ip: string, { email, password, name = "Ayesha Khan" }: Credentials) {
  return callAuth("/sign-up/email", { ip, body: { name, email, password, callbackURL: "/" } });
}

export function signIn(ip: string, { email, password }: Credentials) {
  return callAuth("/sign-in/email", { ip, body: { email, password, rememberMe: true } });
}

/** The signed-in user's e-mail for a `cookie` header, or null (GET /api/auth/get-session). */
export async function sessionEmail(cookie: string, ip: string): Promise<string | null> {
  const response = await callAuth("/get-session", { ip, method: "GET", cookie });
  expect(response.status).toBe(200);
  const session = (await response.json()) as { user?: { email: string } } | null;
  return session?.user?.email ?? null;
}

/** Signs in and returns the session's cookie header (fails the test if sign-in fails). */
export async function signedInCookie(ip: string, credentials: Credentials): Promise<string> {
  const response = await signIn(ip, credentials);
  expect(response.status).toBe(200);
  const cookie = cookiesOf(response);
  expect(cookie).toMatch(/shop\.session_token=/);
  return cookie;
}

/** Queued mails to an address, oldest first, optionally of one kind. */
export function mailsTo(email: string, kind?: string) {
  const to = eq(mailOutbox.to, email);
  return db()
    .select()
    .from(mailOutbox)
    .where(kind ? and(to, eq(mailOutbox.kind, kind)) : to)
    .orderBy(asc(mailOutbox.createdAt));
}

/** The first better-auth link in a mail's plain text. */
export function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/api\/auth\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No /api/auth link in mail text:\n${text}`);
  return link;
}

/**
 * Opens the newest verify-email link sent to `email`; returns the response: for an unconfirmed
 * account, a redirect (no session) to the page where the password is chosen.
 */
export async function openLatestVerifyLink(email: string, ip: string): Promise<Response> {
  const mails = await mailsTo(email, "verify-email");
  const latest = mails.at(-1);
  if (!latest) throw new Error(`No verify-email mail to ${email}`);
  return callAuth(linkIn(latest.text), { ip, method: "GET" });
}

/** The page an opened confirmation link sends to: its path, token and return target (fails the test if it is not that page). */
export function choosePasswordPage(response: Response) {
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "", ORIGIN);
  expect(location.pathname).toBe("/auth/reset-password");
  return { token: location.searchParams.get("token") ?? "", redirectTo: location.searchParams.get("redirectTo") };
}

/**
 * Proves the address as its holder does: opens the newest confirmation link and chooses
 * `password` with the token it gives, through better-auth's /reset-password (as any client may).
 */
export async function confirmByLink(email: string, password: string, ip = freshIp()): Promise<Response> {
  const { token } = choosePasswordPage(await openLatestVerifyLink(email, ip));
  return callAuth("/reset-password", { ip, body: { token, newPassword: password } });
}

/** Signs up and verifies a customer through the HTTP handler; returns a signed-in cookie header. */
export async function registerCustomer(credentials: Credentials): Promise<string> {
  const ip = freshIp();
  expect((await signUp(ip, credentials)).status).toBe(200);
  expect((await confirmByLink(credentials.email, credentials.password, ip)).status).toBe(200);
  return signedInCookie(freshIp(), credentials);
}

export async function userRow(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  return row;
}

/** A request to a page of the shop (for route loaders and actions), signed in when `cookie` is given. */
export function pageRequest(
  pathname: string,
  { cookie, form }: { cookie?: string; form?: Record<string, string> } = {},
) {
  const headers = new Headers({ origin: ORIGIN, "x-forwarded-for": freshIp() });
  if (cookie) headers.set("cookie", cookie);
  if (!form) return new Request(`${ORIGIN}${pathname}`, { headers });
  return new Request(`${ORIGIN}${pathname}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** The arguments React Router passes to a route module's loader or action. */
export function routeArgs<Args>(request: Request): Args {
  return { request, params: {}, context: {}, unstable_pattern: new URL(request.url).pathname } as unknown as Args;
}

/** The Response a loader, action or guard throws (redirects and 403s); fails if it returns instead. */
export async function thrownResponse(run: () => unknown): Promise<Response> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error(`Expected a thrown Response, got ${JSON.stringify(value)}`);
}

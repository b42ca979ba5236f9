import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { visitors } from "~/db/schema";
import { clientAddress } from "~/utils/client-address";
import { publicOrigin } from "~/utils/origin.server";

/**
 * A visitor without an account: a random token in an httpOnly cookie, made
 * the first time something of theirs is saved (a line in the cart or the
 * wishlist, a 'Helpful' vote), never on a plain page view nor for a change
 * that saves nothing (a removal, a refused add), so the shared page cache,
 * which keeps only answers that set no cookie and serves only requests that
 * send none, never sees one. The database knows the token's SHA-256 only.
 */
export const VISITOR_COOKIE = "shop.visitor";
export const VISITOR_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * New visitors one client address may make in an hour (IPv6: per /64). A browser needs one a
 * month (its cookie lasts 30 days); 20 leave room for a household, an office or a phone
 * network's shared address, while a script posting without cookies, which made 65 a second,
 * gets 480 rows a day per address at most. Signed-in customers need none.
 */
export const NEW_VISITOR_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;

/** Why a new visitor was refused, with when to come back (signing in needs no new visitor). */
export function newVisitorRefusal(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many new carts and wishlists were started from your network in the last hour. Please try again in ${minutes} minute(s), or sign in.`;
}

/** A visitor whose change may go ahead, with the cookie to send with the answer. */
export interface Visitor {
  visitorId: string;
  setCookie: string;
}

function visitorCookie(request: Request) {
  return createCookie(VISITOR_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: VISITOR_DAYS * 24 * 60 * 60,
    secure: publicOrigin(request).startsWith("https:"),
  });
}

const visitorIdOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The token of this request's visitor cookie, or null (no cookie, or not one of ours). */
async function readVisitorToken(request: Request): Promise<string | null> {
  const token: unknown = await visitorCookie(request).parse(request.headers.get("Cookie"));
  return typeof token === "string" && TOKEN.test(token) ? token : null;
}

/** The visitor id this request's cookie names, or null. */
export async function readVisitorId(request: Request): Promise<string | null> {
  const token = await readVisitorToken(request);
  return token ? visitorIdOf(token) : null;
}

/**
 * The cookie's visitor, if the shop still knows it, seen now: its cookie is sent again with
 * every change, so an active cart keeps its 30 days. Null without a cookie, or for a cookie
 * whose visitor was forgotten or never issued (nobody can pick their own id).
 */
export async function knownVisitor(request: Request): Promise<Visitor | null> {
  const token = await readVisitorToken(request);
  if (!token) return null;
  const visitorId = visitorIdOf(token);
  const seen = await db()
    .update(visitors)
    .set({ lastSeenAt: sql`now()` })
    .where(sql`${visitors.id} = ${visitorId}`)
    .returning({ id: visitors.id });
  return seen.length > 0 ? { visitorId, setCookie: await visitorCookie(request).serialize(token) } : null;
}

/**
 * A new visitor with a fresh token, for a request that is about to save something and has no
 * visitor yet; refused (with the seconds to wait) past NEW_VISITOR_RATE_LIMIT for its address.
 */
export async function newVisitor(
  request: Request,
): Promise<({ ok: true } & Visitor) | { ok: false; retryAfterSeconds: number }> {
  const allowance = await takeAllowance(`new-visitor:${clientAddress(request)}`, NEW_VISITOR_RATE_LIMIT);
  if (!allowance.allowed) return { ok: false, retryAfterSeconds: allowance.retryAfterSeconds };
  await forgetStaleVisitors();
  const token = randomBytes(32).toString("base64url");
  const visitorId = visitorIdOf(token);
  await db().insert(visitors).values({ id: visitorId });
  return { ok: true, visitorId, setCookie: await visitorCookie(request).serialize(token) };
}

/** The header that removes the cookie (after its cart and wishlist moved into an account). */
export function clearVisitorCookie(request: Request): Promise<string> {
  return visitorCookie(request).serialize("", { maxAge: 0 });
}

/**
 * Deletes the visitors unseen for 30 days, with their carts and wishlists
 * (the foreign keys cascade). Run whenever a new visitor is made, so the
 * table stays about as large as a month of visitors without a timer.
 */
export async function forgetStaleVisitors(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - VISITOR_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db().delete(visitors).where(lt(visitors.lastSeenAt, cutoff)).returning({ id: visitors.id });
  return gone.length;
}

/** Forgets one visitor (their cart and wishlist go with them). */
export async function forgetVisitor(visitorId: string, executor: Pick<ReturnType<typeof db>, "delete"> = db()) {
  await executor.delete(visitors).where(sql`${visitors.id} = ${visitorId}`);
}

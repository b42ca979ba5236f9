import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { visitors } from "~/db/schema";
import { publicOrigin } from "~/utils/origin.server";

/**
 * A visitor without an account: a random token in an httpOnly cookie, made
 * the first time they add to a cart or wishlist (never on a plain page view,
 * so the shared page cache, which keeps only answers that set no cookie and
 * serves only requests that send none, never sees one). The database knows
 * the token's SHA-256 only.
 */
export const VISITOR_COOKIE = "shop.visitor";
export const VISITOR_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

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
 * The visitor of a request that changes their cart or wishlist: the cookie's
 * visitor, seen now, or a new one (with the cookie to set). A cookie whose
 * visitor was forgotten gets a fresh token: nobody can pick their own id.
 * The cookie is sent again on every change, so an active cart keeps its 30 days.
 */
export async function visitorForChange(request: Request): Promise<{ visitorId: string; setCookie: string }> {
  const known = await readVisitorToken(request);
  if (known) {
    const visitorId = visitorIdOf(known);
    const seen = await db()
      .update(visitors)
      .set({ lastSeenAt: sql`now()` })
      .where(sql`${visitors.id} = ${visitorId}`)
      .returning({ id: visitors.id });
    if (seen.length > 0) return { visitorId, setCookie: await visitorCookie(request).serialize(known) };
  }
  await forgetStaleVisitors();
  const token = randomBytes(32).toString("base64url");
  const visitorId = visitorIdOf(token);
  await db().insert(visitors).values({ id: visitorId });
  return { visitorId, setCookie: await visitorCookie(request).serialize(token) };
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

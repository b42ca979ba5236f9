import type { Context, MiddlewareHandler } from "hono";
import { isSafeMethod } from "./safe-methods";

/**
 * Refuses a state-changing request sent by another site's page (CSRF).
 * Browsers send Origin with every POST; a request without one (curl, a
 * server) carries no ambient cookies from a victim's browser and may pass,
 * unless the browser's own Sec-Fetch-Site says another site sent it (some
 * privacy tools strip Origin; a page cannot set or forge Sec-Fetch-Site).
 */
export function originCheck(publicUrl?: string): MiddlewareHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    if (c.req.header("sec-fetch-site") === "cross-site") return refuse(c);
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    if (origin === undefined) return next();
    if (origin === new URL(c.req.url).origin || origin === allowed) return next();
    return refuse(c);
  };
}

const refuse = (c: Context) => c.text("Cross-site request refused.", 403);

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

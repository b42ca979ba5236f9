import type { MiddlewareHandler } from "hono";
import { db } from "~/db/client.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { VISITOR_COOKIE, clearVisitorCookie, forgetVisitor, readVisitorId } from "~/modules/accounts/visitor.server";
import { mergeVisitorCart } from "~/modules/cart/cart.server";
import { mergeVisitorWishlist } from "~/modules/wishlist/wishlist.server";

/**
 * Moves a visitor's cart and wishlist into their account, all or nothing, and
 * forgets the visitor. Safe to run twice: the second finds nothing to move.
 */
export async function claimVisitorBasket(visitorId: string, userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    await mergeVisitorCart(visitorId, userId, tx);
    await mergeVisitorWishlist(visitorId, userId, tx);
    await forgetVisitor(visitorId, tx);
  });
}

/**
 * The first request that carries both a session and a visitor cookie (the one
 * after signing in or up, by password, two-factor code or the e-mail link)
 * merges the visitor's cart and wishlist into the account before any page
 * reads them, and removes the visitor cookie. Here, in front of every page,
 * rather than in one sign-in path, so that no way of signing in misses it.
 * Requests without the visitor cookie pay nothing.
 */
export function visitorBasketClaim(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header("cookie")?.includes(`${VISITOR_COOKIE}=`)) return next();
    const visitorId = await readVisitorId(c.req.raw);
    const user = visitorId ? await getSessionUser(c.req.raw) : null;
    if (!visitorId || !user) return next();
    await claimVisitorBasket(visitorId, user.id);
    await next();
    // A copy: some answers (redirects among them) carry headers that cannot be changed.
    const response = new Response(c.res.body, c.res);
    response.headers.append("Set-Cookie", await clearVisitorCookie(c.req.raw));
    c.res = response;
  };
}

import { eq, type AnyColumn, type SQL } from "drizzle-orm";
import { getSessionUser, type SessionUser } from "./session.server";
import { readVisitorId, visitorForChange } from "./visitor.server";

/**
 * Whose cart and wishlist a request reads and changes: the signed-in
 * customer's, or else the visitor's of the cookie. Exactly one of the two ids
 * is set, as the tables' check constraints require.
 */
export type BasketOwner = { userId: string; visitorId: null } | { userId: null; visitorId: string };

export const userOwner = (userId: string): BasketOwner => ({ userId, visitorId: null });
export const visitorOwner = (visitorId: string): BasketOwner => ({ userId: null, visitorId });

/** The owner for reading, given the session already read; null for a visitor with nothing saved yet. */
export async function basketOwnerOf(user: SessionUser | null, request: Request): Promise<BasketOwner | null> {
  if (user) return userOwner(user.id);
  const visitorId = await readVisitorId(request);
  return visitorId ? visitorOwner(visitorId) : null;
}

export async function readBasketOwner(request: Request): Promise<BasketOwner | null> {
  return basketOwnerOf(await getSessionUser(request), request);
}

/** The owner for a change: a visitor without a cookie gets one (send `setCookie` with the answer). */
export async function basketOwnerForChange(
  request: Request,
): Promise<{ owner: BasketOwner; setCookie: string | null }> {
  const user = await getSessionUser(request);
  if (user) return { owner: userOwner(user.id), setCookie: null };
  const { visitorId, setCookie } = await visitorForChange(request);
  return { owner: visitorOwner(visitorId), setCookie };
}

/** `where` for a table's rows of this owner (a cart's or a wishlist's user_id / visitor_id). */
export function ownedBy(columns: { userId: AnyColumn; visitorId: AnyColumn }, owner: BasketOwner): SQL {
  return owner.userId !== null ? eq(columns.userId, owner.userId) : eq(columns.visitorId, owner.visitorId);
}

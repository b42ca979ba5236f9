import { eq, type AnyColumn, type SQL } from "drizzle-orm";
import { getSessionUser, type SessionUser } from "./session.server";
import { knownVisitor, newVisitor, readVisitorId } from "./visitor.server";

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

/**
 * Whose basket a change reads and writes. `owner` is the signed-in customer or the cookie's
 * visitor, or null for a visitor who has saved nothing yet: a removal or a quantity change
 * then has nothing to change. A new visitor is made only by `ownerForSaving`, called once
 * the change is known to save something (a product that exists and is on sale), so that a
 * refused or empty change makes no visitor row and sets no cookie.
 */
export interface BasketChange {
  owner: BasketOwner | null;
  ownerForSaving(): Promise<{ ok: true; owner: BasketOwner } | { ok: false; retryAfterSeconds: number }>;
  /** The headers to answer with: the visitor cookie, renewed or just made, if any. */
  headers(): HeadersInit | undefined;
}

export async function basketForChange(request: Request): Promise<BasketChange> {
  const user = await getSessionUser(request);
  let visitor = user ? null : await knownVisitor(request);
  const owner = user ? userOwner(user.id) : visitor ? visitorOwner(visitor.visitorId) : null;
  return {
    owner,
    async ownerForSaving() {
      if (owner) return { ok: true, owner };
      if (visitor) return { ok: true, owner: visitorOwner(visitor.visitorId) }; // made by an earlier call
      const made = await newVisitor(request);
      if (!made.ok) return made;
      visitor = made;
      return { ok: true, owner: visitorOwner(made.visitorId) };
    },
    headers: () => (visitor ? { "Set-Cookie": visitor.setCookie } : undefined),
  };
}

/** `where` for a table's rows of this owner (a cart's or a wishlist's user_id / visitor_id). */
export function ownedBy(columns: { userId: AnyColumn; visitorId: AnyColumn }, owner: BasketOwner): SQL {
  return owner.userId !== null ? eq(columns.userId, owner.userId) : eq(columns.visitorId, owner.visitorId);
}

import { getSessionUser } from "~/modules/accounts/session.server";
import { requestKeyMatches } from "./request-link.server";
import { findRequestByNumber, type CustomRequest } from "./requests.server";

/** Who opened a request: by its private link (the key, kept in the page's forms), its customer, or an admin. */
export type RequestViewer = { kind: "link"; key: string } | { kind: "customer"; userId: string } | { kind: "admin" };

export interface OpenedRequest {
  request: CustomRequest;
  viewer: RequestViewer;
}

/**
 * The request behind /requests/:number, for whoever may read it: the holder of its private
 * link, the account that sent it or that has proven its e-mail address, or an admin. Anyone
 * else gets null, the same answer as for a number that does not exist, so that numbers cannot
 * be tried out.
 */
export async function openRequest(request: Request, number: string, key: string | null): Promise<OpenedRequest | null> {
  const row = await findRequestByNumber(number);
  if (!row) return null;
  if (key && requestKeyMatches(row.id, key)) return { request: row, viewer: { kind: "link", key } };
  const user = await getSessionUser(request);
  if (!user) return null;
  if (user.isAdmin) return { request: row, viewer: { kind: "admin" } };
  const ownsIt = row.userId === user.id || (user.emailVerified && row.email.toLowerCase() === user.email.toLowerCase());
  return ownsIt ? { request: row, viewer: { kind: "customer", userId: user.id } } : null;
}

/** The key to carry in the page's links and forms (photos, accept, messages), when the viewer came by the link. */
export const viewerKey = (viewer: RequestViewer) => (viewer.kind === "link" ? viewer.key : null);

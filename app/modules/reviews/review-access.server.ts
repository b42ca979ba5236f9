import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { getSessionUser, type SessionUser } from "~/modules/accounts/session.server";
import { isOrderCustomer } from "~/modules/orders/order-access";
import { reviewKeyMatches } from "~/modules/orders/delivered-links.server";
import { REVIEWABLE_ORDER_STATUSES } from "./review-rules";

export type ReviewOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "number" | "userId" | "email" | "fullName" | "status" | "createdAt"
>;

/** Who opened an order's review page: the holder of the delivered mail's link, or the order's customer. */
export type ReviewViewer = { kind: "link"; key: string } | { kind: "customer"; user: SessionUser };

export interface OpenedReviewOrder {
  order: ReviewOrder;
  viewer: ReviewViewer;
  /** Delivered or completed: only then are its pieces reviewed. */
  reviewable: boolean;
}

/**
 * The order behind /orders/:number/review, for whoever may review its pieces: the holder of
 * the review link mailed on delivery, or the order's customer signed in (its account, or the
 * account that proved the order's e-mail). An admin is not a customer: reviews are customers'
 * words. Anyone else gets null, the same answer as for an order that does not exist.
 */
export async function openOrderForReview(
  request: Request,
  number: string,
  key: string | null,
): Promise<OpenedReviewOrder | null> {
  if (!/^[0-9a-f]{8}$/i.test(number)) return null;
  const [order] = await db()
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      email: orders.email,
      fullName: orders.fullName,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.number, number.toUpperCase()));
  if (!order) return null;
  const reviewable = isReviewableStatus(order.status);
  if (key && reviewKeyMatches(order.id, key)) return { order, viewer: { kind: "link", key }, reviewable };
  const user = await getSessionUser(request);
  if (!user || !isOrderCustomer(order, { userId: user.id, email: user.email, emailVerified: user.emailVerified })) {
    return null;
  }
  return { order, viewer: { kind: "customer", user }, reviewable };
}

export const isReviewableStatus = (status: string) => (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(status);

/** The key to carry in the page's links and form, when the viewer came by the link. */
export const reviewViewerKey = (viewer: ReviewViewer) => (viewer.kind === "link" ? viewer.key : null);

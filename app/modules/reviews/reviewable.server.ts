import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders, productReviews, products } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import type { ReviewOrder } from "./review-access.server";
import { REVIEWABLE_ORDER_STATUSES } from "./review-rules";

export type ReviewStatus = (typeof productReviews.$inferSelect)["status"];

export interface ReviewablePiece {
  productId: string;
  slug: string;
  name: string;
  image: string | null;
  /** Active and not archived: its page shows (and links to) its reviews. */
  inCatalogue: boolean;
  /** The customer's review of it, when written: the page then says where it stands instead of a form. */
  review: { status: ReviewStatus; rating: number; title: string } | null;
}

/**
 * The pieces of an order a customer may review, once each, with the review already written of
 * each. A piece withdrawn from the catalogue since (deactivated or archived) is still theirs to
 * review: the review is kept against the product and shows on its page if it returns; it is
 * named as the order line names it. A product deleted outright (only one no order holds can be:
 * removeProduct) has left its order lines, and has nothing to review. The customer is the
 * order's e-mail: the same address's review from another order counts.
 */
export async function reviewablePieces(order: ReviewOrder): Promise<ReviewablePiece[]> {
  const rows = await db()
    .selectDistinctOn([products.id], {
      productId: products.id,
      slug: products.slug,
      name: products.name,
      orderedName: orderItems.productName,
      inCatalogue: sql<boolean>`${products.isActive} and ${products.archivedAt} is null`,
      image: orderItems.image,
      reviewStatus: productReviews.status,
      reviewRating: productReviews.rating,
      reviewTitle: productReviews.title,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      productReviews,
      and(eq(productReviews.productId, products.id), eq(productReviews.email, order.email.toLowerCase())),
    )
    .where(eq(orderItems.orderId, order.id))
    .orderBy(products.id);
  return rows
    .map((row) => ({
      productId: row.productId,
      slug: row.slug,
      name: row.inCatalogue ? row.name : row.orderedName,
      image: row.image,
      inCatalogue: Boolean(row.inCatalogue),
      review:
        row.reviewStatus === null
          ? null
          : { status: row.reviewStatus, rating: row.reviewRating!, title: row.reviewTitle! },
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What a signed-in customer's product page offers: a link to review it, or where their review stands. */
export type ReviewInvite = { kind: "write"; orderNumber: string } | { kind: "written"; status: ReviewStatus } | null;

/**
 * Whether the signed-in customer may review the product: one of their orders holding it was
 * delivered or completed, and their e-mail has not reviewed it yet. Their orders are the
 * account's and, once its e-mail is proven, the guest orders placed with that e-mail.
 */
export async function reviewInviteFor(user: SessionUser | null, productId: string): Promise<ReviewInvite> {
  if (!user || user.isAdmin) return null;
  const own = user.emailVerified
    ? or(eq(orders.userId, user.id), and(isNull(orders.userId), eq(orders.email, user.email.toLowerCase())))
    : eq(orders.userId, user.id);
  const [order] = await db()
    .select({ number: orders.number, email: orders.email })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        own,
        eq(orderItems.productId, productId),
        inArray(orders.status, [...REVIEWABLE_ORDER_STATUSES]),
        isNotNull(orderItems.productId),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const [written] = await db()
    .select({ status: productReviews.status })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.productId, productId),
        or(eq(productReviews.email, order.email.toLowerCase()), eq(productReviews.userId, user.id)),
      ),
    )
    .limit(1);
  return written ? { kind: "written", status: written.status } : { kind: "write", orderNumber: order.number };
}

/**
 * Used by the submission: whether the product is one of the order's pieces, for sale or not
 * (reviewablePieces); a deleted product has left the order's lines.
 */
export async function orderHoldsReviewablePiece(orderId: string, productId: string): Promise<boolean> {
  const [row] = await db()
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return Boolean(row);
}

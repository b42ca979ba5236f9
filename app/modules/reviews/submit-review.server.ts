import { and, eq, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, productReviews, reviewPhotos } from "~/db/schema";
import { saveImageRow } from "~/modules/media/media-store.server";
import type { ProcessedImage } from "~/modules/media/upload.server";
import type { ReviewOrder } from "./review-access.server";
import { isReviewableStatus } from "./review-access.server";
import { queueOwnerReviewMail, reviewMailContext } from "./review-mails.server";
import { reviewAuthorName } from "./review-rules";
import type { ReviewInput } from "./review.schema";
import { orderHoldsReviewablePiece } from "./reviewable.server";

export type SubmitOutcome = { ok: true; repeated: boolean } | { ok: false; status: 403 | 404; message: string };

export const submitMessages = {
  notDelivered: "Reviews open once your order has been delivered.",
  notInOrder: "That piece is not in this order.",
  rateLimited: "You have sent several reviews in a short time; please wait a few minutes and try again.",
} as const;

type Queries = Pick<ReturnType<typeof db>, "select">;

/** Whether the customer (the order's e-mail, or the account) has reviewed the product already. */
async function hasReviewed(executor: Queries, productId: string, email: string, author: string | null) {
  const [earlier] = await executor
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.productId, productId),
        author
          ? or(eq(productReviews.email, email), eq(productReviews.userId, author))
          : eq(productReviews.email, email),
      ),
    )
    .limit(1);
  return Boolean(earlier);
}

/**
 * What a post of a review would meet, asked before its photos are read (the costly part): a
 * piece the order does not hold, a review the customer has written already (a re-post, a retry:
 * answered as the first post was, with no photo work), or a new review. submitReview decides
 * again inside its transaction.
 */
export async function reviewStanding(
  order: ReviewOrder,
  productId: string,
  { userId }: { userId: string | null },
): Promise<"new" | "written" | "not-in-order"> {
  if (!(await orderHoldsReviewablePiece(order.id, productId))) return "not-in-order";
  const written = await hasReviewed(db(), productId, order.email.toLowerCase(), userId ?? order.userId);
  return written ? "written" : "new";
}

/**
 * Stores a customer's review, pending the admin's approval, with its photos (private until then),
 * in one transaction. The rules are checked here whatever the form showed: the order was
 * delivered or completed (read again inside the transaction), the product is one of its pieces,
 * and the customer (the order's e-mail, or the account) has not reviewed the product yet. A
 * second post of the same review (a retry, a double tap) stores nothing more: `repeated`.
 * A new review tells the shop's owner it waits (queueOwnerReviewMail), in the same transaction;
 * `origin` is the shop's public origin for the mail's link.
 */
export async function submitReview(
  order: ReviewOrder,
  input: ReviewInput,
  photos: ProcessedImage[],
  { userId, origin }: { userId: string | null; origin?: string },
): Promise<SubmitOutcome> {
  if (!(await orderHoldsReviewablePiece(order.id, input.productId))) {
    return { ok: false, status: 404, message: submitMessages.notInOrder };
  }
  const mailContext = await reviewMailContext(origin);
  const email = order.email.toLowerCase();
  const author = userId ?? order.userId;
  return db().transaction(async (tx) => {
    // Shared lock: an admin cancelling the order at this moment waits for the review, or the review for it.
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for("share");
    if (!current || !isReviewableStatus(current.status)) {
      return { ok: false, status: 403, message: submitMessages.notDelivered };
    }
    if (await hasReviewed(tx, input.productId, email, author)) return { ok: true, repeated: true };
    const [row] = await tx
      .insert(productReviews)
      .values({
        productId: input.productId,
        orderId: order.id,
        userId: author,
        email,
        authorName: reviewAuthorName(order.fullName),
        rating: input.rating,
        title: input.title,
        body: input.body,
      })
      // Two posts at the same instant: the unique (product, e-mail) keeps one; the other is a repeat.
      .onConflictDoNothing()
      .returning({ id: productReviews.id });
    if (!row) return { ok: true, repeated: true };
    for (const [position, photo] of photos.entries()) {
      const imageId = await saveImageRow(tx, photo, { uploadedBy: author, isPrivate: true });
      await tx.insert(reviewPhotos).values({ reviewId: row.id, imageId, position });
    }
    await queueOwnerReviewMail(tx, row.id, mailContext);
    return { ok: true, repeated: false };
  });
}

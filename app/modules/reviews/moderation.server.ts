import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, productReviews, products } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { boughtVariantLabels, orderPieceKey } from "~/modules/orders/bought-variants.server";
import { photosOf } from "./product-reviews.server";
import { queueReviewPublishedMail, reviewMailContext } from "./review-mails.server";
import type { ModerationFilter } from "./review-rules";
import type { ReviewStatus } from "./reviewable.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";

export const MODERATION_PAGE_SIZE = 20;

/** How many reviews wait, are shown and are hidden: the moderation list's tabs. */
export async function reviewCounts(): Promise<Record<ReviewStatus, number>> {
  const rows = await db()
    .select({ status: productReviews.status, value: count() })
    .from(productReviews)
    .groupBy(productReviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** How many reviews wait to be read: the dashboard's count (one indexed count). */
export async function countReviewsWaiting(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(productReviews).where(eq(productReviews.status, "pending"));
  return row?.value ?? 0;
}

/** One page of the reviews in a state, the waiting ones oldest first (first come, first read), the others newest first. */
export async function moderationList(filter: ModerationFilter, page: number) {
  const rows = await db()
    .select({
      id: productReviews.id,
      status: productReviews.status,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      reply: productReviews.reply,
      authorName: productReviews.authorName,
      email: productReviews.email,
      helpfulCount: productReviews.helpfulCount,
      createdAt: productReviews.createdAt,
      productId: productReviews.productId,
      productName: products.name,
      productSlug: products.slug,
      orderId: orders.id,
      orderNumber: orders.number,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.status, filter))
    .orderBy(filter === "pending" ? productReviews.createdAt : desc(productReviews.createdAt), productReviews.id)
    .limit(MODERATION_PAGE_SIZE)
    .offset((page - 1) * MODERATION_PAGE_SIZE);
  const [photos, bought] = await Promise.all([photosOf(rows.map((row) => row.id)), boughtVariantLabels(rows)]);
  // What the reviewer bought, as their order recorded it: the variants of the product they review.
  return rows.map((row) => ({
    ...row,
    photos: photos.get(row.id) ?? [],
    bought: bought.get(orderPieceKey(row)) ?? [],
  }));
}

export type ModerationRow = Awaited<ReturnType<typeof moderationList>>[number];

export type ModerationIntent = "approve" | "hide" | "reply";

export type ModerationOutcome = { ok: true; changed: boolean } | { ok: false; status: 404; message: string };

const AUDIT_ACTION = { approve: "review.approved", hide: "review.hidden", reply: "review.replied" } as const;

/**
 * Approves, hides or answers a review. The product keeps its approved reviews' count and star
 * total (cards and search results read them with no join); they move in the same transaction as
 * the review's state, with the review's row locked, so two admins clicking at once count it once.
 * Approving an approved review changes nothing and writes nothing: safe to send twice.
 * The first approval mails the reviewer that it is published, and marks the review so: hidden
 * and approved again, it is not mailed twice; hidden from the start, it is never mailed.
 * `origin` is the shop's public origin, for the mail's link to the product.
 */
export async function moderateReview(
  reviewId: string,
  intent: ModerationIntent,
  by: AuditActor,
  reply: string | null = null,
  origin?: string,
): Promise<ModerationOutcome> {
  // Read before the transaction: on the embedded database db() inside it would wait for itself.
  const mailContext = intent === "approve" ? await reviewMailContext(origin) : null;
  const outcome = await db().transaction(async (tx): Promise<ModerationOutcome> => {
    const [review] = await tx
      .select({
        id: productReviews.id,
        status: productReviews.status,
        rating: productReviews.rating,
        reply: productReviews.reply,
        productId: productReviews.productId,
        title: productReviews.title,
        publishedMailAt: productReviews.publishedMailAt,
      })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId))
      .for("update");
    if (!review) return { ok: false, status: 404, message: "That review no longer exists." };
    const target = { type: "review", id: review.id, label: review.title };
    if (intent === "reply") {
      if ((review.reply ?? null) === reply) return { ok: true, changed: false };
      await tx
        .update(productReviews)
        .set({ reply, repliedAt: reply ? new Date() : null })
        .where(eq(productReviews.id, review.id));
      await recordAudit(
        by,
        { action: AUDIT_ACTION.reply, target, changes: { reply: { before: review.reply, after: reply } } },
        tx,
      );
      return { ok: true, changed: true };
    }
    const next: ReviewStatus = intent === "approve" ? "approved" : "hidden";
    if (review.status === next) return { ok: true, changed: false };
    const step = next === "approved" ? 1 : review.status === "approved" ? -1 : 0;
    const tellReviewer = next === "approved" && review.publishedMailAt === null && mailContext !== null;
    await tx
      .update(productReviews)
      .set({ status: next, moderatedAt: new Date(), ...(tellReviewer && { publishedMailAt: new Date() }) })
      .where(eq(productReviews.id, review.id));
    if (tellReviewer) await queueReviewPublishedMail(tx, review.id, mailContext);
    if (step !== 0) {
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + ${step}`,
          ratingTotal: sql`${products.ratingTotal} + ${step * review.rating}`,
        })
        .where(eq(products.id, review.productId));
    }
    await recordAudit(
      by,
      { action: AUDIT_ACTION[intent], target, changes: { status: { before: review.status, after: next } } },
      tx,
    );
    return { ok: true, changed: true };
  });
  // Product pages show approved reviews and their answers; cards, the count and the stars.
  if (outcome.ok && outcome.changed) sharedPagesChanged("catalogue");
  return outcome;
}

import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews, products, reviewVotes } from "~/db/schema";

/**
 * One 'Helpful' from one voter (an account, or a visitor's browser) for an approved review; a
 * second tap changes nothing. The count is kept on the review with the vote, in one transaction,
 * so that sorting by it reads no votes. Returns the product's slug to go back to, or null when
 * there is no such approved review.
 */
export async function voteHelpful(reviewId: string, voter: string): Promise<{ slug: string; counted: boolean } | null> {
  return db().transaction(async (tx) => {
    const review = await votableReview(reviewId, tx);
    if (!review) return null;
    const [vote] = await tx
      .insert(reviewVotes)
      .values({ reviewId, voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (vote) {
      await tx
        .update(productReviews)
        .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
        .where(eq(productReviews.id, reviewId));
    }
    return { slug: review.slug, counted: Boolean(vote) };
  });
}

/** The approved review's product slug, or null: the only reviews a vote may count for. */
export async function votableReview(reviewId: string, executor: Pick<ReturnType<typeof db>, "select"> = db()) {
  const [review] = await executor
    .select({ slug: products.slug })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.status, "approved")));
  return review ?? null;
}

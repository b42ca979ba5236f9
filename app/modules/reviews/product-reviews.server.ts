import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { productReviews, reviewPhotos } from "~/db/schema";
import { boughtVariantLabels, orderPieceKey } from "~/modules/orders/bought-variants.server";
import { REVIEWS_PAGE_SIZE, type ReviewSort } from "./review-rules";

export interface PublishedReview {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  reply: string | null;
  helpfulCount: number;
  createdAt: Date;
  /** Image ids, in the customer's order: served by /reviews/photos/<id>.webp once approved. */
  photos: string[];
  /** The variants the review's order bought of the product ('Velvet, 3-seater'); empty for a product without options. */
  bought: string[];
}

export interface ProductReviewsPage {
  reviews: PublishedReview[];
  /** Approved reviews per star, five stars first: [5★, 4★, 3★, 2★, 1★]. */
  distribution: [number, number, number, number, number];
  total: number;
  page: number;
  pageCount: number;
  sort: ReviewSort;
}

const approved = (productId: string) =>
  and(eq(productReviews.productId, productId), eq(productReviews.status, "approved"));

/** One page of a product's approved reviews, newest or most helpful first, with the stars' distribution. */
export async function productReviewsPage(
  productId: string,
  { sort, page }: { sort: ReviewSort; page: number },
): Promise<ProductReviewsPage> {
  const stars = await db()
    .select({ rating: productReviews.rating, value: count() })
    .from(productReviews)
    .where(approved(productId))
    .groupBy(productReviews.rating);
  const distribution: ProductReviewsPage["distribution"] = [0, 0, 0, 0, 0];
  for (const row of stars) distribution[5 - row.rating] = row.value;
  const total = distribution.reduce((sum, value) => sum + value, 0);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  if (total === 0) return { reviews: [], distribution, total, page: 1, pageCount, sort };
  const order =
    sort === "helpful"
      ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt), asc(productReviews.id)]
      : [desc(productReviews.createdAt), asc(productReviews.id)];
  const rows = await db()
    .select({
      id: productReviews.id,
      authorName: productReviews.authorName,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      reply: productReviews.reply,
      helpfulCount: productReviews.helpfulCount,
      createdAt: productReviews.createdAt,
      orderId: productReviews.orderId,
    })
    .from(productReviews)
    .where(approved(productId))
    .orderBy(...order)
    .limit(REVIEWS_PAGE_SIZE)
    .offset((shown - 1) * REVIEWS_PAGE_SIZE);
  const [photos, bought] = await Promise.all([
    photosOf(rows.map((row) => row.id)),
    boughtVariantLabels(rows.map((row) => ({ orderId: row.orderId, productId }))),
  ]);
  return {
    // The order's id stays on the server: the page needs only what it bought.
    reviews: rows.map(({ orderId, ...row }) => ({
      ...row,
      photos: photos.get(row.id) ?? [],
      bought: bought.get(orderPieceKey({ orderId, productId })) ?? [],
    })),
    distribution,
    total,
    page: shown,
    pageCount,
    sort,
  };
}

/** Each review's photo ids, in position order. */
export async function photosOf(reviewIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (reviewIds.length === 0) return map;
  const rows = await db()
    .select({ reviewId: reviewPhotos.reviewId, imageId: reviewPhotos.imageId })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(reviewPhotos.reviewId, reviewPhotos.position);
  for (const row of rows) map.set(row.reviewId, [...(map.get(row.reviewId) ?? []), row.imageId]);
  return map;
}

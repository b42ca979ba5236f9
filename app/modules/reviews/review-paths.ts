import type { ReviewSort } from "./review-rules";

/** A product page's reviews at a sort and page, landing on the reviews' section. */
export function productReviewsHref(productPath: string, sort: ReviewSort, page: number): string {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviews", sort);
  if (page > 1) params.set("rpage", String(page));
  const query = params.toString();
  return `${productPath}${query ? `?${query}` : ""}#reviews`;
}

/** A review photo's address: served by /reviews/photos/ only while the review may be seen. */
export const reviewPhotoSrc = (imageId: string, width?: number) =>
  `/reviews/photos/${imageId}.webp${width ? `?w=${width}` : ""}`;

export const helpfulVotePath = (reviewId: string) => `/reviews/${reviewId}/helpful`;

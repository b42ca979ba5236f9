import BadgeCheck from "lucide-react/icons/badge-check";
import ThumbsUp from "lucide-react/icons/thumbs-up";
import { StarRating } from "~/components/ui/star-rating";
import { formatShopDate } from "~/utils/shop-time";
import type { PublishedReview } from "../product-reviews.server";
import { ReviewPhotos } from "./review-photos";
import { helpfulVotePath } from "../review-paths";
import { boughtText } from "../review-bought";

/**
 * One published review: stars, title, who and when, which variant they bought (a product sold in
 * options), the text, photos, the shop's answer and 'Helpful'.
 */
export function ReviewItem({ review, back }: { review: PublishedReview; back: string }) {
  const bought = boughtText(review.bought);
  return (
    <article id={`review-${review.id}`} className="grid gap-3 py-6" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} />
        <h3 className="font-display text-lg font-medium text-espresso">{review.title}</h3>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-semibold text-espresso">{review.authorName}</span>
        <span className="inline-flex items-center gap-1 text-sage">
          <BadgeCheck className="size-4" aria-hidden="true" /> Verified purchase
        </span>
        <time dateTime={new Date(review.createdAt).toISOString()}>{formatShopDate(new Date(review.createdAt))}</time>
      </p>
      {bought && (
        <p className="text-sm text-muted" data-testid="review-bought">
          {bought}
        </p>
      )}
      <p className="leading-relaxed whitespace-pre-line text-espresso">{review.body}</p>
      <ReviewPhotos photos={review.photos} altFor={(n) => `Photo ${n} from ${review.authorName}'s review`} size={112} />
      {review.reply && (
        <div className="rounded-[var(--radius-card)] border-l-4 border-brass bg-cream px-4 py-3 text-sm">
          <p className="font-semibold text-espresso">Our answer</p>
          <p className="mt-1 whitespace-pre-line text-muted">{review.reply}</p>
        </div>
      )}
      <HelpfulButton reviewId={review.id} count={review.helpfulCount} back={back} />
    </article>
  );
}

/**
 * 'Helpful (3)': a plain form, which needs no JavaScript: the vote comes back to this page at
 * the review, with the new count. (A fetcher would save the reload but ship code to every
 * product page for a button few press.)
 */
function HelpfulButton({ reviewId, count, back }: { reviewId: string; count: number; back: string }) {
  return (
    <form method="post" action={helpfulVotePath(reviewId)} className="text-sm">
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-4 font-semibold text-walnut hover:bg-cream"
      >
        <ThumbsUp className="size-4" aria-hidden="true" />
        Helpful ({count})
      </button>
    </form>
  );
}

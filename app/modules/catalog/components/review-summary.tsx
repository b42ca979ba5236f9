import Star from "lucide-react/icons/star";
import { averageOf, StarRating } from "~/components/ui/star-rating";

/** '1 review', '12 reviews'. */
export const reviewCountText = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;

/**
 * A product's approved reviews at a glance: the average and the count, linking to the list, or
 * 'No reviews yet'. Only customers' verified reviews count (DECISIONS: 'Honest numbers'), so the
 * spec's fixed five stars and '(4.8 reviews)' are never shown.
 */
export function ReviewSummary({ count, total, href }: { count: number; total: number; href?: string }) {
  if (count === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="review-summary">
        <Star className="size-4 text-brass" aria-hidden="true" />
        No reviews yet
      </p>
    );
  }
  const average = averageOf(count, total);
  const text = (
    <>
      <StarRating value={average} />
      <span className="font-semibold text-espresso">{average.toFixed(1)}</span>
      <span className="text-muted">({reviewCountText(count)})</span>
    </>
  );
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="review-summary">
      {href ? (
        <a href={href} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

/** A card's line: stars, the average and the count in brackets; nothing when there is no review. */
export function CardRating({ count, total }: { count: number; total: number }) {
  if (count === 0) return null;
  const average = averageOf(count, total);
  return (
    <p className="mt-1.5 flex items-center gap-1.5 text-xs text-muted" data-testid="card-rating">
      <StarRating value={average} size="sm" />
      <span>
        {average.toFixed(1)} ({count.toLocaleString("en-US")})
      </span>
    </p>
  );
}

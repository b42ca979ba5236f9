import Star from "lucide-react/icons/star";

/**
 * A product's reviews at a glance. The spec's fixed five stars and '(4.8 reviews)' described no
 * review anyone wrote (DECISIONS: 'Honest numbers'); the shop has no reviews yet, so it says so.
 * Verified reviews (issue 19) will give the average and the count here.
 */
export function ReviewSummary() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted" data-testid="review-summary">
      <Star className="size-4 text-brass" aria-hidden="true" />
      No reviews yet
    </p>
  );
}

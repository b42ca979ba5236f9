import Star from "lucide-react/icons/star";

/** The spec's fixed five stars and '(4.8 reviews)'. Display only: it is not put in structured data. */
export function StarRating() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <span className="flex text-brass" role="img" aria-label="Rated 5 out of 5">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} className="size-4 fill-current" aria-hidden="true" />
        ))}
      </span>
      (4.8 reviews)
    </p>
  );
}

/** The share of each star count, five stars first, as text a screen reader reads and bars the eye reads. */
export function ReviewDistribution({ distribution, total }: { distribution: readonly number[]; total: number }) {
  return (
    <ul role="list" className="grid gap-2" aria-label="Ratings by stars">
      {distribution.map((count, index) => {
        const stars = 5 - index;
        const percent = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
            <span className="text-espresso">
              {stars} {stars === 1 ? "star" : "stars"}
            </span>
            <span className="h-2 overflow-hidden rounded-full bg-cream ring-1 ring-line" aria-hidden="true">
              <span className="block h-full rounded-full bg-brass" style={{ width: `${percent}%` }} />
            </span>
            <span className="text-right text-muted">
              <span className="sr-only">
                {count} {count === 1 ? "review" : "reviews"},{" "}
              </span>
              {percent}%
            </span>
          </li>
        );
      })}
    </ul>
  );
}

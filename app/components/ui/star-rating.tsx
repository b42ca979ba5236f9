import Star from "lucide-react/icons/star";
import { cn } from "~/utils/cn";

/** An average to one decimal, as shops show it ('4.5'); 0 when there is nothing to average. */
export function averageOf(count: number, total: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}

/**
 * Five stars filled to `value` (halves shown as a half-filled star), read by a screen reader as
 * one phrase ('4.5 out of 5 stars') rather than five pictures.
 */
export function StarRating({
  value,
  size = "md",
  className,
}: {
  value: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const icon = size === "sm" ? "size-3.5" : "size-4";
  return (
    <span
      role="img"
      aria-label={`${value} out of 5 stars`}
      className={cn("inline-flex items-center gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - star + 1));
        return (
          <span key={star} className={cn("relative inline-block", icon)} aria-hidden="true">
            <Star className={cn("absolute inset-0 text-line", icon)} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
                <Star className={cn("fill-brass text-brass", icon)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

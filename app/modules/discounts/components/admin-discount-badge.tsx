import { cn } from "~/utils/cn";
import { DISCOUNT_STATE_LABELS, DISCOUNT_STATE_TONES, type DiscountState } from "../admin-discount-state";

/** A code's state as a badge: Scheduled, Running, Paused, Ended. */
export function DiscountStateBadge({ state, className }: { state: DiscountState; className?: string }) {
  return (
    <span
      data-testid="discount-state"
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap",
        DISCOUNT_STATE_TONES[state],
        className,
      )}
    >
      {DISCOUNT_STATE_LABELS[state]}
    </span>
  );
}

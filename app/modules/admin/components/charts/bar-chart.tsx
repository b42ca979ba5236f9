import { cn } from "~/utils/cn";
import { share } from "./scale";

export interface Bar {
  label: string;
  value: number;
  /** The value as shown beside the bar ('PKR 1,250,000', '12'). */
  display: string;
  /** A fill class from the theme (fill-walnut, fill-sage…); walnut when not given. */
  tone?: string;
}

/**
 * Horizontal bars, one row per item, the label above its bar and the value
 * at its end: long names (products) wrap instead of being cut. Lengths are
 * relative to the largest value. One image to assistive technology, named by
 * `label`; the frame's table has the figures.
 */
export function BarChart({ label, bars }: { label: string; bars: Bar[] }) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <div role="img" aria-label={label} className="space-y-3.5">
      {bars.map((bar, index) => (
        <div key={index} aria-hidden="true">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span className="min-w-0 text-espresso">{bar.label}</span>
            <span className="shrink-0 font-semibold text-espresso tabular-nums">{bar.display}</span>
          </div>
          <svg className="mt-1.5 block h-2.5 w-full" focusable="false">
            <rect width="100%" height="100%" rx="5" className="fill-cream" />
            {bar.value > 0 && (
              <rect
                width={`${Math.max(1.5, share(bar.value, max))}%`}
                height="100%"
                rx="5"
                className={cn(bar.tone ?? "fill-walnut")}
              />
            )}
          </svg>
        </div>
      ))}
    </div>
  );
}

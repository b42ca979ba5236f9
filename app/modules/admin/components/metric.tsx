import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * One figure of a `<dl>` grid: label, value and an optional note and meter
 * (a percentage bar; decorative, since the value says the same).
 */
export function Metric({
  id,
  label,
  value,
  note,
  meter,
  featured = false,
  className,
}: {
  id: string;
  label: string;
  value: string;
  note?: ReactNode;
  meter?: number;
  featured?: boolean;
  className?: string;
}) {
  return (
    <div
      data-testid={`metric-${id}`}
      className={cn(
        "flex flex-col rounded-[var(--radius-card)] border p-4 sm:p-5",
        featured ? "border-walnut-dark bg-walnut text-linen shadow-lift" : "border-line bg-linen shadow-soft",
        className,
      )}
    >
      <dt
        className={cn(
          "text-xs font-bold tracking-[0.06em] uppercase sm:tracking-[0.14em]",
          featured ? "text-brass-light" : "text-muted",
        )}
      >
        {label}
      </dt>
      <dd
        className={cn(
          "mt-2 font-display leading-none font-medium tabular-nums",
          featured ? "text-4xl sm:text-5xl" : "text-3xl text-espresso",
        )}
      >
        {value}
      </dd>
      {meter !== undefined && (
        <dd aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-cream">
          <span className="block h-full rounded-full bg-sage" style={{ width: `${Math.min(100, meter)}%` }} />
        </dd>
      )}
      {note && <dd className={cn("mt-auto pt-2 text-xs", featured ? "text-linen/85" : "text-muted")}>{note}</dd>}
    </div>
  );
}

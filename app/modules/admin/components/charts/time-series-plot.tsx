import { useState, type PointerEvent, type ReactNode } from "react";
import { cn } from "~/utils/cn";
import { share, type Scale } from "./scale";

/** What a chart over days takes: one value and one label per slot. */
export interface SeriesChartProps {
  label: string;
  /** Said over the plot when every value is zero. */
  empty: string;
  values: number[];
  slotLabels: string[];
  formatTick: (value: number) => string;
  tooltip: (index: number) => ReactNode;
}

export interface PlotGeometry {
  count: number;
  /** Centre of slot `index`, in percent of the plot's width. */
  x(index: number): number;
  /** Height of `value` above the baseline, in percent of the plot's height. */
  height(value: number): number;
  /** The slot under the pointer, if any. */
  active: number | null;
}

/**
 * The frame of a chart over days: value labels and grid lines, day labels
 * under it, a tooltip for the slot under the pointer. Labels are HTML, so
 * they stay sharp and readable at any width; the marks are SVG drawn in
 * percentages by the chart (`children`). The whole is one image to assistive
 * technology, named by `label`; the figures themselves are in the frame's table.
 */
export function TimeSeriesPlot({
  label,
  scale,
  formatTick,
  slotLabels,
  labelEvery = 7,
  tooltip,
  empty,
  children,
}: {
  label: string;
  /** Shown over the plot when every value is zero ('No orders in the last 30 days'). */
  empty?: string;
  scale: Scale;
  formatTick: (value: number) => string;
  slotLabels: string[];
  labelEvery?: number;
  tooltip: (index: number) => ReactNode;
  children: (geometry: PlotGeometry) => ReactNode;
}) {
  const [active, setActive] = useState<number | null>(null);
  const count = slotLabels.length;
  const geometry: PlotGeometry = {
    count,
    x: (index) => ((index + 0.5) / count) * 100,
    height: (value) => share(value, scale.max),
    active,
  };
  const track = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - box.left) / box.width) * count);
    setActive(Math.min(count - 1, Math.max(0, index)));
  };
  // Today is always labelled, then every `labelEvery` days back.
  const labelled = slotLabels.map((_, index) => (count - 1 - index) % labelEvery === 0);

  return (
    <div role="img" aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-3">
      <div
        aria-hidden="true"
        className="relative h-52 text-right text-[11px] leading-none text-muted tabular-nums sm:h-60"
      >
        {/* An invisible copy of the widest label gives the column its width. */}
        <span className="invisible block">{formatTick(scale.ticks.at(-1) ?? 0)}</span>
        {scale.ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 translate-y-1/2"
            style={{ bottom: `${share(tick, scale.max)}%` }}
          >
            {formatTick(tick)}
          </span>
        ))}
      </div>
      <div
        aria-hidden="true"
        className="relative h-52 touch-pan-y sm:h-60"
        onPointerMove={track}
        onPointerDown={track}
        onPointerLeave={() => setActive(null)}
      >
        <svg className="absolute inset-0 size-full overflow-visible" focusable="false">
          {active !== null && (
            <rect
              x={`${(active / count) * 100}%`}
              width={`${100 / count}%`}
              y="0"
              height="100%"
              className="fill-cream"
            />
          )}
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100%"
              y1={`${100 - share(tick, scale.max)}%`}
              y2={`${100 - share(tick, scale.max)}%`}
              className={tick === 0 ? "stroke-muted/60" : "stroke-line"}
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
          ))}
          {children(geometry)}
        </svg>
        {empty && <p className="absolute inset-x-0 top-1/3 text-center text-sm text-muted">{empty}</p>}
        {active !== null && (
          // Beside the column, on the side with more room, so the column itself stays in view.
          <div
            className="pointer-events-none absolute top-0 z-10 w-max max-w-48 rounded-lg bg-espresso px-3 py-2 text-xs text-linen shadow-lift"
            style={
              geometry.x(active) < 50
                ? { left: `calc(${geometry.x(active)}% + 0.75rem)` }
                : { right: `calc(${100 - geometry.x(active)}% + 0.75rem)` }
            }
          >
            {tooltip(active)}
          </div>
        )}
      </div>
      <div />
      <div aria-hidden="true" className="relative mt-2 h-4 text-[11px] leading-none text-muted">
        {slotLabels.map((slotLabel, index) =>
          labelled[index] ? (
            <span
              key={slotLabel}
              className={cn("absolute whitespace-nowrap", index === count - 1 ? "right-0" : "-translate-x-1/2")}
              style={index === count - 1 ? undefined : { left: `${geometry.x(index)}%` }}
            >
              {slotLabel}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}

import { niceScale } from "./scale";
import { TimeSeriesPlot, type SeriesChartProps } from "./time-series-plot";

/**
 * A line through the slots' values over a soft area, with a point per slot:
 * for counts (whole-number axis). The line is drawn in a stretched 100 × 100
 * box with a stroke that does not stretch; points are placed in percentages
 * so they stay round.
 */
export function LineChart({ label, values, slotLabels, formatTick, tooltip, empty }: SeriesChartProps) {
  // At least 0 to 4: a day with one order should not look like a spike to the top.
  const scale = niceScale(Math.max(4, ...values), { integer: true });
  return (
    <TimeSeriesPlot
      label={label}
      scale={scale}
      formatTick={formatTick}
      slotLabels={slotLabels}
      tooltip={tooltip}
      empty={values.some((value) => value > 0) ? undefined : empty}
    >
      {({ x, height, active }) => {
        const points = values.map((value, index) => `${x(index).toFixed(3)},${(100 - height(value)).toFixed(3)}`);
        const first = x(0).toFixed(3);
        const last = x(values.length - 1).toFixed(3);
        return (
          <>
            <svg
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="overflow-visible"
              width="100%"
              height="100%"
            >
              <polygon points={`${first},100 ${points.join(" ")} ${last},100`} className="fill-terracotta/10" />
              <polyline
                points={points.join(" ")}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
                className="stroke-terracotta"
              />
            </svg>
            {values.map((value, index) => (
              <circle
                key={index}
                cx={`${x(index)}%`}
                cy={`${100 - height(value)}%`}
                r={index === active ? 5 : 2.5}
                strokeWidth="1.5"
                className="fill-linen stroke-terracotta"
              />
            ))}
          </>
        );
      }}
    </TimeSeriesPlot>
  );
}

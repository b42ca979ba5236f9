import { niceScale } from "./scale";
import { TimeSeriesPlot, type SeriesChartProps } from "./time-series-plot";

/**
 * One column per slot (a day): walnut, the one under the pointer brass. A
 * slot at zero keeps a sliver on the baseline, so 'no sales' reads as a value.
 */
export function ColumnChart({ label, values, slotLabels, formatTick, tooltip, empty }: SeriesChartProps) {
  const scale = niceScale(Math.max(0, ...values));
  return (
    <TimeSeriesPlot
      label={label}
      scale={scale}
      formatTick={formatTick}
      slotLabels={slotLabels}
      tooltip={tooltip}
      empty={values.some((value) => value > 0) ? undefined : empty}
    >
      {({ count, x, height, active }) => {
        const width = (100 / count) * 0.64;
        return values.map((value, index) => {
          const h = value > 0 ? Math.max(1.5, height(value)) : 0;
          return (
            <rect
              key={index}
              x={`${x(index) - width / 2}%`}
              width={`${width}%`}
              y={`${100 - (h || 1)}%`}
              height={`${h || 1}%`}
              rx="2"
              className={value === 0 ? "fill-line" : index === active ? "fill-brass" : "fill-walnut transition-colors"}
            />
          );
        });
      }}
    </TimeSeriesPlot>
  );
}

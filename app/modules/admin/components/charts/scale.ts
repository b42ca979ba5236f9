/** A value axis from zero: its top and the values that get a grid line and a label. */
export interface Scale {
  max: number;
  ticks: number[];
}

/**
 * Round steps (1, 2, 2.5, 5 times a power of ten; whole numbers for counts)
 * so that the axis reads 0, 50K, 100K, 150K rather than 0, 43,750, 87,500.
 */
export function niceScale(maxValue: number, { tickCount = 4, integer = false } = {}): Scale {
  if (!(maxValue > 0)) return { max: integer ? tickCount : 1, ticks: [0] };
  // Of four or five steps, the one that wastes the least room above the data.
  const [best] = [tickCount, tickCount + 1]
    .map((count) => stepFor(maxValue / count, integer))
    .map((step) => ({ step, steps: Math.ceil(maxValue / step) }))
    .sort((a, b) => a.step * a.steps - b.step * b.steps || a.steps - b.steps);
  const { step, steps } = best!;
  return { max: steps * step, ticks: Array.from({ length: steps + 1 }, (_, index) => index * step) };
}

function stepFor(raw: number, integer: boolean): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const multiples = integer ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  const step = multiples.map((multiple) => multiple * magnitude).find((candidate) => candidate >= raw) ?? raw;
  return integer ? Math.max(1, Math.ceil(step)) : step;
}

/** Share of the axis a value takes, in percent. */
export function share(value: number, max: number): number {
  return max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** '450K', '1.3M': axis labels that stay short on a phone. */
export function compactNumber(value: number): string {
  return compact.format(value);
}

// Numbers shared by the benchmarks: a seeded generator so runs compare, percentiles, the machine's load.
import os from "node:os";

/** mulberry32: a small seeded PRNG, with the two helpers the generators use. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    between: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
  };
}

/** Nearest-rank percentile of sorted milliseconds. */
export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Milliseconds rounded for a table. */
export const ms = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1));

/** Other work on the machine skews every figure: say how busy it was. */
export function load() {
  const averages = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${averages.join(" ")} on ${os.cpus().length} cores`;
}

/** A latency table row: calls, p50, p95, p99 and the slowest, in milliseconds. */
export function summary(runs: number[]) {
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: ms(percentile(sorted, 0.5)),
    p95: ms(percentile(sorted, 0.95)),
    p99: ms(percentile(sorted, 0.99)),
    max: ms(sorted.at(-1) ?? NaN),
  };
}

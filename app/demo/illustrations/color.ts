/** Colour maths, palette constants and seeded randomness. */
// ---------------------------------------------------------------- colour

export function rgb(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(h)) return [136, 128, 120];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function hex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend from a (t = 0) to b (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const WARM_WHITE = "#fffaf2";
const WARM_BLACK = "#1e140d";

/** Lighten (amount > 0) towards warm white or darken (amount < 0) towards warm black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, WARM_WHITE, amount) : mix(color, WARM_BLACK, -amount);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function lum(color: string): number {
  const [r, g, b] = rgb(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const SHADOW = "#3b2a1f";
export const BRASS = "#bf9b5a";
export const IVORY = "#f6f0e6";
export const LEAF = ["#6f8460", "#7f936c", "#5d7150", "#8fa27a", "#687c59"] as const;
export const GLASS = "#dfe6e4";

// ---------------------------------------------------------------- hashing

export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

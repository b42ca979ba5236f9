/**
 * Shared pieces of the swatch close-ups: the square they are drawn in, colour helpers that keep
 * texture visible on very light and very dark materials, noise filters and the finishing light.
 */
import { hex, lum, mix, rgb, shade } from "./color";
import type { Ctx } from "./context";
import { type Attrs, rect, tag } from "./svg";

/** Swatches are drawn in a 120-unit square; the renderer scales it to the file's width. */
export const SWATCH_SVG_SIZE = 120;
export const S = SWATCH_SVG_SIZE;

/** The darker side of a material: creases, gaps between threads, grain. Near-black still shows. */
export function deep(color: string, amount: number): string {
  return lum(color) < 0.15 ? shade(color, amount * 0.5) : shade(color, -amount);
}

/** A colour rotated round the hue circle, with its saturation and lightness set (0-1). */
export function hueShift(color: string, degrees: number, saturation: number, lightness: number): string {
  const [r, g, b] = rgb(color).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let hue = 0;
  if (max !== min) {
    const span = max - min;
    if (max === r) hue = ((g - b) / span + (g < b ? 6 : 0)) * 60;
    else if (max === g) hue = ((b - r) / span + 2) * 60;
    else hue = ((r - g) / span + 4) * 60;
  }
  const h = (((hue + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return hex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/** The whole square in one fill. */
export const fillAll = (fill: string, more: Attrs = {}) => rect(0, 0, S, S, fill, more);

/** A repeating tile (user units), returned as a fill. */
export function pattern(ctx: Ctx, key: string, w: number, h: number, body: string, more: Attrs = {}): string {
  const id = ctx.def(`pattern:${key}`, (id) =>
    tag("pattern", { id, width: w, height: h, patternUnits: "userSpaceOnUse", ...more }, body),
  );
  return `url(#${id})`;
}

/**
 * Seeded noise in one colour: alpha follows the noise (turbulence makes crease networks, fractal
 * noise soft mottling). `gain` and `bias` shape alpha = gain * noise + bias. librsvg draws it the
 * same every time for the same seed.
 */
export function noise(
  ctx: Ctx,
  o: { freq: string; octaves: number; type: "turbulence" | "fractalNoise"; color: string; gain: number; bias: number },
): string {
  const [r, g, b] = rgb(o.color).map((v) => (v / 255).toFixed(3));
  const seed = Math.floor(ctx.rnd(1, 999));
  const id = ctx.def(`noise:${JSON.stringify(o)}`, (id) =>
    tag(
      "filter",
      { id, x: 0, y: 0, width: 1, height: 1, filterUnits: "objectBoundingBox", "color-interpolation-filters": "sRGB" },
      tag("feTurbulence", { type: o.type, baseFrequency: o.freq, numOctaves: o.octaves, seed, stitchTiles: "stitch" }) +
        tag("feColorMatrix", {
          type: "matrix",
          values: `0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${o.gain} 0 0 0 ${o.bias}`,
        }),
    ),
  );
  return fillAll("#000", { filter: `url(#${id})` });
}

/**
 * The light falling on the swatch: brighter at the top left, a little shade at the bottom right,
 * so a flat colour reads as a surface. `gloss` adds a soft reflected band (lacquer, leather, metal).
 */
export function light(ctx: Ctx, strength = 1, gloss = 0): string {
  let s = fillAll(
    ctx.grad(
      [
        [0, "#ffffff", 0.16 * strength],
        [0.45, "#ffffff", 0],
        [0.7, "#000000", 0],
        [1, "#000000", 0.2 * strength],
      ],
      "d",
    ),
  );
  if (gloss > 0)
    s += fillAll(
      ctx.grad(
        [
          [0.2, "#ffffff", 0],
          [0.34, "#ffffff", 0.32 * gloss],
          [0.42, "#ffffff", 0.08 * gloss],
          [0.6, "#ffffff", 0],
        ],
        "d",
      ),
    );
  return s;
}

/** Two tones of one colour for threads: the lit top of a thread and the shadow at its sides. */
export function threadTones(color: string): { lit: string; side: string } {
  return { lit: mix(color, "#ffffff", lum(color) > 0.7 ? 0.35 : 0.18), side: deep(color, 0.28) };
}

/** Swatch close-ups of plain upholstery: woven fabrics, velvet and leather. */
import { lum, mix, shade } from "./color";
import type { Ctx } from "./context";
import { ellipse, line, rect } from "./svg";
import { S, deep, fillAll, light, noise, pattern, threadTones } from "./swatch-kit";

/**
 * A plain weave as a tile of `cell`-unit crossings: each thread a little rounded bar lit along its
 * middle, over a dark gap, warp and weft a shade apart the way yarn-dyed cloth looks up close.
 */
export function weaveFill(ctx: Ctx, color: string, cell: number): string {
  const { lit, side } = threadTones(color);
  const warp = ctx.grad(
    [
      [0, side],
      [0.5, lit],
      [1, side],
    ],
    "h",
  );
  const weft = ctx.grad(
    [
      [0, side],
      [0.5, mix(lit, color, 0.45)],
      [1, side],
    ],
    "v",
  );
  const t = cell * 0.86;
  const o = (cell - t) / 2;
  const r = { rx: cell * 0.32 };
  const body =
    rect(0, 0, cell * 2, cell * 2, deep(color, 0.3)) +
    rect(o, 0, t, cell, warp, r) +
    rect(cell + o, cell, t, cell, warp, r) +
    rect(cell, o, cell, t, weft, r) +
    rect(0, cell + o, cell, t, weft, r);
  return pattern(ctx, `weave${cell}${color}`, cell * 2, cell * 2, body);
}

/** How coarse each woven fabric is, and how many thick slubs and uneven rows its yarn has. */
const WEAVES = {
  canvas: { cell: 3.5, slubs: 0, rows: 8 },
  linen: { cell: 4, slubs: 7, rows: 16 },
  khaddar: { cell: 5, slubs: 12, rows: 14 },
} as const;

export function wovenSvg(ctx: Ctx, color: string, kind: keyof typeof WEAVES): string {
  const { cell, slubs, rows } = WEAVES[kind];
  let s = fillAll(weaveFill(ctx, color, cell));
  // Uneven yarn: whole weft rows a little thicker (lighter) or thinner (darker) than the rest.
  for (let i = 0; i < rows; i++) {
    const row = Math.floor(ctx.rnd(0, S / cell));
    const tone = ctx.rnd() < 0.5 ? mix(color, "#ffffff", 0.4) : deep(color, 0.4);
    s += rect(0, row * cell, S, cell, tone, { opacity: ctx.rnd(0.08, 0.2).toFixed(2) });
  }
  // Slubs: short thick stretches of yarn lying along a weft row.
  for (let i = 0; i < slubs; i++) {
    const y = (Math.floor(ctx.rnd(0, S / cell)) + 0.5) * cell;
    const x = ctx.rnd(-10, S);
    const tone = ctx.rnd() < 0.5 ? mix(color, "#ffffff", 0.25) : deep(color, 0.25);
    s += line(x, y, x + ctx.rnd(8, 30), y, tone, cell * 0.6, { opacity: ctx.rnd(0.25, 0.45).toFixed(2) });
  }
  return s + light(ctx, 0.8);
}

/** Velvet: no visible weave, a deep colour with the pile catching the light in soft bands. */
export function velvetSvg(ctx: Ctx, color: string): string {
  const sheen = mix(color, "#ffffff", lum(color) > 0.45 ? 0.28 : 0.36);
  const dark = deep(color, 0.5);
  let s = fillAll(
    ctx.grad(
      [
        [0, dark],
        [0.25, color],
        [0.48, mix(color, sheen, 0.7)],
        [0.72, color],
        [1, dark],
      ],
      "d",
    ),
  );
  const glow = ctx.rad([
    [0, sheen, 0.75],
    [1, sheen, 0],
  ]);
  const shadowed = ctx.rad([
    [0, dark, 0.7],
    [1, dark, 0],
  ]);
  s += ellipse(36, 32, 54, 26, glow, { transform: "rotate(-38 34 30)" });
  s += ellipse(92, 92, 50, 16, shadowed, { transform: "rotate(-38 92 92)" });
  // The pile itself: a faint fine mottle, lighter tips.
  s += noise(ctx, { type: "fractalNoise", freq: "0.8", octaves: 2, color: sheen, gain: 0.5, bias: -0.24 });
  return s + light(ctx, 0.5);
}

/** Leather: a soft dome of light over a network of fine creases and the pebbles between them. */
export function leatherSvg(ctx: Ctx, color: string): string {
  let s = fillAll(
    ctx.rad(
      [
        [0, shade(color, 0.14)],
        [0.6, color],
        [1, deep(color, 0.3)],
      ],
      0.35,
      0.3,
      0.95,
    ),
  );
  s += noise(ctx, { type: "turbulence", freq: "0.3", octaves: 2, color: deep(color, 0.5), gain: -2.6, bias: 0.5 });
  s += noise(ctx, {
    type: "fractalNoise",
    freq: "0.3",
    octaves: 1,
    color: mix(color, "#ffffff", 0.35),
    gain: 1.6,
    bias: -0.75,
  });
  return s + light(ctx, 0.9, 0.5);
}

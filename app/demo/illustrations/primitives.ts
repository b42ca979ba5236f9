/**
 * Shared building blocks for the generated illustrations. Re-exports the SVG,
 * colour and context helpers, and adds the small shapes every furniture
 * family uses (shadows, legs, grain, cushions, pillows).
 *
 * Furniture is drawn in centimetres as a front elevation: x = 0 is the centre
 * of the piece, y = 0 the floor, negative y goes up.
 */

import { BRASS, SHADOW, lum, shade } from "./color";
import type { Ctx } from "./context";
import { type Attrs, circle, d, ellipse, fmt, g, path, poly, rect } from "./svg";

export * from "./color";
export * from "./context";
export * from "./svg";

// ---------------------------------------------------------------- common shapes

/** Soft contact shadow on the floor: a wide faint ellipse plus a tighter darker one. */
export function shadow(ctx: Ctx, x0: number, x1: number, y = 0, depth = 1): string {
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const fill = ctx.rad([
    [0, SHADOW, 0.34],
    [0.55, SHADOW, 0.14],
    [1, SHADOW, 0],
  ]);
  return (
    ellipse(cx, y, w * 0.62, Math.max(4, w * 0.07) * depth, fill) +
    ellipse(cx, y, w * 0.5, Math.max(2, w * 0.025) * depth, fill, { opacity: 0.8 })
  );
}

/** A tapered leg from (xt, yt) to (xb, yb), shaded left to right. */
export function leg(
  ctx: Ctx,
  xt: number,
  yt: number,
  xb: number,
  yb: number,
  wt: number,
  wb: number,
  color: string,
): string {
  return poly(
    [
      [xt - wt / 2, yt],
      [xt + wt / 2, yt],
      [xb + wb / 2, yb],
      [xb - wb / 2, yb],
    ],
    ctx.lin(shade(color, 0.12), shade(color, -0.18), "h"),
  );
}

/** Flat block with a gentle top-lit gradient. */
export function block(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  r = 0,
  more: Attrs = {},
): string {
  return rect(x, y, w, h, ctx.lin(shade(color, 0.07), shade(color, -0.07)), { rx: r || undefined, ...more });
}

/** Upholstered cushion: top-lit gradient, a highlight along the top and a faint seam. */
export function cushion(ctx: Ctx, x: number, y: number, w: number, h: number, color: string, r = 6): string {
  const rr = Math.min(r, h / 2, w / 2);
  return (
    rect(
      x,
      y,
      w,
      h,
      ctx.grad([
        [0, shade(color, 0.16)],
        [0.35, shade(color, 0.03)],
        [1, shade(color, -0.12)],
      ]),
      { rx: rr },
    ) +
    rect(x + rr, y + Math.min(2, h * 0.12), w - rr * 2, Math.min(2.2, h * 0.1), shade(color, 0.3), {
      rx: 1,
      opacity: 0.45,
    }) +
    rect(x + 1.5, y + 1.5, w - 3, h - 3, "none", {
      rx: Math.max(0, rr - 1.5),
      stroke: shade(color, -0.22),
      "stroke-width": 0.5,
      opacity: 0.35,
    })
  );
}

/** Wood grain: a few faint wavy lines across a rectangle. */
export function grain(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  lines = 4,
  vertical = false,
): string {
  let out = "";
  const stroke = shade(color, -0.28);
  for (let i = 0; i < lines; i++) {
    const t = (i + 0.5 + ctx.rnd(-0.25, 0.25)) / lines;
    const a = ctx.rnd(-0.6, 0.6);
    const b = ctx.rnd(-0.6, 0.6);
    const sw = Math.max(0.25, (vertical ? w : h) / (lines * 9));
    if (vertical) {
      const px = x + w * t;
      const amp = w / lines / 3;
      out += path(
        d`M${px} ${y}C${px + a * amp} ${y + h * 0.33} ${px + b * amp} ${y + h * 0.66} ${px} ${y + h}`,
        "none",
        {
          stroke,
          "stroke-width": sw,
          opacity: 0.28,
        },
      );
    } else {
      const py = y + h * t;
      const amp = h / lines / 3;
      out += path(
        d`M${x} ${py}C${x + w * 0.33} ${py + a * amp} ${x + w * 0.66} ${py + b * amp} ${x + w} ${py}`,
        "none",
        {
          stroke,
          "stroke-width": sw,
          opacity: 0.28,
        },
      );
    }
  }
  return out;
}

/** Wooden slab (table top, shelf): a lighter top plane above a darker front edge, with grain. */
export function slab(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  plane: number,
  edge: number,
  color: string,
  r = 1.5,
): string {
  return (
    rect(x, y, w, plane + edge, shade(color, -0.2), { rx: r }) +
    rect(x, y, w, plane, ctx.lin(shade(color, 0.2), shade(color, 0.06)), { rx: r }) +
    grain(ctx, x + 2, y, w - 4, plane, color, 3) +
    rect(x, y + plane, w, edge, ctx.lin(shade(color, -0.02), shade(color, -0.16)), { rx: r })
  );
}

export function knob(x: number, y: number, r: number, color = BRASS): string {
  return circle(x, y, r, shade(color, -0.1)) + circle(x - r * 0.25, y - r * 0.25, r * 0.55, shade(color, 0.25));
}

export function bar(x: number, y: number, w: number, h: number, color = BRASS): string {
  return (
    rect(x, y, w, h, shade(color, -0.08), { rx: Math.min(w, h) / 2 }) +
    rect(x, y, w, h * 0.45, shade(color, 0.22), { rx: Math.min(w, h) / 2, opacity: 0.8 })
  );
}

/** Pinched-corner throw pillow centred at (cx, cy). */
export function pillow(
  ctx: Ctx,
  cx: number,
  cy: number,
  w: number,
  h: number,
  color: string,
  rot = 0,
  motif = false,
): string {
  const x = w / 2;
  const y = h / 2;
  const p = d`M${-x} ${-y + 2}Q${0} ${-y + h * 0.1} ${x} ${-y + 2}Q${x - w * 0.08} ${0} ${x} ${y - 2}Q${0} ${y - h * 0.08} ${-x} ${y - 2}Q${-x + w * 0.08} ${0} ${-x} ${-y + 2}Z`;
  let inner = path(
    p,
    ctx.rad(
      [
        [0, shade(color, 0.18)],
        [0.7, color],
        [1, shade(color, -0.15)],
      ],
      0.45,
      0.4,
      0.7,
    ),
  );
  if (motif) {
    const c = lum(color) > 0.55 ? shade(color, -0.35) : shade(color, 0.45);
    inner += path(d`M0 ${-y * 0.55}L${x * 0.55} 0L0 ${y * 0.55}L${-x * 0.55} 0Z`, "none", {
      stroke: c,
      "stroke-width": Math.max(0.6, w / 40),
      opacity: 0.7,
    });
    inner += circle(0, 0, w * 0.06, c, { opacity: 0.7 });
  }
  inner += path(d`M${-x * 0.6} ${-y * 0.15}Q0 ${y * 0.1} ${x * 0.55} ${-y * 0.3}`, "none", {
    stroke: shade(color, -0.2),
    "stroke-width": Math.max(0.4, w / 60),
    opacity: 0.35,
  });
  return g(inner, { transform: `translate(${fmt(cx)} ${fmt(cy)}) rotate(${fmt(rot)})` });
}

/** Swatch close-ups of wood finishes (grain drawn as seeded lines) and lacquer over wood. */
import { mix } from "./color";
import type { Ctx } from "./context";
import { ellipse, fmt, path } from "./svg";
import { S, deep, fillAll, light } from "./swatch-kit";

/**
 * What tells the woods apart at a glance: sheesham's wavy, interlocked grain with dark streaks,
 * walnut's arched "cathedral" figure, teak's straight close lines, oak's straight grain with
 * the pale flecks of its rays.
 */
const WOODS = {
  sheesham: { lines: 24, wave: 3.2, contrast: 0.45, streaks: 5, figure: "none" },
  walnut: { lines: 16, wave: 1.8, contrast: 0.34, streaks: 2, figure: "cathedral" },
  teak: { lines: 30, wave: 0.7, contrast: 0.32, streaks: 3, figure: "none" },
  oak: { lines: 22, wave: 0.5, contrast: 0.3, streaks: 0, figure: "rays" },
} as const;
export type WoodKind = keyof typeof WOODS;

/** One grain line across the board at height y: two slow waves so no two lines match. */
function grainPath(ctx: Ctx, y: number, wave: number): string {
  const f1 = ctx.rnd(0.02, 0.05);
  const f2 = ctx.rnd(0.07, 0.12);
  const p1 = ctx.rnd(0, 6.3);
  const p2 = ctx.rnd(0, 6.3);
  const drift = ctx.rnd(-0.06, 0.06);
  let data = "";
  for (let x = -8; x <= S + 8; x += 6) {
    const yy = y + drift * x + wave * Math.sin(x * f1 + p1) + wave * 0.35 * Math.sin(x * f2 + p2);
    data += `${data ? "L" : "M"}${fmt(x)} ${fmt(yy)}`;
  }
  return data;
}

function grainLines(ctx: Ctx, color: string, wood: (typeof WOODS)[WoodKind], strength: number): string {
  let s = "";
  const stroke = { fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" };
  // Broad bands of lighter and darker wood under the fine lines.
  for (let i = 0; i < 7; i++) {
    const tone = i % 2 ? mix(color, "#ffffff", 0.16) : deep(color, 0.2);
    s += path(grainPath(ctx, ctx.rnd(0, S), wood.wave * 1.5), "none", {
      ...stroke,
      stroke: tone,
      "stroke-width": fmt(ctx.rnd(8, 18)),
      opacity: (ctx.rnd(0.2, 0.4) * strength).toFixed(2),
    });
  }
  for (let i = 0; i < wood.streaks; i++) {
    s += path(grainPath(ctx, ctx.rnd(0, S), wood.wave), "none", {
      ...stroke,
      stroke: deep(color, wood.contrast * 1.3),
      "stroke-width": fmt(ctx.rnd(2.5, 6)),
      opacity: (ctx.rnd(0.25, 0.45) * strength).toFixed(2),
    });
  }
  for (let i = 0; i < wood.lines; i++) {
    const y = ((i + ctx.rnd(0.1, 0.9)) * (S + 16)) / wood.lines - 8;
    s += path(grainPath(ctx, y, wood.wave), "none", {
      ...stroke,
      stroke: deep(color, wood.contrast * ctx.rnd(0.7, 1.2)),
      "stroke-width": fmt(ctx.rnd(0.4, 1.5)),
      opacity: (ctx.rnd(0.4, 0.85) * strength).toFixed(2),
    });
  }
  return s;
}

/** Walnut's figure: arches nested one inside the next, opening towards the left. */
function cathedral(ctx: Ctx, color: string, strength: number): string {
  const cy = ctx.rnd(48, 72);
  const tip = ctx.rnd(96, 108);
  let s = "";
  for (let i = 0; i < 5; i++) {
    const apex = tip - i * ctx.rnd(10, 16);
    const h = 6 + i * ctx.rnd(8, 12);
    const data = `M-6 ${fmt(cy - h)}C${fmt(apex * 0.55)} ${fmt(cy - h)} ${fmt(apex)} ${fmt(cy - h * 0.45)} ${fmt(apex)} ${fmt(cy)}C${fmt(apex)} ${fmt(cy + h * 0.45)} ${fmt(apex * 0.55)} ${fmt(cy + h)} -6 ${fmt(cy + h)}`;
    s += path(data, "none", {
      stroke: deep(color, 0.3),
      "stroke-width": fmt(ctx.rnd(1.5, 4)),
      opacity: (ctx.rnd(0.25, 0.4) * strength).toFixed(2),
    });
  }
  return s;
}

/** Oak's rays: small pale lenses lying along the grain. */
function rays(ctx: Ctx, color: string): string {
  let s = "";
  for (let i = 0; i < 26; i++) {
    s += ellipse(ctx.rnd(0, S), ctx.rnd(0, S), ctx.rnd(2.5, 6), ctx.rnd(0.5, 1), mix(color, "#ffffff", 0.25), {
      opacity: ctx.rnd(0.25, 0.45).toFixed(2),
    });
  }
  return s;
}

export function woodSvg(ctx: Ctx, color: string, kind: WoodKind): string {
  const wood = WOODS[kind];
  let s = fillAll(ctx.lin(mix(color, "#ffffff", 0.06), deep(color, 0.08)));
  s += grainLines(ctx, color, wood, 1);
  if (wood.figure === "cathedral") s += cathedral(ctx, color, 1);
  if (wood.figure === "rays") s += rays(ctx, color);
  // A satin oiled finish: the wood shows through a soft sheen.
  return s + light(ctx, 0.9, 0.35);
}

/** Lacquer: an opaque, smooth coat; only a ghost of the grain shows, under a crisp reflection. */
export function lacquerSvg(ctx: Ctx, color: string): string {
  let s = fillAll(ctx.lin(mix(color, "#ffffff", 0.1), deep(color, 0.06)));
  s += grainLines(ctx, color, WOODS.oak, 0.12);
  return s + light(ctx, 0.7, 1.1);
}

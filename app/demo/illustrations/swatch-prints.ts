/**
 * Swatch close-ups of patterned fabrics: ajrak and truck-art block prints and a jamawar weave.
 * Each is a small repeating tile in two or three colours taken from the swatch's own colour,
 * laid over a faint plain weave so it reads as cloth and not as paper.
 */
import { IVORY, mix } from "./color";
import type { Ctx } from "./context";
import { circle, ellipse, g, path, poly, rect } from "./svg";
import { deep, fillAll, hueShift, light, pattern } from "./swatch-kit";
import { weaveFill } from "./swatch-fabrics";

const cloth = (ctx: Ctx, color: string) => fillAll(weaveFill(ctx, color, 3), { opacity: 0.28 });

/** Ajrak: indigo-black stars in a lattice of white dots on the madder ground. */
export function ajrakSvg(ctx: Ctx, color: string): string {
  const ink = mix(color, "#141a2e", 0.78);
  const chalk = mix(IVORY, color, 0.12);
  const t = 30;
  const c = t / 2;
  const star = (r: number, fill: string) =>
    rect(c - r, c - r, r * 2, r * 2, fill) +
    rect(c - r, c - r, r * 2, r * 2, fill, { transform: `rotate(45 ${c} ${c})` });
  let tile = rect(0, 0, t, t, color);
  tile += star(8.6, ink) + star(6.2, color) + star(3.6, ink);
  tile += circle(c, c, 1.6, chalk);
  // The lattice between the stars: white dots along the tile's edges, bigger at the corners.
  for (const [x, y] of [
    [0, 0],
    [t, 0],
    [0, t],
    [t, t],
  ] as const)
    tile += circle(x, y, 2.6, chalk) + circle(x, y, 1, ink);
  for (const k of [7.5, 15, 22.5]) tile += circle(k, 0, 0.9, chalk) + circle(0, k, 0.9, chalk);
  for (const k of [7.5, 15, 22.5]) tile += circle(k, t, 0.9, chalk) + circle(t, k, 0.9, chalk);
  let s = fillAll(pattern(ctx, `ajrak${color}`, t, t, tile, { x: 4, y: 4 }));
  s += cloth(ctx, color);
  return s + light(ctx, 0.7);
}

/** Truck-art: bold outlined flowers in a half-drop repeat with cream dots, bright on the ground. */
export function truckArtSvg(ctx: Ctx, color: string): string {
  const petal = hueShift(color, 160, 0.78, 0.56);
  const heart = hueShift(color, 220, 0.9, 0.62);
  const cream = mix(IVORY, heart, 0.15);
  const outline = deep(color, 0.6);
  const t = 36;
  const flower = (cx: number, cy: number, r: number) => {
    let petals = "";
    for (let i = 0; i < 6; i++)
      petals += ellipse(cx, cy - r * 0.55, r * 0.32, r * 0.55, petal, {
        transform: `rotate(${i * 60} ${cx} ${cy})`,
        stroke: outline,
        "stroke-width": 0.7,
      });
    return petals + circle(cx, cy, r * 0.32, heart, { stroke: outline, "stroke-width": 0.7 });
  };
  const leaf = (cx: number, cy: number, angle: number) =>
    path("M0 0C2.2 -2.4 5.8 -2.4 8 0C5.8 2.4 2.2 2.4 0 0Z", hueShift(color, 40, 0.55, 0.42), {
      transform: `translate(${cx} ${cy}) rotate(${angle})`,
      stroke: outline,
      "stroke-width": 0.5,
    });
  let tile = rect(0, 0, t, t, color);
  tile += leaf(9, 9, 35) + leaf(27, 27, 215) + leaf(27, 9, 145) + leaf(9, 27, -35);
  tile += flower(9, 9, 7.5) + flower(27, 27, 7.5);
  for (const [x, y] of [
    [27, 9],
    [9, 27],
  ] as const)
    tile += circle(x, y, 2.2, cream, { stroke: outline, "stroke-width": 0.5 }) + circle(x, y, 0.8, petal);
  for (const [x, y] of [
    [18, 0],
    [0, 18],
    [18, 36],
    [36, 18],
  ] as const)
    tile += circle(x, y, 1.2, cream);
  let s = fillAll(pattern(ctx, `truck${color}`, t, t, tile, { x: 2, y: 6 }));
  s += cloth(ctx, color);
  return s + light(ctx, 0.7);
}

/** Jamawar: gold paisleys (boteh) woven into the ground, turning left and right row by row. */
export function jamawarSvg(ctx: Ctx, color: string): string {
  const gold = mix("#d9b66a", color, 0.22);
  const leafy = hueShift(color, 150, 0.35, 0.4);
  const dark = deep(color, 0.45);
  const boteh = (x: number, y: number, flip: boolean) =>
    g(
      path("M0 7C-5 7 -7 2 -5 -2C-3 -6 2 -6 3 -10C6 -6 6 -1 5 2C4 5 3 7 0 7Z", gold, {
        stroke: dark,
        "stroke-width": 0.6,
      }) +
        path(
          "M0 4.5C-2.6 4.5 -3.8 1.5 -2.5 -0.8C-1.3 -2.8 1.2 -3.5 2 -5.5C3.4 -3 3.2 0 2.6 1.8C2 3.4 1.3 4.5 0 4.5Z",
          leafy,
        ) +
        circle(-0.2, 1.2, 1.1, gold),
      { transform: `translate(${x} ${y}) scale(${flip ? -1 : 1} 1) rotate(-20)` },
    );
  const t = 28;
  let tile = rect(0, 0, t, t, color);
  tile += boteh(8, 9, false) + boteh(22, 23, true);
  const floret = (x: number, y: number) =>
    poly(
      [
        [x, y - 2.2],
        [x + 2.2, y],
        [x, y + 2.2],
        [x - 2.2, y],
      ],
      gold,
    ) + circle(x, y, 0.7, dark);
  tile += floret(22, 7) + floret(7, 22);
  // The woven ground: a fine diagonal twill across the whole tile.
  const twill = pattern(ctx, `twill${color}`, 3, 3, path("M0 3L3 0", "none", { stroke: dark, "stroke-width": 0.5 }));
  let s = fillAll(pattern(ctx, `jamawar${color}`, t, t, tile, { x: 3, y: 1 }));
  s += fillAll(twill, { opacity: 0.35 });
  return s + light(ctx, 0.8, 0.25);
}

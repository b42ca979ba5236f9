/**
 * Square close-ups of the materials a demo piece comes in, for the swatches of its fabric, leather
 * or finish option (issue 34). Pure: the same kind and colour always give the same SVG, seeded by
 * both, so a re-render on another machine writes the same picture.
 */
import type { SwatchArt, SwatchKind } from "../illustration.types";
import { hex, mix, rgb } from "./color";
import { Ctx } from "./context";
import { ajrakSvg, jamawarSvg, truckArtSvg } from "./swatch-prints";
import { leatherSvg, velvetSvg, wovenSvg } from "./swatch-fabrics";
import { S, deep, fillAll, light, noise } from "./swatch-kit";
import { lacquerSvg, woodSvg } from "./swatch-wood";

export { SWATCH_SVG_SIZE } from "./swatch-kit";

/** Brushed brass: light in bands across the grain of the brushing, fine streaks along it. */
function brassSvg(ctx: Ctx, color: string): string {
  const bright = mix(color, "#fff4d6", 0.45);
  const dark = deep(color, 0.4);
  let s = fillAll(
    ctx.grad(
      [
        [0, dark],
        [0.22, bright],
        [0.4, color],
        [0.62, bright],
        [0.8, color],
        [1, dark],
      ],
      "d",
    ),
  );
  s += noise(ctx, { type: "fractalNoise", freq: "0.006 0.7", octaves: 2, color: bright, gain: 1.4, bias: -0.55 });
  s += noise(ctx, { type: "fractalNoise", freq: "0.006 0.9", octaves: 1, color: dark, gain: 1.2, bias: -0.6 });
  return s + light(ctx, 0.6, 0.6);
}

/** Powder coat: matte and even, a fine speckle and only a broad, dull highlight. */
function powderCoatSvg(ctx: Ctx, color: string): string {
  let s = fillAll(
    ctx.rad(
      [
        [0, mix(color, "#ffffff", 0.16)],
        [1, color],
      ],
      0.3,
      0.25,
      0.9,
    ),
  );
  s += noise(ctx, {
    type: "fractalNoise",
    freq: "1.1",
    octaves: 1,
    color: mix(color, "#ffffff", 0.3),
    gain: 1.5,
    bias: -0.6,
  });
  return s + light(ctx, 0.7);
}

const DRAW: Record<SwatchKind, (ctx: Ctx, color: string) => string> = {
  canvas: (ctx, color) => wovenSvg(ctx, color, "canvas"),
  linen: (ctx, color) => wovenSvg(ctx, color, "linen"),
  khaddar: (ctx, color) => wovenSvg(ctx, color, "khaddar"),
  velvet: velvetSvg,
  jamawar: jamawarSvg,
  ajrak: ajrakSvg,
  "truck-art": truckArtSvg,
  leather: leatherSvg,
  sheesham: (ctx, color) => woodSvg(ctx, color, "sheesham"),
  walnut: (ctx, color) => woodSvg(ctx, color, "walnut"),
  teak: (ctx, color) => woodSvg(ctx, color, "teak"),
  oak: (ctx, color) => woodSvg(ctx, color, "oak"),
  lacquer: lacquerSvg,
  brass: brassSvg,
  "powder-coat": powderCoatSvg,
};

export function swatchSvg(art: SwatchArt): string {
  const color = hex(rgb(art.color));
  const ctx = new Ctx(`swatch:${art.kind}:${color}`);
  const body = DRAW[art.kind](ctx, color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${ctx.defsSvg()}${body}</svg>`;
}

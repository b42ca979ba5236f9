/** The three product pictures: studio, detail (zoom + material swatches) and in a room. */
import type { FurnitureKind, ProductArt, ProductView } from "../illustration.types";
import { H, W } from "./camera";
import { DRAWERS, OUTDOOR_KINDS } from "./kinds";
import {
  IVORY,
  SHADOW,
  Ctx,
  type Drawn,
  type Paint,
  circle,
  d,
  fmt,
  g,
  grain,
  hash,
  lum,
  mix,
  path,
  rect,
  rgb,
  shade,
  tag,
} from "./primitives";
import { roomShot } from "./product-room";

export const BACKDROPS = ["#f3ece1", "#eadccb", "#f0dfd7", "#e7e1d7", "#e9e0d0"] as const;

export function paintFor(art: ProductArt): Paint {
  return { color: art.color, wood: art.wood, accent: art.accent ?? defaultAccent(art.color) };
}

/** A warm secondary colour that stands apart from the main one. */
export function defaultAccent(color: string): string {
  const options = ["#c39a5b", "#b5735a", "#7f8c6e", "#5f6f7e", "#d8b9a6"];
  const [r, g0, b] = rgb(color);
  let best = "#c39a5b";
  let score = -1;
  for (const o of options) {
    const [or, og, ob] = rgb(o);
    const dist = (or - r) ** 2 + (og - g0) ** 2 + (ob - b) ** 2;
    if (dist > score) {
      score = dist;
      best = o;
    }
  }
  return best;
}

function backdropFor(art: ProductArt, offset: number): string {
  const base = hash(`${art.kind}|${art.color}`) % BACKDROPS.length;
  for (let i = 0; i < BACKDROPS.length; i++) {
    const c = BACKDROPS[(base + offset + i) % BACKDROPS.length] ?? "#f3ece1";
    if (Math.abs(lum(c) - lum(art.color)) > 0.06) return c;
  }
  return BACKDROPS[0];
}

function fitScale(dr: Drawn, boxW: number, boxH: number, max: number): number {
  const [x0, y0, x1, y1] = dr.box;
  return Math.min(boxW / (x1 - x0), boxH / (y1 - y0), max);
}

function cyclorama(ctx: Ctx, bg: string, floorY: number): string {
  const f = Math.min(0.95, Math.max(0.3, floorY / H));
  return rect(
    0,
    0,
    W,
    H,
    ctx.grad([
      [0, shade(bg, 0.1)],
      [f - 0.08, bg],
      [f + 0.04, shade(bg, -0.05)],
      [1, shade(bg, -0.12)],
    ]),
  );
}

function studio(ctx: Ctx, dr: Drawn, p: Paint, bg: string): string {
  const [x0, y0, x1, y1] = dr.box;
  const s = fitScale(dr, 800, 560, 6.5);
  const cx = W / 2 - ((x0 + x1) / 2) * s;
  let out = "";
  let ty: number;
  if (dr.mount === "floor") {
    const floor = Math.min(770, Math.max(640, 470 + ((y1 - y0) / 2) * s));
    ty = floor - y1 * s;
    out += cyclorama(ctx, bg, ty - Math.min(110, (y1 - y0) * s * 0.3));
  } else {
    ty = 440 - ((y0 + y1) / 2) * s;
    out += cyclorama(ctx, bg, 790);
  }
  const archW = Math.min(820, Math.max(420, (x1 - x0) * s * 0.9));
  const archTop = 90;
  const archBottom = dr.mount === "floor" ? ty : 790;
  out += path(
    d`M${W / 2 - archW / 2} ${archBottom}L${W / 2 - archW / 2} ${archTop + archW / 2}A${archW / 2} ${archW / 2} 0 0 1 ${W / 2 + archW / 2} ${archTop + archW / 2}L${W / 2 + archW / 2} ${archBottom}Z`,
    ctx.lin(mix(bg, p.color, 0.1), mix(shade(bg, -0.03), p.color, 0.06)),
    { opacity: 0.7 },
  );
  out += g(dr.body, { transform: `translate(${fmt(cx)} ${fmt(ty)}) scale(${fmt(s)})` });
  return out;
}

/** A material card: fabric weave, wood sample and accent chip, with caption bars instead of text. */
function swatches(ctx: Ctx, p: Paint): string {
  const weave = ctx.def(`weave${p.color}`, (id) =>
    tag(
      "pattern",
      { id, width: 6, height: 6, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 6, 6, p.color) +
        rect(0, 0, 6, 2.4, shade(p.color, 0.09), { opacity: 0.8 }) +
        rect(0, 0, 2.4, 6, shade(p.color, -0.08), { opacity: 0.6 }),
    ),
  );
  const x = 856;
  const y = 618;
  const clip = ctx.def("woodClip", (id) =>
    tag("clipPath", { id }, rect(x + 154, y + 22, 120, 124, "#000", { rx: 10 })),
  );
  const ink = "#b8ab9b";
  let s =
    rect(x + 6, y + 10, 296, 236, SHADOW, { rx: 16, opacity: 0.1 }) +
    rect(x, y, 296, 236, mix(IVORY, "#ffffff", 0.4), { rx: 16 });
  s += rect(x + 22, y + 22, 120, 124, `url(#${weave})`, { rx: 10 });
  s += rect(
    x + 22,
    y + 22,
    120,
    124,
    ctx.rad(
      [
        [0, "#ffffff", 0.14],
        [0.7, "#ffffff", 0],
        [1, SHADOW, 0.16],
      ],
      0.35,
      0.3,
      0.8,
    ),
    { rx: 10 },
  );
  s += rect(x + 154, y + 22, 120, 124, ctx.lin(shade(p.wood, 0.14), shade(p.wood, -0.12), "d"), { rx: 10 });
  s += g(grain(ctx, x + 146, y + 22, 136, 124, p.wood, 11), { "clip-path": `url(#${clip})` });
  s += circle(
    x + 40,
    y + 190,
    18,
    ctx.rad(
      [
        [0, shade(p.accent, 0.18)],
        [1, shade(p.accent, -0.12)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  s +=
    rect(x + 70, y + 176, 96, 7, ink, { rx: 3.5, opacity: 0.7 }) +
    rect(x + 70, y + 194, 64, 6, ink, { rx: 3, opacity: 0.4 });
  s +=
    rect(x + 188, y + 176, 84, 7, ink, { rx: 3.5, opacity: 0.7 }) +
    rect(x + 188, y + 194, 52, 6, ink, { rx: 3, opacity: 0.4 });
  return s;
}

function detail(ctx: Ctx, dr: Drawn, p: Paint, bg: string): string {
  const [x0, y0, x1, y1] = dr.box;
  const s = fitScale(dr, 800, 560, 6.5) * (dr.mount === "floor" ? 1.9 : 1.6);
  const [fx, fy] = dr.focus ?? [(x0 + x1) / 2, (y0 + y1) / 2];
  const tx = 470 - fx * s;
  const ty = 440 - fy * s;
  let out = rect(
    0,
    0,
    W,
    H,
    ctx.grad([
      [0, shade(bg, 0.08)],
      [0.7, bg],
      [1, shade(bg, -0.08)],
    ]),
  );
  if (dr.mount === "floor") {
    const floor = ty;
    if (floor < H)
      out += rect(
        0,
        floor - 40,
        W,
        H - floor + 40,
        ctx.grad([
          [0, bg, 0],
          [0.3, shade(bg, -0.05)],
          [1, shade(bg, -0.12)],
        ]),
      );
  }
  out += g(dr.body, { transform: `translate(${fmt(tx)} ${fmt(ty)}) scale(${fmt(s)})` });
  out += rect(
    0,
    0,
    W,
    H,
    ctx.grad(
      [
        [0, bg, 0],
        [0.75, bg, 0],
        [1, bg, 0.35],
      ],
      "h",
    ),
  );
  return out + swatches(ctx, p);
}

export function productSvg(art: ProductArt, view: ProductView): string {
  const kind: FurnitureKind = DRAWERS[art.kind] ? art.kind : "sofa";
  const ctx = new Ctx(`${kind}|${art.color}|${art.wood}|${art.accent ?? ""}|${view}`);
  const p = paintFor(art);
  const dr = DRAWERS[kind](ctx, p);
  let body: string;
  if (view === "studio") body = studio(ctx, dr, p, backdropFor(art, 0));
  else if (view === "detail") body = detail(ctx, dr, p, backdropFor(art, 2));
  else body = roomShot(ctx, kind, dr, p, OUTDOOR_KINDS.includes(kind));
  return svgDoc(ctx, body);
}

export function svgDoc(ctx: Ctx, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ctx.defsSvg()}${body}</svg>`;
}

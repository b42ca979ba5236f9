/** Windows, arches and niches on the back wall, with the garden view and curtains. */
import { type Cam, H, proj } from "./camera";
import { IVORY, LEAF, type Ctx, circle, d, line, mix, path, poly, rect, shade } from "./primitives";

export type OpeningKind = "window" | "arch-window" | "niche" | "glazing" | "arch-door";

/** A window or arch on the back wall (x = centre, y0 = sill height, all cm). */
export interface Opening {
  kind: OpeningKind;
  x: number;
  w: number;
  y0: number;
  h: number;
  curtains?: boolean;
}

export interface ShellSpec {
  wall: string;
  floor: string;
  accent: string;
  floorKind: "planks" | "tiles" | "deck";
  /** Back-wall width in cm, matching the camera. */
  width: number;
  /** Draw side walls and ceiling (one-point room); otherwise the back wall fills the frame. */
  sideWalls: boolean;
  ceiling?: number;
  panels?: boolean;
  openings: Opening[];
  /** A window on the left or right side wall (side-wall rooms only). */
  sideWindow?: "left" | "right";
}

export const SKY: [string, string] = ["#c9dce2", "#f4eadb"];

function view(ctx: Ctx, x0: number, y0: number, x1: number, y1: number, clip: string, city: boolean): string {
  const h = y1 - y0;
  const w = x1 - x0;
  let s = path(clip, ctx.lin(SKY[0], SKY[1]));
  if (city) {
    const n = Math.max(4, Math.round(w / 45));
    for (let i = 0; i < n; i++) {
      const bw = (w / n) * ctx.rnd(0.55, 0.95);
      const bx = x0 + (w / n) * i + ctx.rnd(0, w / n - bw);
      const bh = h * ctx.rnd(0.18, 0.5);
      s += rect(bx, y1 - bh, bw, bh, mix("#9aaab2", SKY[1], ctx.rnd(0.25, 0.55)));
    }
  }
  s += path(
    d`M${x0} ${y1 - h * 0.16}Q${x0 + w * 0.3} ${y1 - h * 0.26} ${x0 + w * 0.6} ${y1 - h * 0.18}T${x1} ${y1 - h * 0.2}L${x1} ${y1}L${x0} ${y1}Z`,
    mix(LEAF[3], SKY[1], 0.55),
  );
  const r = Math.min(w * 0.09, h * 0.1);
  const trees = Math.max(3, Math.round(w / (r * 3)));
  for (let i = 0; i < trees; i++) {
    const tx = x0 + w * ((i + 0.5) / trees) + ctx.rnd(-r, r) * 0.5;
    s += circle(
      tx,
      y1 - h * 0.12 - r * ctx.rnd(0.2, 0.8),
      r * ctx.rnd(0.7, 1.1),
      mix(LEAF[i % 3] ?? LEAF[0], SKY[1], 0.35),
    );
  }
  return s;
}

function curtains(ctx: Ctx, x0: number, y0: number, x1: number, y1: number, color: string): string {
  const w = Math.max(18, (x1 - x0) * 0.22);
  const folds = ctx.grad(
    [0, 0.2, 0.4, 0.6, 0.8, 1].map((o, i) => [o, i % 2 ? shade(color, -0.1) : shade(color, 0.08)] as [number, string]),
    "h",
  );
  const top = y0 - 14;
  let s = line(x0 - w * 0.9, top, x1 + w * 0.9, top, shade("#bf9b5a", -0.1), 2.5);
  s += path(
    d`M${x0 - w * 0.9} ${top}L${x0 + w * 0.25} ${top}Q${x0 + w * 0.1} ${(top + y1) / 2} ${x0 + w * 0.2} ${y1 + 8}L${x0 - w * 0.9} ${y1 + 8}Z`,
    folds,
    { opacity: 0.93 },
  );
  s += path(
    d`M${x1 + w * 0.9} ${top}L${x1 - w * 0.25} ${top}Q${x1 - w * 0.1} ${(top + y1) / 2} ${x1 - w * 0.2} ${y1 + 8}L${x1 + w * 0.9} ${y1 + 8}Z`,
    folds,
    { opacity: 0.93 },
  );
  return s;
}

export function opening(ctx: Ctx, cam: Cam, o: Opening, spec: ShellSpec): string {
  const [x0, y0] = proj(cam, o.x - o.w / 2, o.y0 + o.h, 0);
  const [x1, y1] = proj(cam, o.x + o.w / 2, o.y0, 0);
  const w = x1 - x0;
  const t = Math.max(4, w * 0.045);
  const trim = shade(spec.wall, 0.35);
  const r = w / 2;
  const archPath = (a: number, b: number, top: number, bottom: number) =>
    d`M${a} ${bottom}L${a} ${top + (b - a) / 2}A${(b - a) / 2} ${(b - a) / 2} 0 0 1 ${b} ${top + (b - a) / 2}L${b} ${bottom}Z`;
  let s = "";
  if (o.kind === "niche" || o.kind === "arch-door") {
    s += path(archPath(x0 - t, x1 + t, y0 - t, y1), shade(spec.wall, 0.12));
    const inner =
      o.kind === "niche"
        ? ctx.lin(shade(spec.wall, -0.16), shade(spec.wall, -0.04))
        : ctx.lin(mix(spec.wall, IVORY, 0.5), shade(spec.wall, -0.02));
    s += path(archPath(x0, x1, y0, y1), inner);
    s += path(
      d`M${x0} ${y0 + r}A${r} ${r} 0 0 1 ${x1} ${y0 + r}L${x1 - t} ${y0 + r}A${r - t} ${r - t} 0 0 0 ${x0 + t} ${y0 + r}Z`,
      shade(spec.wall, -0.2),
      { opacity: 0.25 },
    );
    if (o.kind === "arch-door")
      s += poly(
        [
          [x0, y1],
          [x1, y1],
          [x1 + w * 0.25, H + 40],
          [x0 - w * 0.25, H + 40],
        ],
        IVORY,
        { opacity: 0.12 },
      );
    return s;
  }
  const isArch = o.kind === "arch-window";
  const clip = isArch ? archPath(x0, x1, y0, y1) : d`M${x0} ${y0}L${x1} ${y0}L${x1} ${y1}L${x0} ${y1}Z`;
  const outer = isArch
    ? archPath(x0 - t, x1 + t, y0 - t, y1 + t)
    : d`M${x0 - t} ${y0 - t}L${x1 + t} ${y0 - t}L${x1 + t} ${y1 + t}L${x0 - t} ${y1 + t}Z`;
  s += path(outer, trim);
  s += view(ctx, x0, y0, x1, y1, clip, o.kind === "glazing");
  const bar = o.kind === "glazing" ? "#4a423b" : trim;
  const bw = o.kind === "glazing" ? Math.max(2, t * 0.35) : t * 0.55;
  const cols = o.kind === "glazing" ? Math.max(3, Math.round(o.w / 90)) : 2;
  for (let i = 1; i < cols; i++)
    s += rect(x0 + (w * i) / cols - bw / 2, y0 + (isArch ? r : 0), bw, y1 - y0 - (isArch ? r : 0), bar);
  const tr = y0 + (y1 - y0) * (isArch ? 0.55 : 0.3);
  s += rect(x0, tr - bw / 2, w, bw, bar);
  if (isArch)
    s += path(
      d`M${x0 + r} ${y0 + r}L${x0 + r} ${y0}M${x0 + r} ${y0 + r}L${x0 + r * 0.3} ${y0 + r * 0.3}M${x0 + r} ${y0 + r}L${x1 - r * 0.3} ${y0 + r * 0.3}`,
      "none",
      { stroke: bar, "stroke-width": bw * 0.8 },
    );
  if (o.kind === "glazing")
    s += rect(x0 - t, y0 - t, w + 2 * t, y1 - y0 + 2 * t, "none", { stroke: bar, "stroke-width": bw * 1.6 });
  s += rect(x0 - t * 1.6, y1 + t * 0.2, w + t * 3.2, t * 0.9, shade(trim, -0.04));
  if (o.curtains) s += curtains(ctx, x0 - t, y0, x1 + t, y1, mix(IVORY, spec.accent, 0.14));
  // sunlight on the floor
  const [fx0, fy] = proj(cam, o.x - o.w / 2, 0, 0);
  const [fx1] = proj(cam, o.x + o.w / 2, 0, 0);
  const [bx0, by] = proj(cam, o.x - o.w / 2 + 70, 0, 260);
  const [bx1] = proj(cam, o.x + o.w / 2 + 70, 0, 260);
  s += poly(
    [
      [fx0, fy],
      [fx1, fy],
      [bx1, by],
      [bx0, by],
    ],
    ctx.grad([
      [0, "#fff6e6", 0.22],
      [1, "#fff6e6", 0],
    ]),
  );
  return s;
}

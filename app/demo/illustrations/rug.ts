/**
 * Hand-knotted style rug (border, guard stripes, octagonal guls, fringe) drawn
 * through a floor projection, so the same rug works in a studio shot and in
 * a perspective room.
 */
import { IVORY, type Ctx, type Drawn, type Paint, line, mix, poly, shade, shadow } from "./primitives";

/** Maps rug coordinates (u across, centred; v = depth from the front edge) to the picture. */
export type FloorProjection = (u: number, v: number) => [number, number];

function quad(proj: FloorProjection, u0: number, v0: number, u1: number, v1: number): [number, number][] {
  return [proj(u0, v0), proj(u1, v0), proj(u1, v1), proj(u0, v1)];
}

export function rugSvg(ctx: Ctx, p: Paint, w: number, depth: number, proj: FloorProjection): string {
  const field = p.color;
  const border = p.accent;
  const motif = mix(border, field, 0.35);
  const light = mix(IVORY, field, 0.15);
  const hw = w / 2;
  const b = Math.min(w, depth) * 0.12;
  let s = "";
  // fringe
  for (let u = -hw + 2; u <= hw - 2; u += 3) {
    for (const [v0, v1] of [
      [0, -4],
      [depth, depth + 4],
    ] as const) {
      const [x0, y0] = proj(u, v0);
      const [x1, y1] = proj(u, v1);
      s += line(x0, y0, x1, y1, light, 0.6, { opacity: 0.9 });
    }
  }
  s += poly(quad(proj, -hw, 0, hw, depth), ctx.lin(shade(border, 0.06), shade(border, -0.1)));
  s += poly(quad(proj, -hw + b * 0.18, b * 0.18, hw - b * 0.18, depth - b * 0.18), "none", {
    stroke: light,
    "stroke-width": 0.8,
    opacity: 0.8,
  });
  // border motifs: small diamonds around the band
  const step = b * 1.3;
  const diamonds: [number, number][] = [];
  for (let u = -hw + b; u <= hw - b + 0.1; u += step) diamonds.push([u, b / 2], [u, depth - b / 2]);
  for (let v = b + step; v <= depth - b - step * 0.5; v += step) diamonds.push([-hw + b / 2, v], [hw - b / 2, v]);
  const r = b * 0.28;
  for (const [u, v] of diamonds)
    s += poly([proj(u, v - r), proj(u + r, v), proj(u, v + r), proj(u - r, v)], light, { opacity: 0.75 });
  s += poly(quad(proj, -hw + b * 0.85, b * 0.85, hw - b * 0.85, depth - b * 0.85), light);
  s += poly(quad(proj, -hw + b, b, hw - b, depth - b), ctx.lin(shade(field, 0.08), shade(field, -0.06)));
  // guls in the field
  const fw = w - 2 * b;
  const fd = depth - 2 * b;
  const cols = Math.max(2, Math.round(fw / (fd / 2)));
  const cw = fw / cols;
  const ch = fd / 2;
  const gr = Math.min(cw, ch) * 0.34;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < 2; j++) {
      const cu = -hw + b + cw * (i + 0.5);
      const cv = b + ch * (j + 0.5);
      const oct: [number, number][] = [];
      for (let k = 0; k < 8; k++) {
        const a = (Math.PI / 4) * k + Math.PI / 8;
        oct.push(proj(cu + Math.cos(a) * gr, cv + Math.sin(a) * gr));
      }
      s += poly(oct, motif);
      const q = gr * 0.55;
      s += poly([proj(cu, cv - q), proj(cu + q, cv), proj(cu, cv + q), proj(cu - q, cv)], light, { opacity: 0.9 });
      s += poly(
        [proj(cu, cv - q * 0.4), proj(cu + q * 0.4, cv), proj(cu, cv + q * 0.4), proj(cu - q * 0.4, cv)],
        border,
      );
    }
  }
  return s;
}

export function rug(ctx: Ctx, p: Paint): Drawn {
  const w = 240;
  const depth = 170;
  const H = 230;
  const F = 320;
  const proj: FloorProjection = (u, v) => {
    const k = F / (F + v);
    return [u * k, H * k - H];
  };
  const [, top] = proj(0, depth + 4);
  const body = shadow(ctx, -w / 2, w / 2, 2, 0.6) + rugSvg(ctx, p, w, depth, proj);
  return { body, box: [-w / 2 - 2, top, w / 2 + 2, 6], mount: "floor", focus: [-w / 2 + 30, -12] };
}

/** Room shells: walls, floor, side windows and light, in the camera's perspective. */
import { type Cam, H, W, proj } from "./camera";
import { type ShellSpec, SKY, opening } from "./openings";
import { type Ctx, line, poly, rect, shade } from "./primitives";

export type { Opening, OpeningKind, ShellSpec } from "./openings";

function floorLines(ctx: Ctx, cam: Cam, spec: ShellSpec): string {
  const c = shade(spec.floor, -0.14);
  const span = spec.sideWalls ? spec.width / 2 : spec.width * 2.2;
  const far = cam.dist * 0.8;
  let s = "";
  if (spec.floorKind === "deck") {
    for (let z = 14; z < far; z *= 1.07, z += 10) {
      const [a, y] = proj(cam, -span, 0, z);
      const [b] = proj(cam, span, 0, z);
      if (y > H) break;
      s += line(a, y, b, y, c, 1, { opacity: 0.5 });
    }
    return s;
  }
  const step = spec.floorKind === "tiles" ? 60 : 20;
  for (let x = -span; x <= span; x += step) {
    const [a, ay] = proj(cam, x, 0, 0);
    const [b, by] = proj(cam, x, 0, far);
    if (spec.floorKind === "planks" && Math.round(x / step) % 2 === 0) {
      const [c2] = proj(cam, x + step, 0, 0);
      const [d2] = proj(cam, x + step, 0, far);
      s += poly(
        [
          [a, ay],
          [c2, ay],
          [d2, by],
          [b, by],
        ],
        shade(spec.floor, 0.035),
      );
    }
    s += line(a, ay, b, by, c, 0.8, { opacity: 0.45 });
    if (spec.floorKind === "planks") {
      for (let k = 0; k < 3; k++) {
        const z = ctx.rnd(20, cam.dist * 0.6);
        const [j0, jy] = proj(cam, x, 0, z);
        const [j1] = proj(cam, x + step, 0, z);
        if (jy < H) s += line(j0, jy, j1, jy, c, 0.7, { opacity: 0.35 });
      }
    }
  }
  if (spec.floorKind === "tiles") {
    for (let z = 60; z < far; z += 60) {
      const [a, y] = proj(cam, -span, 0, z);
      const [b] = proj(cam, span, 0, z);
      if (y > H) break;
      s += line(a, y, b, y, c, 0.8, { opacity: 0.45 });
    }
  }
  return s;
}

export function shell(ctx: Ctx, cam: Cam, spec: ShellSpec): string {
  const hw = spec.width / 2;
  const ceil = spec.ceiling ?? 280;
  const far = cam.dist * 0.8;
  const wallFill = ctx.lin(shade(spec.wall, 0.06), shade(spec.wall, -0.05));
  let s = rect(0, 0, W, H, shade(spec.wall, -0.08));
  const [bx0, by0] = proj(cam, -hw, ceil, 0);
  const [bx1, by1] = proj(cam, hw, 0, 0);
  if (spec.sideWalls) {
    const corner = (x: number, y: number) => [proj(cam, x, y, 0), proj(cam, x, y, far)] as const;
    const [lt, ltf] = corner(-hw, ceil);
    const [lb, lbf] = corner(-hw, 0);
    const [rt, rtf] = corner(hw, ceil);
    const [rb, rbf] = corner(hw, 0);
    s += poly([lt, rt, rtf, ltf], ctx.lin(shade(spec.wall, 0.1), shade(spec.wall, 0.02)));
    s += poly([lt, lb, lbf, ltf], ctx.lin(shade(spec.wall, -0.02), shade(spec.wall, -0.09), "h"));
    s += poly([rt, rb, rbf, rtf], ctx.lin(shade(spec.wall, -0.12), shade(spec.wall, -0.04), "h"));
    s += poly([lb, rb, rbf, lbf], ctx.lin(shade(spec.floor, 0.04), shade(spec.floor, -0.1)));
    s += rect(bx0, by0, bx1 - bx0, by1 - by0, wallFill);
  } else {
    s += rect(0, 0, W, by1, wallFill);
    s += rect(0, by1, W, H - by1, ctx.lin(shade(spec.floor, 0.04), shade(spec.floor, -0.1)));
  }
  s += floorLines(ctx, cam, spec);
  const wx0 = spec.sideWalls ? bx0 : 0;
  const wx1 = spec.sideWalls ? bx1 : W;
  if (spec.panels) {
    const [, ry] = proj(cam, 0, 95, 0);
    s +=
      rect(wx0, ry - 2, wx1 - wx0, 4, shade(spec.wall, 0.12)) +
      rect(wx0, ry + 2, wx1 - wx0, 1.5, shade(spec.wall, -0.12), { opacity: 0.6 });
    const pw = 90 * cam.s;
    for (let x = wx0 + 14; x + pw * 0.6 < wx1; x += pw + 14) {
      const [, py0] = proj(cam, 0, 82, 0);
      const [, py1] = proj(cam, 0, 20, 0);
      s += rect(x, py0, Math.min(pw, wx1 - 14 - x), py1 - py0, "none", {
        stroke: shade(spec.wall, -0.1),
        "stroke-width": 2,
        opacity: 0.55,
      });
      s += rect(x + 2, py0 + 2, Math.min(pw, wx1 - 14 - x), py1 - py0, "none", {
        stroke: shade(spec.wall, 0.15),
        "stroke-width": 1.5,
        opacity: 0.6,
      });
    }
  }
  if (spec.sideWindow) {
    const sx = spec.sideWindow === "left" ? -hw : hw;
    const q = [proj(cam, sx, 230, 60), proj(cam, sx, 230, 200), proj(cam, sx, 70, 200), proj(cam, sx, 70, 60)];
    const qo = [proj(cam, sx, 238, 52), proj(cam, sx, 238, 208), proj(cam, sx, 62, 208), proj(cam, sx, 62, 52)];
    s += poly(qo, shade(spec.wall, 0.3)) + poly(q, ctx.lin(SKY[0], SKY[1]));
    const m0 = proj(cam, sx, 230, 130);
    const m1 = proj(cam, sx, 70, 130);
    s += line(m0[0], m0[1], m1[0], m1[1], shade(spec.wall, 0.3), 5);
    const f = [proj(cam, sx, 0, 60), proj(cam, sx, 0, 200), proj(cam, sx * 0.2, 0, 260), proj(cam, sx * 0.2, 0, 90)];
    const fade: [number, string, number][] = [
      [0, "#fff6e6", 0.16],
      [1, "#fff6e6", 0],
    ];
    s += poly(
      f,
      ctx.grad(
        spec.sideWindow === "left"
          ? fade
          : fade.map(([o, c, a]) => [1 - o, c, a] as [number, string, number]).reverse(),
        "h",
      ),
    );
  }
  for (const o of spec.openings) s += opening(ctx, cam, o, spec);
  const [, sk] = proj(cam, 0, 10, 0);
  s +=
    rect(wx0, sk, wx1 - wx0, by1 - sk, shade(spec.wall, 0.18)) +
    rect(wx0, sk, wx1 - wx0, 1.5, shade(spec.wall, -0.15), { opacity: 0.5 });
  return s;
}

/** Soft warm vignette laid over a finished picture. */
export function vignette(ctx: Ctx): string {
  return rect(
    0,
    0,
    W,
    H,
    ctx.rad(
      [
        [0.55, "#3b2a1f", 0],
        [1, "#3b2a1f", 0.14],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
}

/** Outdoor backdrop: sky, garden trees, a low wall with Mughal-style arches, paved or decked floor. */
import { type Cam, H, W, proj } from "./camera";
import { LEAF, type Ctx, d, ellipse, mix, path, poly, rect, shade } from "./primitives";

export interface TerraceSpec {
  wall: string;
  floor: string;
  accent: string;
  width: number;
  deck: boolean;
  pergola: boolean;
  arches: number;
}

function pointedArch(x0: number, x1: number, spring: number, bottom: number): string {
  const w = x1 - x0;
  const xm = (x0 + x1) / 2;
  const top = spring - w * 0.62;
  return d`M${x0} ${bottom}L${x0} ${spring}C${x0} ${spring - w * 0.38} ${xm - w * 0.12} ${top + w * 0.14} ${xm} ${top}C${xm + w * 0.12} ${top + w * 0.14} ${x1} ${spring - w * 0.38} ${x1} ${spring}L${x1} ${bottom}Z`;
}

export function terrace(ctx: Ctx, cam: Cam, spec: TerraceSpec): string {
  const hz = cam.horizon;
  const haze = "#f4e8d6";
  let s = rect(
    0,
    0,
    W,
    H,
    ctx.grad([
      [0, "#c3d7dd"],
      [Math.min(0.9, Math.max(0.1, hz / H)), haze],
      [1, haze],
    ]),
  );
  s += ellipse(
    W * 0.78,
    hz - 260,
    160,
    160,
    ctx.rad([
      [0, "#fff7e4", 0.7],
      [1, "#fff7e4", 0],
    ]),
  );
  s += path(
    d`M0 ${hz + 10}Q${W * 0.25} ${hz - 40} ${W * 0.5} ${hz - 10}T${W} ${hz - 30}L${W} ${hz + 60}L0 ${hz + 60}Z`,
    mix(LEAF[3], haze, 0.6),
  );
  // garden beyond the wall: cypresses and rounded trees
  const [, wallTop] = proj(cam, 0, 115, 0);
  for (let i = 0; i < 9; i++) {
    const x = (W / 8) * i + ctx.rnd(-40, 40);
    const green = mix(LEAF[i % LEAF.length] ?? LEAF[0], haze, 0.3 + (i % 3) * 0.08);
    if (i % 3 === 1) {
      const th = ctx.rnd(230, 320);
      s += path(
        d`M${x} ${wallTop - th}C${x + 26} ${wallTop - th * 0.6} ${x + 30} ${wallTop - th * 0.2} ${x + 22} ${wallTop + 10}L${x - 22} ${wallTop + 10}C${x - 30} ${wallTop - th * 0.2} ${x - 26} ${wallTop - th * 0.6} ${x} ${wallTop - th}Z`,
        green,
      );
    } else {
      const r = ctx.rnd(60, 95);
      s +=
        ellipse(x, wallTop - r * 0.6, r, r * 0.85, green) +
        ellipse(x + r * 0.6, wallTop - r * 0.3, r * 0.7, r * 0.6, shade(green, -0.06));
    }
  }
  // floor
  const far = cam.dist * 0.8;
  const hw = spec.width * 2;
  const [, fy0] = proj(cam, -hw, 0, 0);
  s += rect(0, fy0, W, H - fy0, ctx.lin(shade(spec.floor, 0.04), shade(spec.floor, -0.1)));
  const joint = shade(spec.floor, -0.16);
  if (spec.deck) {
    for (let z = 10; z < far; z += 12 + z * 0.04) {
      const [a, y] = proj(cam, -hw, 0, z);
      const [b] = proj(cam, hw, 0, z);
      if (y > H) break;
      s += path(d`M${a} ${y}L${b} ${y}`, "none", { stroke: joint, "stroke-width": 1, opacity: 0.5 });
    }
  } else {
    for (let x = -hw; x <= hw; x += 50) {
      const [a, ay] = proj(cam, x, 0, 0);
      const [b, by] = proj(cam, x, 0, far);
      s += path(d`M${a} ${ay}L${b} ${by}`, "none", { stroke: joint, "stroke-width": 1, opacity: 0.5 });
    }
    for (let z = 50; z < far; z += 50) {
      const [, y] = proj(cam, 0, 0, z);
      if (y > H) break;
      s += path(d`M0 ${y}L${W} ${y}`, "none", { stroke: joint, "stroke-width": 1, opacity: 0.5 });
    }
  }
  // low wall with pointed arches
  const [, base] = proj(cam, 0, 0, 0);
  s += rect(0, wallTop, W, base - wallTop, ctx.lin(shade(spec.wall, 0.05), shade(spec.wall, -0.08)));
  s +=
    rect(0, wallTop - 10, W, 12, shade(spec.wall, 0.16)) +
    rect(0, wallTop + 2, W, 3, shade(spec.wall, -0.15), { opacity: 0.5 });
  const n = spec.arches;
  const pitch = Math.min(240, W / Math.max(1, n));
  for (let i = 0; i < n; i++) {
    const cx = W / 2 + (i - (n - 1) / 2) * pitch;
    const aw = pitch * 0.55;
    const spring = wallTop + (base - wallTop) * 0.45;
    s += path(pointedArch(cx - aw / 2 - 5, cx + aw / 2 + 5, spring, base - 8), shade(spec.wall, 0.12));
    s += path(
      pointedArch(cx - aw / 2, cx + aw / 2, spring, base - 8),
      ctx.lin(shade(spec.wall, -0.2), shade(spec.wall, -0.1)),
    );
  }
  s += rect(0, base - 8, W, 8, shade(spec.wall, -0.12));
  if (spec.pergola) {
    const wood = shade(spec.floor, -0.4);
    const top = cam.eye + (cam.horizon - 80) / cam.s;
    for (let x = -spec.width; x <= spec.width; x += 70) {
      const sh = [
        proj(cam, x + 40, 0, 30),
        proj(cam, x + 50, 0, 30),
        proj(cam, x + 70, 0, far),
        proj(cam, x + 60, 0, far),
      ];
      s += poly(sh, "#3b2a1f", { opacity: 0.035 });
    }
    for (let x = -spec.width; x <= spec.width; x += 70) {
      s += poly(
        [proj(cam, x - 6, top, 0), proj(cam, x + 6, top, 0), proj(cam, x + 6, top, far), proj(cam, x - 6, top, far)],
        ctx.lin(shade(wood, 0.1), shade(wood, -0.1), "h"),
      );
    }
    const [bx0, by0] = proj(cam, -spec.width * 2, top + 8, 0);
    const [bx1, by1] = proj(cam, spec.width * 2, top - 14, 0);
    s += rect(bx0, by0, bx1 - bx0, by1 - by0, ctx.lin(shade(wood, 0.15), shade(wood, -0.1)));
    for (let i = 0; i < 40; i++) {
      const x = ctx.rnd(0, W);
      s += ellipse(x, by1 + ctx.rnd(-6, 14), ctx.rnd(8, 16), ctx.rnd(5, 9), LEAF[i % LEAF.length] ?? LEAF[0], {
        opacity: 0.95,
      });
    }
  }
  return s;
}

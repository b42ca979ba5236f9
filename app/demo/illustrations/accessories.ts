/** Small styling props shared by furniture and rooms: books, vases, lamps, plants. */
import { BRASS, IVORY, LEAF, type Ctx, circle, d, ellipse, fmt, g, line, mix, path, rect, shade } from "./primitives";

/** Horizontal stack of books standing on y (bottom), centred on x. */
export function bookStack(ctx: Ctx, x: number, y: number, colors: string[], w = 22): string {
  let s = "";
  let top = y;
  colors.forEach((c, i) => {
    const bw = w * (1 - i * 0.08) + ctx.rnd(-1, 1);
    const bh = 2.6 + ctx.rnd(0, 0.8);
    const off = ctx.rnd(-1.5, 1.5);
    s += rect(x - bw / 2 + off, top - bh, bw, bh, shade(c, -0.04), { rx: 0.4 });
    s += rect(x - bw / 2 + off + 0.6, top - bh + 0.5, bw - 1.2, 0.5, IVORY, { opacity: 0.5 });
    top -= bh;
  });
  return s;
}

/** Bud vase with a single curved stem; bottom centre at (x, y). */
export function budVase(ctx: Ctx, x: number, y: number, h: number, color: string, stem = true): string {
  const w = h * 0.55;
  let s = "";
  if (stem) {
    s += path(d`M${x} ${y - h * 0.9}Q${x + h * 0.2} ${y - h * 1.6} ${x + h * 0.55} ${y - h * 2.2}`, "none", {
      stroke: LEAF[2],
      "stroke-width": h * 0.04,
    });
    for (const t of [0.35, 0.6, 0.85]) {
      const lx = x + h * 0.55 * t * t;
      const ly = y - h * 0.9 - h * 1.3 * t;
      s += ellipse(lx, ly, h * 0.16, h * 0.06, LEAF[Math.round(t * 3) % 4] ?? LEAF[0], {
        transform: `rotate(${fmt(-35 + t * 60)} ${fmt(lx)} ${fmt(ly)})`,
      });
    }
  }
  s += path(
    d`M${x - w * 0.16} ${y - h}L${x + w * 0.16} ${y - h}Q${x + w * 0.1} ${y - h * 0.75} ${x + w * 0.5} ${y - h * 0.4}Q${x + w * 0.55} ${y} ${x} ${y}Q${x - w * 0.55} ${y} ${x - w * 0.5} ${y - h * 0.4}Q${x - w * 0.1} ${y - h * 0.75} ${x - w * 0.16} ${y - h}Z`,
    ctx.rad(
      [
        [0, shade(color, 0.3)],
        [0.6, color],
        [1, shade(color, -0.2)],
      ],
      0.35,
      0.55,
      0.7,
    ),
  );
  return s;
}

export function bowl(ctx: Ctx, x: number, y: number, w: number, color: string): string {
  const h = w * 0.32;
  return (
    path(
      d`M${x - w / 2} ${y - h}Q${x - w * 0.45} ${y} ${x} ${y}Q${x + w * 0.45} ${y} ${x + w / 2} ${y - h}Z`,
      ctx.lin(shade(color, 0.1), shade(color, -0.2), "h"),
    ) + ellipse(x, y - h, w / 2, w * 0.07, shade(color, -0.25))
  );
}

export function candle(ctx: Ctx, x: number, y: number, h: number): string {
  return (
    rect(x - 1.6, y - 1.2, 3.2, 1.2, shade(BRASS, -0.1)) +
    rect(x - 0.7, y - h * 0.45, 1.4, h * 0.45, ctx.lin(shade(BRASS, 0.3), shade(BRASS, -0.2), "h")) +
    rect(x - 0.9, y - h, 1.8, h * 0.55, IVORY, { rx: 0.4 }) +
    ellipse(x, y - h - 1.6, 0.7, 1.4, "#f3c877")
  );
}

/** Ginger-jar table lamp; bottom centre at (x, y), total height h. */
export function tableLamp(ctx: Ctx, x: number, y: number, h: number, base: string, shadeColor = IVORY): string {
  const bh = h * 0.48;
  const bw = h * 0.36;
  const top = y - h;
  const sw = h * 0.62;
  return (
    circle(
      x,
      top + h * 0.22,
      h * 0.75,
      ctx.rad([
        [0, "#ffe2ad", 0.45],
        [1, "#ffe2ad", 0],
      ]),
    ) +
    line(x, y - bh, x, top + h * 0.4, shade(BRASS, -0.1), h * 0.025) +
    path(
      d`M${x - bw * 0.25} ${y - bh}Q${x - bw * 0.7} ${y - bh * 0.85} ${x - bw / 2} ${y - bh * 0.4}Q${x - bw * 0.4} ${y} ${x - bw * 0.2} ${y}L${x + bw * 0.2} ${y}Q${x + bw * 0.4} ${y} ${x + bw / 2} ${y - bh * 0.4}Q${x + bw * 0.7} ${y - bh * 0.85} ${x + bw * 0.25} ${y - bh}Z`,
      ctx.rad(
        [
          [0, shade(base, 0.28)],
          [0.65, base],
          [1, shade(base, -0.22)],
        ],
        0.35,
        0.4,
        0.75,
      ),
    ) +
    path(
      d`M${x - sw * 0.36} ${top}L${x + sw * 0.36} ${top}L${x + sw / 2} ${top + h * 0.4}L${x - sw / 2} ${top + h * 0.4}Z`,
      ctx.lin(shade(shadeColor, 0.1), shade(shadeColor, -0.08), "h"),
    ) +
    ellipse(x, top + h * 0.4, sw / 2, h * 0.025, "#ffe9c2")
  );
}

/** Task lamp for desks; base at (x, y). */
export function deskLamp(ctx: Ctx, x: number, y: number, h: number, color: string): string {
  const k = h / 40;
  const jx = x + 9 * k;
  const jy = y - 24 * k;
  const hx = x - 4 * k;
  const hy = y - 40 * k;
  return (
    ellipse(x, y - 1 * k, 7 * k, 1.8 * k, shade(color, -0.1)) +
    line(x, y - 1.5 * k, jx, jy, shade(BRASS, -0.05), 1.4 * k) +
    line(jx, jy, hx, hy, shade(BRASS, -0.05), 1.4 * k) +
    circle(jx, jy, 1.3 * k, shade(BRASS, 0.2)) +
    circle(
      hx - 6 * k,
      hy + 10 * k,
      12 * k,
      ctx.rad([
        [0, "#ffe2ad", 0.4],
        [1, "#ffe2ad", 0],
      ]),
    ) +
    path(
      d`M${hx} ${hy}L${hx - 11 * k} ${hy + 7 * k}L${hx - 6 * k} ${hy + 13 * k}Z`,
      ctx.lin(shade(color, 0.15), shade(color, -0.15)),
    ) +
    ellipse(hx - 8.5 * k, hy + 10 * k, 3.2 * k, 1.2 * k, "#ffe9c2", {
      transform: `rotate(-50 ${fmt(hx - 8.5 * k)} ${fmt(hy + 10 * k)})`,
    })
  );
}

export type PlantStyle = "fig" | "banana" | "olive" | "snake";

/** Potted plant; pot bottom centre at (x, y), overall height h. */
export function plant(ctx: Ctx, x: number, y: number, h: number, pot: string, style: PlantStyle): string {
  const ph = h * (style === "snake" ? 0.3 : 0.24);
  const pw = ph * 0.95;
  const top = y - ph;
  let leaves = "";
  const green = (i: number) => LEAF[i % LEAF.length] ?? LEAF[0];
  if (style === "fig" || style === "olive") {
    const th = h * (style === "fig" ? 0.92 : 0.8);
    leaves += path(d`M${x} ${top}Q${x + h * 0.03} ${top - th * 0.5} ${x - h * 0.02} ${y - th}`, "none", {
      stroke: "#6b513b",
      "stroke-width": h * 0.018,
    });
    const n = style === "fig" ? 15 : 60;
    for (let i = 0; i < n; i++) {
      const t = style === "fig" ? 0.35 + (0.65 * i) / n : ctx.rnd(0.45, 1);
      const side = style === "fig" ? (i % 2 ? 1 : -1) : ctx.rnd(-1, 1);
      const size = style === "fig" ? h * (0.1 + 0.04 * Math.sin(i)) : h * 0.045;
      const spread = style === "fig" ? h * 0.14 * (1.1 - t * 0.6) : h * 0.26 * (1 - Math.abs(t - 0.72) * 1.6);
      const lx = x + side * spread + ctx.rnd(-2, 2) * (h / 150);
      const ly = y - ph - (th - ph) * t + (style === "olive" ? ctx.rnd(-1, 1) * h * 0.04 : 0);
      const rot = side * (style === "fig" ? 50 : 60) + ctx.rnd(-20, 20);
      const col = style === "olive" ? mix(green(i), "#a8b39a", 0.45) : green(i);
      leaves += ellipse(lx, ly, size * 0.62, size, col, { transform: `rotate(${fmt(rot)} ${fmt(lx)} ${fmt(ly)})` });
      if (style === "fig")
        leaves += line(
          lx,
          ly,
          lx + Math.sin((rot * Math.PI) / 180) * size * 0.8,
          ly - Math.cos((rot * Math.PI) / 180) * size * 0.8,
          shade(col, 0.3),
          h * 0.005,
          { opacity: 0.6 },
        );
    }
  } else if (style === "banana") {
    for (let i = 0; i < 7; i++) {
      const a = -1 + (2 * i) / 6 + ctx.rnd(-0.12, 0.12);
      const len = h * (0.62 + 0.3 * (1 - Math.abs(a)));
      const tx = x + a * h * 0.42;
      const ty = top - len * (1 - Math.abs(a) * 0.35);
      const mx = x + a * h * 0.1;
      const my = top - len * 0.45;
      const col = green(i + 1);
      const wl = h * 0.09;
      leaves += path(d`M${x} ${top}Q${mx} ${my} ${tx} ${ty}`, "none", {
        stroke: shade(col, -0.15),
        "stroke-width": h * 0.012,
      });
      leaves += path(
        d`M${mx + a * 4} ${my + len * 0.12}Q${tx - wl * 1.6} ${(my + ty) / 2} ${tx} ${ty}Q${tx + wl * 1.6} ${(my + ty) / 2 + wl} ${mx + a * 4} ${my + len * 0.12}Z`,
        ctx.lin(shade(col, 0.08), shade(col, -0.12), "h"),
      );
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const a = -1 + (2 * i) / 8;
      const bh = h * (0.55 + 0.45 * (1 - Math.abs(a)) * ctx.rnd(0.75, 1));
      const bx = x + a * pw * 0.3;
      const tx = bx + a * h * 0.12;
      const col = green(i + 2);
      leaves += path(
        d`M${bx - h * 0.028} ${top}Q${tx - h * 0.04} ${y - bh * 0.6} ${tx} ${y - bh}Q${tx + h * 0.04} ${y - bh * 0.6} ${bx + h * 0.028} ${top}Z`,
        ctx.lin(shade(col, -0.1), shade(col, 0.18), "h"),
      );
    }
  }
  const potBody = path(
    d`M${x - pw / 2} ${top}L${x + pw / 2} ${top}L${x + pw * 0.4} ${y}L${x - pw * 0.4} ${y}Z`,
    ctx.lin(shade(pot, 0.12), shade(pot, -0.16), "h"),
  );
  return g(leaves) + potBody + rect(x - pw / 2 - 1, top - ph * 0.08, pw + 2, ph * 0.12, shade(pot, 0.05), { rx: 1 });
}

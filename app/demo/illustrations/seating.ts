/** Upholstered and occasional seating, drawn as front elevations in centimetres. */
import {
  BRASS,
  type Ctx,
  type Drawn,
  type Paint,
  block,
  circle,
  cushion,
  d,
  ellipse,
  leg,
  line,
  mix,
  path,
  pillow,
  rect,
  shade,
  shadow,
} from "./primitives";

export function sofa(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -112, 112);
  s += leg(ctx, -98, -14, -101, 0, 5, 3, p.wood) + leg(ctx, 98, -14, 101, 0, 5, 3, p.wood);
  s += block(ctx, -100, -86, 200, 50, shade(c, -0.14), 12);
  s += cushion(ctx, -97, -83, 96, 42, shade(c, 0.02), 10) + cushion(ctx, 1, -83, 96, 42, shade(c, 0.02), 10);
  s += rect(-90, -56, 180, 5, shade(c, 0.12), { rx: 2 });
  s += pillow(ctx, -68, -66, 30, 28, p.accent, -9, true) + pillow(ctx, 70, -66, 30, 28, mix(p.accent, c, 0.45), 8);
  for (const x of [-112, 88]) {
    s += cushion(ctx, x, -66, 24, 55, shade(c, -0.03), 11);
    s += rect(x + 3, -64, 18, 4, shade(c, 0.16), { rx: 2, opacity: 0.6 });
  }
  s += block(ctx, -110, -40, 220, 28, shade(c, -0.09), 5);
  s += cushion(ctx, -88, -53, 88, 15, shade(c, 0.06), 6) + cushion(ctx, 0, -53, 88, 15, shade(c, 0.06), 6);
  return { body: s, box: [-112, -88, 112, 0], mount: "floor", focus: [-80, -50] };
}

export function sectional(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -152, 152, 6, 1.4);
  s += leg(ctx, -140, -14, -142, 0, 5, 3, p.wood);
  s += block(ctx, -142, -80, 292, 44, shade(c, -0.14), 10);
  for (let i = 0; i < 4; i++) s += cushion(ctx, -128 + i * 69, -77, 68, 38, shade(c, 0.02), 9);
  s += rect(-128, -56, 200, 5, shade(c, 0.12), { rx: 2 });
  s += pillow(ctx, -100, -62, 28, 26, p.accent, -8, true) + pillow(ctx, 120, -62, 28, 26, mix(p.accent, c, 0.4), 6);
  s += cushion(ctx, -152, -62, 24, 50, shade(c, -0.03), 10);
  s += block(ctx, -150, -40, 210, 28, shade(c, -0.09), 5);
  s += cushion(ctx, -128, -53, 94, 15, shade(c, 0.06), 6) + cushion(ctx, -34, -53, 94, 15, shade(c, 0.06), 6);
  // chaise: deeper seat, so its top plane shows more and its front sits lower (nearer)
  s += leg(ctx, 140, 2, 142, 16, 5, 3, p.wood) + leg(ctx, 66, 2, 64, 16, 5, 3, p.wood);
  s += path(d`M58 -53L150 -53L150 -30L58 -30Z`, ctx.lin(shade(c, 0.2), shade(c, 0.04)));
  s += block(ctx, 56, -24, 96, 28, shade(c, -0.09), 5);
  s += cushion(ctx, 58, -38, 92, 15, shade(c, 0.06), 6);
  s += rect(60, -51, 88, 3, shade(c, -0.06), { rx: 1.5, opacity: 0.5 });
  return { body: s, box: [-152, -82, 152, 16], mount: "floor", focus: [70, -40] };
}

export function armchair(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -42, 42);
  s += leg(ctx, -30, -20, -37, 0, 4.5, 3, w) + leg(ctx, 30, -20, 37, 0, 4.5, 3, w);
  s += cushion(ctx, -33, -94, 66, 58, c, 22);
  for (const x of [-11, 11]) s += line(x, -86, x, -46, shade(c, -0.2), 0.7, { opacity: 0.45 });
  for (const [x, y] of [
    [-11, -70],
    [11, -70],
    [0, -80],
    [0, -60],
  ] as const)
    s += circle(x, y, 1.3, shade(c, -0.25));
  s += pillow(ctx, 0, -56, 26, 20, p.accent, -4, true);
  s += block(ctx, -40, -28, 80, 8, w, 2) + rect(-40, -28, 80, 2, shade(w, 0.2), { rx: 1 });
  s += cushion(ctx, -36, -45, 72, 18, shade(c, 0.05), 7);
  for (const sx of [-1, 1]) {
    s += leg(ctx, sx * 39, -52, sx * 38, -28, 3.5, 3.5, w);
    s += block(ctx, sx > 0 ? 28 : -44, -56, 16, 5, shade(w, 0.05), 2.5);
  }
  return { body: s, box: [-44, -95, 44, 0], mount: "floor", focus: [-28, -45] };
}

export function diningChair(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -24, 24, 0, 0.8);
  s += leg(ctx, -17, -40, -17, -4, 2.6, 2.2, shade(w, -0.2)) + leg(ctx, 17, -40, 17, -4, 2.6, 2.2, shade(w, -0.2));
  s += leg(ctx, -20, -86, -20, -44, 3.2, 3, w) + leg(ctx, 20, -86, 20, -44, 3.2, 3, w);
  s += path(d`M-23 -84Q0 -90 23 -84L23 -78Q0 -83 -23 -78Z`, ctx.lin(shade(w, 0.15), shade(w, -0.1)));
  s += cushion(ctx, -17, -77, 34, 26, c, 6);
  s += rect(-18, -52, 36, 4, shade(w, 0.05), { rx: 1 });
  s += cushion(ctx, -24, -49, 48, 9, shade(c, 0.05), 3.5);
  s += block(ctx, -23, -41, 46, 4, shade(w, -0.05), 1);
  s += leg(ctx, -20, -38, -21, 0, 3.6, 2.8, w) + leg(ctx, 20, -38, 21, 0, 3.6, 2.8, w);
  s += rect(-19, -15, 38, 2, shade(w, -0.1), { rx: 1 });
  return { body: s, box: [-24, -90, 24, 0], mount: "floor", focus: [-10, -55] };
}

export function barStool(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -26, 26, 0, 0.8);
  s += leg(ctx, -8, -70, -11, -3, 2.4, 2, shade(w, -0.2)) + leg(ctx, 8, -70, 11, -3, 2.4, 2, shade(w, -0.2));
  s += leg(ctx, -15, -70, -22, 0, 3.2, 2.4, w) + leg(ctx, 15, -70, 22, 0, 3.2, 2.4, w);
  s += rect(-20, -29, 40, 2.6, ctx.lin(shade(BRASS, 0.2), shade(BRASS, -0.15)), { rx: 1.3 });
  s += leg(ctx, -12, -94, -13, -76, 2, 2, w) + leg(ctx, 12, -94, 13, -76, 2, 2, w);
  s += path(d`M-19 -100Q0 -104 19 -100L18 -90Q0 -93 -18 -90Z`, ctx.lin(shade(c, 0.1), shade(c, -0.12)));
  s += block(ctx, -19, -73, 38, 4, shade(w, -0.05), 1.5);
  s += ellipse(0, -78, 22, 5, ctx.lin(shade(c, 0.2), shade(c, 0.02)));
  s += cushion(ctx, -22, -79, 44, 7, c, 3.5);
  return { body: s, box: [-26, -104, 26, 0], mount: "floor", focus: [0, -80] };
}

export function officeChair(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const metal = mix("#3a3530", p.wood, 0.25);
  let s = shadow(ctx, -36, 36, 0, 0.9);
  const legs: [number, number][] = [
    [-33, -5],
    [33, -5],
    [-15, -3],
    [15, -3],
  ];
  for (const [x, y] of legs) s += leg(ctx, 0, -12, x, y, 5, 3, metal);
  for (const [x, y] of legs) s += circle(x, y + 1, 3.3, shade(metal, -0.2)) + circle(x - 1, y, 1.2, shade(metal, 0.3));
  s += ellipse(0, -12, 6, 3, shade(metal, 0.1));
  s += rect(-2.5, -44, 5, 32, ctx.lin(shade(metal, 0.35), shade(metal, -0.1), "h"), { rx: 1 });
  s += rect(-4, -56, 8, 12, shade(metal, 0.1), { rx: 2 });
  s += cushion(ctx, -26, -114, 52, 60, c, 16);
  s += path(d`M-18 -74Q0 -68 18 -74`, "none", { stroke: shade(c, -0.2), "stroke-width": 0.8, opacity: 0.5 });
  s += line(0, -110, 0, -76, shade(c, -0.18), 0.6, { opacity: 0.45 });
  for (const sx of [-1, 1]) {
    s += rect(sx * 30 - 2, -62, 4, 14, shade(metal, 0.05), { rx: 1.5 });
    s += rect(sx > 0 ? 24 : -38, -65, 14, 4.5, shade(metal, 0.15), { rx: 2.2 });
  }
  s += cushion(ctx, -28, -52, 56, 11, shade(c, 0.05), 5);
  return { body: s, box: [-38, -115, 38, 0], mount: "floor", focus: [-20, -55] };
}

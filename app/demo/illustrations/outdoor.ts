/** Garden and terrace pieces: teak sofa, sun lounger, parasol table, hanging egg chair. */
import { bowl } from "./accessories";
import {
  GLASS,
  IVORY,
  type Ctx,
  type Drawn,
  type Paint,
  block,
  circle,
  cushion,
  d,
  ellipse,
  g,
  leg,
  mix,
  path,
  pillow,
  rect,
  shade,
  shadow,
} from "./primitives";

function slats(ctx: Ctx, x: number, y: number, w: number, h: number, wood: string, n: number): string {
  let s =
    rect(x, y, 3, h, ctx.lin(shade(wood, 0.1), shade(wood, -0.15), "h")) +
    rect(x + w - 3, y, 3, h, ctx.lin(shade(wood, 0.1), shade(wood, -0.15), "h"));
  for (let i = 0; i < n; i++)
    s += rect(
      x + 2,
      y + 3 + (i * (h - 8)) / n,
      w - 4,
      ((h - 8) / n) * 0.6,
      ctx.lin(shade(wood, 0.18), shade(wood, -0.08)),
      { rx: 0.6 },
    );
  return s;
}

export function outdoorSofa(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -104, 104);
  s += rect(-90, -74, 180, 5, ctx.lin(shade(w, 0.15), shade(w, -0.1)), { rx: 1.5 });
  for (let i = 0; i < 9; i++) s += rect(-86 + i * 20, -70, 12, 36, shade(w, -0.12 + (i % 2) * 0.04));
  s += cushion(ctx, -86, -68, 86, 34, c, 7) + cushion(ctx, 0, -68, 86, 34, c, 7);
  s += pillow(ctx, -58, -50, 28, 26, p.accent, -8, true) + pillow(ctx, 58, -50, 26, 24, mix(p.accent, IVORY, 0.5), 7);
  s += rect(-92, -26, 184, 8, ctx.lin(shade(w, 0.1), shade(w, -0.15)), { rx: 1 });
  s += cushion(ctx, -88, -40, 176, 15, shade(c, 0.05), 6);
  s += slats(ctx, -104, -60, 16, 58, w, 5) + slats(ctx, 88, -60, 16, 58, w, 5);
  s += rect(-106, -62, 20, 4, shade(w, 0.12), { rx: 1.5 }) + rect(86, -62, 20, 4, shade(w, 0.12), { rx: 1.5 });
  return { body: s, box: [-106, -76, 106, 0], mount: "floor", focus: [-86, -44] };
}

export function lounger(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -100, 100, 0, 0.8);
  s += leg(ctx, 86, -28, 88, 0, 5, 4, shade(w, -0.1)) + leg(ctx, -20, -28, -20, 0, 5, 4, shade(w, -0.1));
  s += rect(-100, -34, 200, 7, ctx.lin(shade(w, 0.12), shade(w, -0.12)), { rx: 1.5 });
  for (let x = -96; x < 96; x += 8) s += rect(x, -33, 1, 5, shade(w, -0.25), { opacity: 0.5 });
  s +=
    circle(-88, -10, 10, shade("#3b332c", 0)) +
    circle(-88, -10, 6, shade(w, 0.05)) +
    circle(-88, -10, 2, shade(w, -0.25));
  s += leg(ctx, -88, -28, -88, -12, 4, 4, w);
  // reclined back with its cushion
  s += g(
    rect(-6, -6, 80, 6, ctx.lin(shade(w, 0.12), shade(w, -0.12)), { rx: 1.5 }) + cushion(ctx, -4, -17, 78, 12, c, 5),
    {
      transform: "translate(-36 -34) rotate(-142) scale(1 -1)",
    },
  );
  s += leg(ctx, -60, -34, -70, -58, 3, 3, shade(w, -0.2));
  s += cushion(ctx, -38, -46, 136, 12, c, 5);
  for (let x = -26; x < 96; x += 20) s += circle(x, -40, 0.8, shade(c, -0.25));
  s += pillow(ctx, -86, -78, 26, 16, p.accent, -52);
  s += path(d`M60 -46L96 -46Q100 -46 100 -42L100 -36L60 -36Z`, mix(p.accent, IVORY, 0.6), { opacity: 0.95 });
  s += rect(60, -44, 40, 1.4, p.accent, { opacity: 0.6 });
  return { body: s, box: [-102, -100, 102, 0], mount: "floor", focus: [-50, -55] };
}

export function patioTable(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -60, 60, 0, 1);
  for (const x of [-40, 40]) {
    s += rect(x - 16, -92, 3, 40, shade(w, -0.1)) + rect(x + 13, -92, 3, 40, shade(w, -0.1));
    for (let i = 0; i < 3; i++)
      s += rect(x - 17, -92 + i * 7, 34, 4, ctx.lin(shade(w, 0.15), shade(w, -0.05)), { rx: 1 });
  }
  s += rect(-2, -228, 4, 228, ctx.lin(shade(w, 0.2), shade(w, -0.2), "h"));
  s +=
    leg(ctx, -3, -60, -30, 0, 3, 3, w) +
    leg(ctx, 3, -60, 30, 0, 3, 3, w) +
    leg(ctx, 0, -60, 0, -3, 3, 3, shade(w, -0.2));
  s += ellipse(0, -18, 18, 3, "none", { stroke: shade(w, -0.1), "stroke-width": 1.5 });
  // table top
  s += path(d`M-46 -74L46 -74L46 -71A46 7 0 0 1 -46 -71Z`, ctx.lin(shade(w, -0.05), shade(w, -0.22), "h"));
  s += ellipse(0, -74, 46, 8, ctx.lin(shade(w, 0.2), shade(w, 0.04)));
  for (const x of [-30, -15, 0, 15, 30]) s += rect(x - 0.3, -81, 0.6, 14, shade(w, -0.2), { opacity: 0.35 });
  // carafe and glasses
  s += path(d`M-22 -76L-14 -76L-13 -86Q-13 -90 -16 -92L-16 -98L-20 -98L-20 -92Q-23 -90 -23 -86Z`, GLASS, {
    opacity: 0.9,
  });
  s += rect(-22, -84, 8, 7, "#e9c46a", { opacity: 0.55 });
  s += rect(-6, -83, 5, 7, GLASS, { opacity: 0.9 }) + rect(4, -83, 5, 7, GLASS, { opacity: 0.9 });
  s += bowl(ctx, 22, -76, 14, mix(p.accent, IVORY, 0.4));
  // parasol canopy with scalloped hem
  const hem = [-110, -82, -55, -27, 0, 27, 55, 82, 110];
  let canopy = d`M-110 -186Q-60 -222 0 -236Q60 -222 110 -186`;
  for (let i = hem.length - 1; i > 0; i--)
    canopy += d`Q${((hem[i] ?? 0) + (hem[i - 1] ?? 0)) / 2} -178 ${hem[i - 1] ?? 0} -186`;
  s += path(`${canopy}Z`, ctx.lin(shade(c, 0.12), shade(c, -0.1)));
  for (const x of [-55, 0, 55])
    s += path(d`M0 -236Q${x * 0.7} -220 ${x} -186`, "none", {
      stroke: shade(c, -0.2),
      "stroke-width": 0.8,
      opacity: 0.6,
    });
  s += path(d`M-110 -186Q0 -196 110 -186`, "none", { stroke: p.accent, "stroke-width": 2.5, opacity: 0.85 });
  s += circle(0, -238, 3, shade(w, -0.1));
  return { body: s, box: [-112, -242, 112, 0], mount: "floor", focus: [-10, -80] };
}

export function swing(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  const metal = mix("#3f3a35", w, 0.2);
  let s = shadow(ctx, -60, 60, 0, 1);
  s += ellipse(22, -3, 34, 5, shade(metal, -0.1)) + ellipse(22, -4.5, 34, 5, shade(metal, 0.15));
  s += path(d`M40 -6C62 -90 58 -196 0 -200`, "none", { stroke: metal, "stroke-width": 5, "stroke-linecap": "round" });
  s += path(d`M0 -200L0 -168`, "none", { stroke: shade(metal, 0.1), "stroke-width": 1.5 });
  const egg = d`M0 -168C-30 -168 -44 -128 -44 -92C-44 -58 -26 -34 0 -34C26 -34 44 -58 44 -92C44 -128 30 -168 0 -168Z`;
  s += path(
    egg,
    ctx.rad(
      [
        [0, shade(w, 0.2)],
        [0.7, w],
        [1, shade(w, -0.25)],
      ],
      0.4,
      0.4,
      0.7,
    ),
  );
  for (let i = 1; i < 9; i++) {
    const y = -168 + i * 15;
    const half = 44 * Math.sin((Math.PI * i) / 9.2) + 2;
    s += path(d`M${-half} ${y}Q0 ${y + 6} ${half} ${y}`, "none", {
      stroke: shade(w, -0.28),
      "stroke-width": 0.7,
      opacity: 0.45,
    });
  }
  for (const x of [-30, -15, 0, 15, 30])
    s += path(d`M${x * 0.3} -167Q${x * 1.3} -100 ${x * 0.5} -35`, "none", {
      stroke: shade(w, 0.25),
      "stroke-width": 0.6,
      opacity: 0.4,
    });
  s += path(
    d`M0 -150C-22 -150 -32 -122 -32 -98C-32 -80 -28 -64 -24 -60L24 -60C28 -64 32 -80 32 -98C32 -122 22 -150 0 -150Z`,
    ctx.lin(shade(w, -0.45), shade(w, -0.3)),
  );
  s += cushion(ctx, -26, -130, 52, 64, c, 22);
  s += pillow(ctx, 0, -86, 28, 24, p.accent, -5, true);
  s += block(ctx, -32, -68, 64, 12, shade(c, 0.05), 6);
  return { body: s, box: [-60, -204, 60, 0], mount: "floor", focus: [0, -90] };
}

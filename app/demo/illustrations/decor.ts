/** Decor: floor vase, arched mirror, framed art, cushions, wall clock, planter. */
import { budVase, plant } from "./accessories";
import {
  IVORY,
  LEAF,
  SHADOW,
  type Ctx,
  type Drawn,
  type Paint,
  circle,
  d,
  ellipse,
  fmt,
  g,
  leg,
  line,
  lum,
  mix,
  path,
  pillow,
  rect,
  shade,
  shadow,
} from "./primitives";

/** Soft drop shadow for wall pieces: the outline repeated twice, offset and faint. */
function wallShadow(shape: (dx: number, dy: number) => string): string {
  return g(shape(2, 3) + shape(5, 7), { opacity: 0.09 });
}

export function vase(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -38, 50, 0, 0.8);
  const pampas = mix("#e6d5b8", p.wood, 0.15);
  const stems: [number, number, number][] = [
    [-34, -150, -18],
    [-8, -168, -4],
    [22, -154, 16],
    [36, -132, 30],
    [-44, -124, -32],
  ];
  stems.forEach(([tx, ty, rot], i) => {
    s += path(d`M0 -78Q${tx * 0.2} ${ty * 0.7} ${tx} ${ty}`, "none", {
      stroke: shade(pampas, -0.3),
      "stroke-width": 0.8,
    });
    if (i % 2 === 0 || i === 3) {
      s += ellipse(tx, ty + 12, 6, 20, ctx.lin(shade(pampas, 0.15), shade(pampas, -0.08)), {
        transform: `rotate(${fmt(rot)} ${fmt(tx)} ${fmt(ty + 12)})`,
        opacity: 0.95,
      });
    } else {
      for (let k = 0; k < 5; k++) {
        const t = 0.45 + k * 0.12;
        const lx = tx * t * t;
        const ly = -78 + (ty + 78) * t;
        const leaf = mix(LEAF[k % 3] ?? "#7f936c", "#a9b6a0", 0.5);
        s += ellipse(lx + (k % 2 ? 4 : -4), ly, 4.5, 3, leaf, {
          transform: `rotate(${k % 2 ? 25 : -25} ${fmt(lx)} ${fmt(ly)})`,
        });
      }
    }
  });
  s += path(
    d`M-8 -80L8 -80Q8 -70 14 -64Q26 -56 26 -36Q26 -12 14 0L-14 0Q-26 -12 -26 -36Q-26 -56 -14 -64Q-8 -70 -8 -80Z`,
    ctx.rad(
      [
        [0, shade(c, 0.3)],
        [0.55, c],
        [1, shade(c, -0.25)],
      ],
      0.35,
      0.45,
      0.75,
    ),
  );
  s += ellipse(0, -80, 8, 1.8, shade(c, -0.3));
  for (const y of [-52, -20])
    s += path(d`M${y === -52 ? -21 : -24} ${y}Q0 ${y + 4} ${y === -52 ? 21 : 24} ${y}`, "none", {
      stroke: shade(c, -0.15),
      "stroke-width": 0.8,
      opacity: 0.5,
    });
  s += budVase(ctx, 40, 0, 30, p.accent, false);
  return { body: s, box: [-50, -172, 56, 0], mount: "floor", focus: [0, -60] };
}

export function mirror(ctx: Ctx, p: Paint): Drawn {
  const frame = p.color;
  const arch = (x: number, y: number, w: number, h: number) =>
    d`M${x} ${y}L${x} ${y - h + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y - h + w / 2}L${x + w} ${y}Z`;
  let s = wallShadow((dx, dy) => path(arch(-35 + dx, dy, 70, 120), SHADOW));
  s += path(arch(-35, 0, 70, 120), ctx.lin(shade(frame, 0.22), shade(frame, -0.2), "d"));
  s += path(
    arch(-31, -4, 62, 112),
    ctx.grad(
      [
        [0, mix("#e8eeec", p.accent, 0.08)],
        [0.6, mix(GLASS_TINT, IVORY, 0.4)],
        [1, mix("#d4dcda", p.wood, 0.15)],
      ],
      "d",
    ),
  );
  s += path(d`M-31 -70L-31 -100L6 -116L20 -112Z`, "#ffffff", { opacity: 0.28 });
  s += path(d`M-31 -40L-31 -52L30 -96L30 -80Z`, "#ffffff", { opacity: 0.2 });
  s += path(d`M-18 -4L-18 -28L-6 -28L-6 -4Z`, mix(p.accent, IVORY, 0.5), { opacity: 0.25 });
  s += path(arch(-31, -4, 62, 112), "none", { stroke: shade(frame, -0.3), "stroke-width": 0.6 });
  return { body: s, box: [-36, -121, 41, 7], mount: "wall", elevation: 100, focus: [-20, -100] };
}

const GLASS_TINT = "#e3e9e7";

export function wallArt(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = wallShadow((dx, dy) => rect(-40 + dx, -100 + dy, 80, 100, SHADOW));
  s += rect(-40, -100, 80, 100, ctx.lin(shade(p.wood, 0.15), shade(p.wood, -0.2), "d"));
  s += rect(-36, -96, 72, 92, mix(IVORY, c, 0.04));
  s += rect(-36, -96, 72, 2, SHADOW, { opacity: 0.08 });
  const ground = mix(IVORY, c, 0.22);
  s += rect(-27, -86, 54, 72, ground);
  s += path(d`M-19 -14L-19 -56A19 19 0 0 1 19 -56L19 -14Z`, ctx.lin(shade(c, 0.05), shade(c, -0.12)));
  s += circle(9, -64, 10, p.accent);
  s += path(d`M-27 -30Q-8 -44 8 -32Q18 -24 27 -30L27 -14L-27 -14Z`, shade(mix(c, p.wood, 0.4), -0.15));
  s += line(-22, -78, 0, -78, shade(c, -0.3), 0.7, { opacity: 0.6 });
  return { body: s, box: [-41, -101, 46, 8], mount: "wall", elevation: 110, focus: [0, -50] };
}

export function cushions(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -58, 58, 0, 0.9);
  s += pillow(ctx, -28, -26, 52, 50, c, -7);
  s += pillow(ctx, 24, -24, 48, 46, p.accent, 6, true);
  s += pillow(ctx, -2, -14, 58, 26, mix(c, IVORY, 0.55), -2);
  for (let x = -27; x <= 23; x += 5)
    s += line(x, -6, x + 1, -24 + Math.abs(x) * 0.1, shade(mix(c, IVORY, 0.55), -0.12), 0.5, { opacity: 0.5 });
  return { body: s, box: [-60, -56, 60, 2], mount: "floor", focus: [20, -26] };
}

export function clock(ctx: Ctx, p: Paint): Drawn {
  const face = p.color;
  const ink = lum(face) > 0.5 ? shade(face, -0.7) : shade(face, 0.8);
  let s = wallShadow((dx, dy) => circle(dx, -28 + dy, 28, SHADOW));
  s += circle(0, -28, 28, ctx.lin(shade(p.wood, 0.25), shade(p.wood, -0.25), "d"));
  s += circle(
    0,
    -28,
    24.5,
    ctx.rad(
      [
        [0, shade(face, 0.12)],
        [1, shade(face, -0.08)],
      ],
      0.4,
      0.35,
      0.7,
    ),
  );
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i;
    const r0 = i % 3 === 0 ? 17.5 : 20;
    s += line(
      Math.sin(a) * r0,
      -28 - Math.cos(a) * r0,
      Math.sin(a) * 22,
      -28 - Math.cos(a) * 22,
      ink,
      i % 3 === 0 ? 1.4 : 0.8,
    );
  }
  const hand = (deg: number, len: number, wd: number, col: string) => {
    const a = (deg * Math.PI) / 180;
    return line(-Math.sin(a) * 3, -28 + Math.cos(a) * 3, Math.sin(a) * len, -28 - Math.cos(a) * len, col, wd);
  };
  s += hand(-60, 12, 1.8, ink) + hand(60, 17.5, 1.2, ink) + hand(160, 19, 0.5, p.accent);
  s += circle(0, -28, 1.5, p.accent);
  s += path(d`M-18 -44A24 24 0 0 1 6 -51`, "none", { stroke: "#ffffff", "stroke-width": 1.2, opacity: 0.3 });
  return { body: s, box: [-29, -57, 34, 8], mount: "wall", elevation: 140, focus: [0, -28] };
}

export function planter(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -34, 34, 0, 0.9);
  s += leg(ctx, -18, -14, -26, 0, 2.6, 2, p.wood) + leg(ctx, 18, -14, 26, 0, 2.6, 2, p.wood);
  s += rect(-24, -17, 48, 4, ctx.lin(shade(p.wood, 0.12), shade(p.wood, -0.12)), { rx: 1 });
  s += g(plant(ctx, 0, -17, 150, c, "fig"));
  const pot = d`M-23 -62L23 -62L19 -17L-19 -17Z`;
  s += path(pot, ctx.lin(shade(c, 0.15), shade(c, -0.2), "h"));
  for (let i = 1; i < 9; i++) {
    const x = -23 + i * 5.1;
    s += line(x, -60, x * 0.83, -18, shade(c, i < 5 ? 0.18 : -0.25), 0.6, { opacity: 0.45 });
  }
  s += rect(-24.5, -65, 49, 4.5, ctx.lin(shade(c, 0.1), shade(c, -0.1)), { rx: 1.2 });
  return { body: s, box: [-40, -172, 40, 0], mount: "floor", focus: [0, -60] };
}

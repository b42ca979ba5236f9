/** Case goods: consoles, shelving, wardrobes, dressers, sideboards, filing. */
import { bookStack, bowl, budVase, plant, tableLamp } from "./accessories";
import {
  BRASS,
  IVORY,
  type Ctx,
  type Drawn,
  type Paint,
  bar,
  block,
  d,
  knob,
  leg,
  line,
  mix,
  path,
  rect,
  shade,
  shadow,
  slab,
  tag,
} from "./primitives";

function cabinet(ctx: Ctx, x: number, y: number, w: number, h: number, color: string): string {
  return block(ctx, x, y, w, h, color, 1.5) + rect(x, y + h - 1.5, w, 1.5, shade(color, -0.2));
}

function drawer(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  pull: "knob" | "bar" | "pair",
): string {
  let s = rect(x, y, w, h, ctx.lin(shade(color, 0.1), shade(color, -0.04)), { rx: 0.8 });
  s += rect(x, y + h - 0.8, w, 0.8, shade(color, -0.25), { opacity: 0.6 });
  if (pull === "knob") s += knob(x + w / 2, y + h / 2, Math.min(2, h * 0.12));
  else if (pull === "bar") s += bar(x + w / 2 - w * 0.15, y + h * 0.42, w * 0.3, Math.max(1.2, h * 0.1));
  else s += knob(x + w * 0.3, y + h / 2, Math.min(1.8, h * 0.1)) + knob(x + w * 0.7, y + h / 2, Math.min(1.8, h * 0.1));
  return s;
}

export function tvConsole(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -92, 92);
  s +=
    leg(ctx, -82, -12, -83, 0, 3.5, 2.6, shade(p.wood, -0.1)) + leg(ctx, 82, -12, 83, 0, 3.5, 2.6, shade(p.wood, -0.1));
  s += cabinet(ctx, -90, -52, 180, 41, c);
  s += rect(-34, -49, 68, 35, shade(c, -0.35), { rx: 1 }) + rect(-34, -49, 68, 6, shade(c, -0.5), { opacity: 0.4 });
  s +=
    bookStack(ctx, -16, -14, [IVORY, p.accent, mix(p.accent, IVORY, 0.5)], 22) +
    bowl(ctx, 16, -14, 16, mix(p.accent, IVORY, 0.4));
  for (const x0 of [-88, 36]) {
    let f = rect(x0, -50, 52, 37, shade(c, 0.02));
    for (let i = 0; i < 13; i++)
      f +=
        rect(x0 + i * 4, -50, 2, 37, shade(c, 0.12), { opacity: 0.7 }) +
        rect(x0 + i * 4 + 2, -50, 0.8, 37, shade(c, -0.15), { opacity: 0.5 });
    s += f;
  }
  s += knob(-37.5, -32, 1.3) + knob(37.5, -32, 1.3);
  s += slab(ctx, -92, -55, 184, 2.5, 2.5, p.wood, 1);
  s += budVase(ctx, -62, -52, 22, p.accent) + plant(ctx, 66, -52, 30, mix(p.accent, IVORY, 0.5), "snake");
  return { body: s, box: [-92, -100, 92, 0], mount: "floor", focus: [-40, -40] };
}

export function bookshelf(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  const spines = [
    p.accent,
    IVORY,
    mix(p.accent, "#5b4a3e", 0.5),
    "#b9a48b",
    "#8c6f5a",
    mix(p.color, IVORY, 0.5),
    "#d8c7ae",
    "#6f7a6a",
  ];
  let s = shadow(ctx, -54, 54, 0, 0.8);
  s += rect(-48, -190, 96, 186, ctx.lin(shade(p.color, 0.05), shade(p.color, -0.12)));
  const shelves = [-4, -42, -80, -118, -156];
  shelves.forEach((y, i) => {
    let x = -45;
    const layout = (i * 7 + Math.floor(ctx.rnd(0, 3))) % 4;
    const end = layout === 0 ? 12 : layout === 1 ? -8 : layout === 2 && i % 2 === 0 ? 24 : 45;
    while (x < end - 4) {
      const bw = ctx.rnd(2.6, 4.4);
      const bh = ctx.rnd(22, 31);
      s += rect(x, y - bh, bw, bh, shade(ctx.pick(spines), ctx.rnd(-0.08, 0.06)), { rx: 0.3 });
      s += rect(x + 0.4, y - bh + 3, bw - 0.8, 0.8, BRASS, { opacity: 0.35 });
      x += bw + 0.25;
    }
    if (layout === 0) s += budVase(ctx, 30, y, 16, i % 2 ? p.accent : shade(IVORY, -0.05), false);
    if (layout === 1)
      s += bookStack(ctx, 18, y, [IVORY, p.accent, "#b9a48b"], 20) + bowl(ctx, 36, y, 12, mix(p.accent, IVORY, 0.5));
    if (layout === 2 && i % 2 === 0) s += plant(ctx, 36, y, 24, IVORY, "olive");
  });
  for (const y of [...shelves, -194]) s += slab(ctx, -50, y, 100, 1.5, 2.5, w, 0.6);
  s +=
    rect(-51, -194, 4, 194, ctx.lin(shade(w, 0.1), shade(w, -0.2), "h")) +
    rect(47, -194, 4, 194, ctx.lin(shade(w, 0.1), shade(w, -0.2), "h"));
  return { body: s, box: [-54, -196, 54, 0], mount: "floor", focus: [-10, -100] };
}

export function wardrobe(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -74, 74);
  s += leg(ctx, -64, -10, -65, 0, 4, 3, p.wood) + leg(ctx, 64, -10, 65, 0, 4, 3, p.wood);
  s += cabinet(ctx, -70, -204, 140, 195, c);
  s += rect(-73, -210, 146, 7, ctx.lin(shade(c, 0.15), shade(c, -0.1)), { rx: 1 });
  for (const x of [-68, 1]) {
    s += rect(x, -200, 67, 158, ctx.lin(shade(c, 0.08), shade(c, -0.02), "h"), { rx: 0.8 });
    s += rect(x + 7, -192, 53, 142, "none", { stroke: shade(c, -0.14), "stroke-width": 1.2, rx: 1 });
    s += rect(x + 8.5, -190.5, 50, 139, "none", { stroke: shade(c, 0.22), "stroke-width": 0.6, rx: 1, opacity: 0.7 });
    s += drawer(ctx, x, -40, 67, 28, c, "knob");
  }
  s += bar(-5, -140, 2.2, 34) + bar(2.8, -140, 2.2, 34);
  s += line(0, -200, 0, -42, shade(c, -0.3), 0.5);
  return { body: s, box: [-74, -212, 74, 0], mount: "floor", focus: [-10, -125] };
}

export function dresser(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -72, 72);
  s += leg(ctx, -62, -16, -65, 0, 4.5, 3, p.wood) + leg(ctx, 62, -16, 65, 0, 4.5, 3, p.wood);
  s += cabinet(ctx, -68, -80, 136, 66, c);
  for (let r = 0; r < 3; r++) for (const x of [-66, 1]) s += drawer(ctx, x, -78 + r * 21, 65, 19.5, c, "pair");
  s += slab(ctx, -70, -84, 140, 2.5, 2.5, p.wood, 1);
  s += tableLamp(ctx, -42, -81, 48, p.accent);
  s +=
    bookStack(ctx, 18, -81, [IVORY, mix(p.accent, IVORY, 0.3)], 22) +
    budVase(ctx, 44, -81, 16, mix(p.accent, "#5b4a3e", 0.3));
  return { body: s, box: [-72, -130, 72, 0], mount: "floor", focus: [-30, -60] };
}

export function sideboard(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const cane = ctx.def(`cane${p.accent}`, (id) =>
    tag(
      "pattern",
      { id, width: 3, height: 3, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 3, 3, mix(p.accent, IVORY, 0.55)) +
        path("M0 0L3 3M3 0L0 3M1.5 0V3M0 1.5H3", "none", {
          stroke: shade(mix(p.accent, IVORY, 0.3), -0.25),
          "stroke-width": 0.35,
        }),
    ),
  );
  let s = shadow(ctx, -92, 92);
  s += leg(ctx, -82, -18, -85, 0, 4.5, 3, p.wood) + leg(ctx, 82, -18, 85, 0, 4.5, 3, p.wood);
  s += cabinet(ctx, -90, -76, 180, 60, c);
  for (let i = 0; i < 3; i++) {
    const x = -88 + i * 59;
    s += rect(x, -74, 58, 56, ctx.lin(shade(c, 0.08), shade(c, -0.05)), { rx: 0.6 });
    s += path(d`M${x + 6} -24L${x + 6} -56A23 16 0 0 1 ${x + 52} -56L${x + 52} -24Z`, `url(#${cane})`);
    s += path(d`M${x + 6} -24L${x + 6} -56A23 16 0 0 1 ${x + 52} -56L${x + 52} -24Z`, "none", {
      stroke: shade(c, -0.18),
      "stroke-width": 1.2,
    });
    s += knob(i === 2 ? x + 4 : x + 54, -46, 1.4);
  }
  s += slab(ctx, -92, -80, 184, 2.5, 2.5, p.wood, 1);
  s += tableLamp(ctx, -56, -77, 50, mix(p.accent, IVORY, 0.2));
  s += bowl(ctx, 8, -77, 20, mix(p.accent, "#5b4a3e", 0.3)) + budVase(ctx, 48, -77, 22, p.accent);
  return { body: s, box: [-92, -128, 92, 0], mount: "floor", focus: [-30, -55] };
}

export function filingCabinet(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -24, 24, 0, 0.9);
  s += rect(-22, -6, 44, 6, shade(p.wood, -0.1));
  s += cabinet(ctx, -23, -100, 46, 94, c);
  for (let r = 0; r < 4; r++) {
    const y = -98 + r * 23;
    s += drawer(ctx, -21.5, y, 43, 22, c, "bar");
    s += rect(-6, y + 4, 12, 4, shade(c, -0.15), { rx: 0.5 }) + rect(-5, y + 4.8, 10, 2.4, IVORY, { opacity: 0.85 });
  }
  s += slab(ctx, -24, -103, 48, 1.5, 2, p.wood, 0.8);
  s += plant(ctx, -10, -101, 30, mix(p.accent, IVORY, 0.5), "snake");
  s += rect(6, -112, 12, 11, p.accent, { rx: 0.6 }) + rect(7, -112, 3, 11, shade(p.accent, 0.2));
  return { body: s, box: [-26, -132, 26, 0], mount: "floor", focus: [0, -80] };
}

export function nightstand(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = shadow(ctx, -26, 26, 0, 0.9);
  s += leg(ctx, -19, -20, -23, 0, 3, 2.2, p.wood) + leg(ctx, 19, -20, 23, 0, 3, 2.2, p.wood);
  s += cabinet(ctx, -24, -58, 48, 40, c);
  s += drawer(ctx, -22.5, -56, 45, 17, c, "knob") + drawer(ctx, -22.5, -38, 45, 17, c, "knob");
  s += slab(ctx, -25, -61, 50, 2, 2, p.wood, 0.8);
  s += tableLamp(ctx, -6, -59, 44, p.accent);
  s += bookStack(ctx, 14, -59, [IVORY, mix(p.accent, IVORY, 0.4)], 13);
  return { body: s, box: [-26, -103, 26, 0], mount: "floor", focus: [0, -56] };
}

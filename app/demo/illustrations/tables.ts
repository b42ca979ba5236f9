/** Tables and desks, front elevations in centimetres (floor at y = 0). */
import { bookStack, bowl, budVase, candle, deskLamp, plant } from "./accessories";
import {
  BRASS,
  GLASS,
  IVORY,
  type Ctx,
  type Drawn,
  type Paint,
  block,
  cushion,
  d,
  ellipse,
  leg,
  line,
  mix,
  path,
  rect,
  shade,
  shadow,
  slab,
} from "./primitives";

export function coffeeTable(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  let s = shadow(ctx, -62, 62, 0, 0.9);
  s += leg(ctx, -46, -33, -46, -6, 3, 2.6, shade(w, -0.25)) + leg(ctx, 46, -33, 46, -6, 3, 2.6, shade(w, -0.25));
  s += slab(ctx, -50, -13, 100, 3.5, 2, shade(w, 0.05));
  s += leg(ctx, -54, -33, -55, 0, 4.2, 3.2, w) + leg(ctx, 54, -33, 55, 0, 4.2, 3.2, w);
  s += slab(ctx, -60, -42, 120, 6, 4, p.color, 2);
  s += bookStack(ctx, -28, -39, [p.accent, IVORY, mix(p.accent, "#6d5a4a", 0.5)], 26);
  s += bowl(ctx, 14, -39, 18, mix(p.accent, IVORY, 0.55));
  s += budVase(ctx, 38, -39, 11, shade(p.accent, -0.1));
  return { body: s, box: [-62, -62, 62, 0], mount: "floor", focus: [-40, -36] };
}

export function sideTable(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  let s = shadow(ctx, -22, 22, 0, 0.9);
  s += ellipse(0, -3, 17, 3.6, shade(w, -0.15)) + ellipse(0, -4.5, 17, 3.6, ctx.lin(shade(w, 0.15), shade(w, -0.05)));
  s += path(
    d`M-4 -50Q-2 -30 -3 -12Q-4 -6 -9 -4.5L9 -4.5Q4 -6 3 -12Q2 -30 4 -50Z`,
    ctx.lin(shade(w, 0.18), shade(w, -0.2), "h"),
  );
  const top = p.color;
  s += path(d`M-25 -55L25 -55L25 -51.5A25 4.5 0 0 1 -25 -51.5Z`, ctx.lin(shade(top, -0.05), shade(top, -0.22), "h"));
  s += ellipse(0, -55, 25, 5, ctx.lin(shade(top, 0.2), shade(top, 0.05)));
  s += ellipse(-6, -56, 10, 1.6, "#ffffff", { opacity: 0.18 });
  s += bookStack(ctx, -8, -54, [mix(p.accent, IVORY, 0.3), p.accent], 16);
  s += budVase(ctx, 10, -54, 12, p.accent);
  return { body: s, box: [-26, -75, 26, 0], mount: "floor", focus: [0, -52] };
}

/** Chair backs peeking over a table; drawn before the table top. */
function chairBacks(ctx: Ctx, xs: number[], color: string, wood: string, top: number, office: boolean): string {
  let s = "";
  for (const x of xs) {
    if (office) {
      s += cushion(ctx, x - 17, top, 34, 44, color, 8);
      s +=
        line(x - 7, top + 6, x - 7, top + 40, shade(color, -0.2), 0.6, { opacity: 0.5 }) +
        line(x + 7, top + 6, x + 7, top + 40, shade(color, -0.2), 0.6, { opacity: 0.5 });
      s +=
        rect(x - 22, top + 26, 5, 16, shade(wood, -0.2), { rx: 2 }) +
        rect(x + 17, top + 26, 5, 16, shade(wood, -0.2), { rx: 2 });
    } else {
      s += rect(x - 17, top + 2, 3, 40, shade(wood, -0.1)) + rect(x + 14, top + 2, 3, 40, shade(wood, -0.1));
      s += path(
        d`M${x - 19} ${top + 1}Q${x} ${top - 4} ${x + 19} ${top + 1}L${x + 19} ${top + 6}Q${x} ${top + 1} ${x - 19} ${top + 6}Z`,
        shade(wood, 0.05),
      );
      s += cushion(ctx, x - 14, top + 6, 28, 20, color, 5);
    }
  }
  return s;
}

export function diningTable(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  let s = shadow(ctx, -102, 102, 0, 0.9);
  s += chairBacks(ctx, [-62, 0, 62], p.color, w, -104, false);
  s += leg(ctx, -84, -70, -84, -8, 5, 4, shade(w, -0.25)) + leg(ctx, 84, -70, 84, -8, 5, 4, shade(w, -0.25));
  s += block(ctx, -90, -73, 180, 7, shade(w, -0.12));
  s += leg(ctx, -92, -70, -93, 0, 6.5, 4.6, w) + leg(ctx, 92, -70, 93, 0, 6.5, 4.6, w);
  s += slab(ctx, -102, -84, 204, 7, 4.5, w, 2);
  s += bowl(ctx, -30, -81, 26, mix(p.accent, IVORY, 0.5));
  s += budVase(ctx, 6, -81, 18, p.accent);
  s += candle(ctx, 30, -81, 18) + candle(ctx, 40, -81, 14);
  return { body: s, box: [-104, -112, 104, 0], mount: "floor", focus: [-70, -80] };
}

export function desk(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  const c = p.color;
  let s = shadow(ctx, -72, 72, 0, 0.9);
  s += leg(ctx, -62, -66, -62, -6, 3.4, 2.8, shade(w, -0.25)) + leg(ctx, 62, -66, 62, -6, 3.4, 2.8, shade(w, -0.25));
  s += block(ctx, -66, -72, 132, 10, c);
  for (const x of [-64, 2]) {
    s += block(ctx, x + 1, -71, 60, 8, shade(c, 0.04), 1);
    s += rect(x + 24, -67.5, 14, 1.6, BRASS, { rx: 0.8 });
  }
  s += leg(ctx, -66, -64, -67, 0, 4.4, 3, w) + leg(ctx, 66, -64, 67, 0, 4.4, 3, w);
  s += slab(ctx, -72, -80, 144, 5, 3, w, 1.5);
  s += deskLamp(ctx, -52, -77, 42, p.accent);
  s += bookStack(ctx, 18, -77, [IVORY, p.accent, mix(c, IVORY, 0.4)], 24);
  s += plant(ctx, 50, -77, 26, mix(p.accent, IVORY, 0.6), "snake");
  return { body: s, box: [-72, -122, 72, 0], mount: "floor", focus: [-40, -74] };
}

export function conferenceTable(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  let s = shadow(ctx, -162, 162, 0, 0.8);
  s += chairBacks(ctx, [-124, -62, 0, 62, 124], p.color, "#4a423b", -120, true);
  for (const x of [-96, 96]) {
    s += path(d`M${x - 14} -72L${x + 14} -72L${x + 20} 0L${x - 20} 0Z`, ctx.lin(shade(w, -0.02), shade(w, -0.26), "h"));
    s += path(d`M${x - 10} -72L${x + 10} -72L${x + 14} -6L${x - 14} -6Z`, "none", {
      stroke: shade(w, 0.15),
      "stroke-width": 0.6,
      opacity: 0.5,
    });
  }
  s += slab(ctx, -162, -84, 324, 8, 5, w, 2);
  s += rect(-20, -82, 40, 3.4, "#3d3731", { rx: 1 }) + rect(-16, -81.5, 6, 1.2, BRASS) + rect(10, -81.5, 6, 1.2, BRASS);
  for (const x of [-90, 60]) {
    s += path(d`M${x - 4} -82L${x + 4} -82L${x + 3} -98L${x + 1.5} -101L${x - 1.5} -101L${x - 3} -98Z`, GLASS, {
      opacity: 0.85,
    });
    s += rect(x + 8, -88, 4, 6, GLASS, { opacity: 0.85 });
  }
  return { body: s, box: [-164, -122, 164, 0], mount: "floor", focus: [-120, -80] };
}

/** Slim hall console used under wall pieces in room shots (not a catalogue kind). */
export function consoleTable(ctx: Ctx, p: Paint): Drawn {
  const w = p.wood;
  let s = shadow(ctx, -62, 62, 0, 0.7);
  s += leg(ctx, -52, -70, -52, -5, 2.6, 2.2, shade(w, -0.25)) + leg(ctx, 52, -70, 52, -5, 2.6, 2.2, shade(w, -0.25));
  s += leg(ctx, -58, -74, -58, 0, 3.6, 2.8, w) + leg(ctx, 58, -74, 58, 0, 3.6, 2.8, w);
  s += slab(ctx, -54, -16, 108, 2, 2, w, 0.8);
  s += bookStack(ctx, 36, -16, [IVORY, p.accent], 20) + bowl(ctx, -30, -16, 22, mix(p.accent, IVORY, 0.4));
  s += slab(ctx, -62, -80, 124, 3, 3, w, 1);
  s += budVase(ctx, -40, -77, 20, p.accent) + bookStack(ctx, 40, -77, [mix(p.accent, IVORY, 0.5), IVORY], 18);
  return { body: s, box: [-62, -115, 62, 0], mount: "floor", focus: [0, -70] };
}

/** Kitchen island behind bar stools (not a catalogue kind). */
export function island(ctx: Ctx, p: Paint): Drawn {
  let s = shadow(ctx, -130, 130, 0, 0.8);
  s += block(ctx, -124, -88, 248, 84, p.wood, 1) + block(ctx, -124, -6, 248, 6, shade(p.wood, -0.3));
  for (let x = -120; x < 124; x += 12) s += block(ctx, x, -86, 8, 78, shade(p.wood, 0.06), 1);
  s += slab(ctx, -130, -94, 260, 2.5, 3.5, p.color, 1);
  return { body: s, box: [-130, -94, 130, 0], mount: "floor" };
}

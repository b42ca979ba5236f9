/** Floor lamp and pendant light. */
import {
  BRASS,
  type Ctx,
  type Drawn,
  type Paint,
  circle,
  d,
  ellipse,
  leg,
  line,
  mix,
  path,
  rect,
  shade,
  shadow,
} from "./primitives";

export function floorLamp(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const w = p.wood;
  let s = shadow(ctx, -28, 28, 0, 0.8);
  s += circle(
    0,
    -146,
    70,
    ctx.rad([
      [0, "#ffe3b0", 0.5],
      [0.5, "#ffe3b0", 0.15],
      [1, "#ffe3b0", 0],
    ]),
  );
  s += leg(ctx, 0, -124, 2, -4, 2.4, 2, shade(w, -0.25));
  s += leg(ctx, -1, -124, -26, 0, 3, 2.4, w) + leg(ctx, 1, -124, 26, 0, 3, 2.4, w);
  s += rect(-1, -150, 2, 28, shade(BRASS, -0.05));
  s += circle(0, -122, 2.4, BRASS);
  s += path(d`M-20 -168L20 -168L26 -128L-26 -128Z`, ctx.lin(shade(c, 0.16), shade(c, -0.1), "h"));
  s += path(d`M-20 -168L20 -168L21 -165L-21 -165Z`, shade(c, -0.12), { opacity: 0.6 });
  s += ellipse(0, -128, 26, 3, "#ffefcc");
  s += path(
    d`M-25.5 -128L25.5 -128L40 -40L-40 -40Z`,
    ctx.grad([
      [0, "#fff1d2", 0.22],
      [1, "#fff1d2", 0],
    ]),
  );
  return { body: s, box: [-34, -170, 34, 0], mount: "floor", focus: [0, -140] };
}

export function pendantLight(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  let s = path(
    d`M-34 0L34 0L100 150L-100 150Z`,
    ctx.grad([
      [0, "#fff1d2", 0.24],
      [1, "#fff1d2", 0],
    ]),
  );
  s += circle(
    0,
    2,
    60,
    ctx.rad([
      [0, "#ffe3b0", 0.55],
      [1, "#ffe3b0", 0],
    ]),
  );
  s += line(0, -700, 0, -40, "#3b332c", 0.8);
  s += rect(-4, -44, 8, 7, ctx.lin(shade(BRASS, 0.25), shade(BRASS, -0.2), "h"), { rx: 1.5 });
  s += path(d`M-36 0C-36 -24 -20 -38 0 -38C20 -38 36 -24 36 0Z`, ctx.lin(shade(c, 0.2), shade(c, -0.15), "h"));
  s += path(d`M-30 -12C-26 -26 -14 -34 -4 -35`, "none", { stroke: shade(c, 0.45), "stroke-width": 1.4, opacity: 0.5 });
  s += ellipse(0, 0, 36, 5, mix(c, "#1e140d", 0.2));
  s += ellipse(0, 0.5, 33, 4, "#fff0cf");
  s += circle(0, 2, 5, "#fffaf0");
  s += rect(-37, -2, 74, 2.2, ctx.lin(shade(BRASS, 0.2), shade(BRASS, -0.2), "h"), { rx: 1 });
  return { body: s, box: [-40, -46, 40, 10], mount: "ceiling", elevation: 170, focus: [0, -18] };
}

/** The bed, seen from its foot: channel-tufted headboard, pillows, duvet and a throw. */
import {
  IVORY,
  type Ctx,
  type Drawn,
  type Paint,
  cushion,
  d,
  leg,
  line,
  mix,
  path,
  pillow,
  rect,
  shade,
  shadow,
} from "./primitives";

export function bed(ctx: Ctx, p: Paint): Drawn {
  const c = p.color;
  const linen = mix(IVORY, c, 0.08);
  let s = shadow(ctx, -104, 104, 0, 1.2);
  // headboard with vertical channels
  s += cushion(ctx, -100, -128, 200, 90, c, 14);
  for (let i = 1; i < 8; i++)
    s += line(-100 + i * 25, -122, -100 + i * 25, -44, shade(c, -0.22), 0.8, { opacity: 0.5 });
  for (let i = 0; i < 8; i++) s += rect(-95 + i * 25, -124, 15, 3, shade(c, 0.2), { rx: 1.5, opacity: 0.5 });
  // pillows against the headboard
  s += pillow(ctx, -48, -74, 62, 34, linen, -3) + pillow(ctx, 48, -74, 62, 34, linen, 3);
  s += pillow(ctx, -30, -66, 36, 30, p.accent, -6, true) + pillow(ctx, 30, -66, 36, 30, mix(p.accent, c, 0.5), 6);
  s += pillow(ctx, 0, -60, 46, 18, mix(p.accent, IVORY, 0.55), 0);
  // frame and legs
  s += leg(ctx, -92, -14, -94, 0, 5, 4, p.wood) + leg(ctx, 92, -14, 94, 0, 5, 4, p.wood);
  s += rect(-98, -30, 196, 18, ctx.lin(shade(c, -0.02), shade(c, -0.2)), { rx: 4 });
  // duvet: top plane, then the fold over the foot
  s += path(d`M-92 -56Q0 -60 92 -56L96 -36L-96 -36Z`, ctx.lin(shade(linen, 0.1), shade(linen, -0.02)));
  s += path(
    d`M-96 -37L96 -37Q98 -22 95 -16Q0 -12 -95 -16Q-98 -22 -96 -37Z`,
    ctx.lin(shade(linen, -0.03), shade(linen, -0.16)),
  );
  for (const x of [-60, -20, 25, 66])
    s += path(d`M${x} -35Q${x + 3} -26 ${x - 1} -16`, "none", {
      stroke: shade(linen, -0.2),
      "stroke-width": 0.8,
      opacity: 0.6,
    });
  // throw across the foot
  s += path(d`M-97 -46Q0 -49 97 -46L98 -26Q0 -22 -98 -26Z`, ctx.lin(shade(p.accent, 0.08), shade(p.accent, -0.12)));
  s += path(d`M-97 -44Q0 -47 97 -44`, "none", { stroke: shade(p.accent, 0.35), "stroke-width": 0.8, opacity: 0.6 });
  for (let x = -96; x <= 96; x += 4) s += line(x, -26, x, -22.5, shade(p.accent, -0.1), 0.6);
  return { body: s, box: [-106, -130, 106, 0], mount: "floor", focus: [-50, -50] };
}

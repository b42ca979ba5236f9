/** Whole-room illustrations for categories and portfolio projects. */
import { ROOM_KINDS, type SceneArt } from "../illustration.types";
import { type Placed, camera, fitCamera, placeAll, placeRug } from "./camera";
import { DRAWERS } from "./kinds";
import { defaultAccent, svgDoc } from "./product";
import { BRASS, IVORY, Ctx, type Drawn, type Paint, hash, lum, mix, shade } from "./primitives";
import { type PaintKey, type PieceKind, PLANS } from "./scene-plans";
import { shell, vignette } from "./shell";
import { consoleTable, island } from "./tables";
import { terrace } from "./terrace";

const BIG_ROOMS = new Set(["restaurant", "hotel-lobby", "boardroom"]);

function paints(palette: [string, string, string], seed: number): Record<PaintKey, Paint> {
  const [wall, floor, accent] = palette;
  const wood = lum(floor) > 0.55 ? mix(shade(floor, -0.45), "#6b4a33", 0.4) : mix(shade(floor, -0.22), "#5e412d", 0.35);
  const second = defaultAccent(accent);
  return {
    hero: { color: accent, wood, accent: second },
    soft: { color: mix("#e6dccd", wall, 0.35), wood, accent },
    pot: { color: ["#c98b6b", "#e9e1d4", "#b8a894"][seed % 3] ?? "#c98b6b", wood, accent },
    art: { color: mix(accent, wall, 0.3), wood, accent: second },
    lamp: { color: mix(IVORY, accent, 0.12), wood, accent },
    dark: { color: mix("#4a423b", accent, 0.15), wood, accent },
  };
}

function drawPiece(ctx: Ctx, k: PieceKind, p: Paint): Drawn {
  if (k === "console") return consoleTable(ctx, p);
  if (k === "counter") return island(ctx, { ...p, color: mix(IVORY, p.color, 0.15) });
  if (k === "pendant-light") return DRAWERS[k](ctx, { ...p, color: mix(BRASS, p.accent, 0.2) });
  return DRAWERS[k](ctx, p);
}

export function sceneSvg(scene: SceneArt, variant: number): string {
  const v = Number.isFinite(variant) ? ((Math.floor(variant) % 3) + 3) % 3 : 0;
  const room = ROOM_KINDS.includes(scene.room) ? scene.room : "living";
  const plan = PLANS[room](v);
  const seedText = `${room}|${scene.palette.join(",")}|${v}`;
  const ctx = new Ctx(seedText);
  const seed = hash(seedText);
  const pal = paints(scene.palette, seed);
  const [wall, floor, accent] = scene.palette;
  const big = BIG_ROOMS.has(room);
  const width = (v === 0 || plan.terrace ? (big ? 640 : 580) : v === 1 ? (big ? 460 : 400) : 400) * (plan.zoom ?? 1);
  const m = v === 1 ? -1 : 1;
  const sideWalls = v === 1 && !plan.terrace;
  // In the deeper side-wall view, bring free-standing pieces forward so they read larger.
  const forward = sideWalls ? 45 : 0;
  const items: Placed[] = plan.pieces.map((pc) => ({
    drawn: drawPiece(ctx, pc.k, pal[pc.p]),
    x: pc.x * m,
    z: pc.z + (pc.z > 15 ? forward : 0),
    flip: m < 0 ? !pc.flip : pc.flip,
    lift: pc.lift,
    scale: pc.scale,
  }));
  const cam = sideWalls ? camera(width, 680, 840) : fitCamera(width, items, v === 2 ? 640 : 610, 740);
  const rugPaint: Paint = {
    color: mix(wall, accent, 0.3),
    wood: pal.hero.wood,
    accent: shade(mix(accent, wall, 0.2), -0.15),
  };
  let body: string;
  if (plan.terrace) {
    body = terrace(ctx, cam, { wall, floor, accent, width, ...plan.terrace });
  } else {
    body = shell(ctx, cam, {
      wall,
      floor,
      accent,
      width,
      floorKind: plan.floorKind ?? "planks",
      sideWalls,
      ceiling: room === "hotel-lobby" ? 320 : 280,
      panels: plan.panels,
      openings: plan.openings.map((o) => ({ ...o, x: o.x * m })),
      sideWindow: plan.sideWindow ? (m > 0 ? "left" : "right") : undefined,
    });
  }
  body += (plan.rugs ?? [])
    .map((r) => placeRug(ctx, cam, { paint: rugPaint, x: r.x * m, z: r.z + forward, w: r.w, depth: r.depth }))
    .join("");
  body += placeAll(cam, items) + vignette(ctx);
  return svgDoc(ctx, body);
}

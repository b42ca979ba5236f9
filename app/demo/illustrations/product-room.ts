/** A product shown in a small styled room (or on a terrace for outdoor pieces). */
import type { FurnitureKind } from "../illustration.types";
import { type Placed, type RugPlacement, fitCamera, placeAll, placeRug } from "./camera";
import { DRAWERS } from "./kinds";
import { IVORY, type Ctx, type Drawn, type Paint, hash, lum, mix, shade } from "./primitives";
import { shell, vignette } from "./shell";
import { consoleTable, island } from "./tables";
import { terrace } from "./terrace";

const WALLS = ["#efe6da", "#e7d8c6", "#ecdad0", "#e4ded3", "#dfe0d3"] as const;
const POTS = ["#c98b6b", "#e9e1d4", "#b8a894", "#d9c9b2"] as const;

const RUGGED: readonly FurnitureKind[] = [
  "sofa",
  "sectional",
  "armchair",
  "coffee-table",
  "dining-table",
  "bed",
  "conference-table",
  "desk",
];
const AGAINST_WALL: readonly FurnitureKind[] = [
  "tv-console",
  "bookshelf",
  "wardrobe",
  "dresser",
  "sideboard",
  "filing-cabinet",
];

export function roomShot(ctx: Ctx, kind: FurnitureKind, hero: Drawn, p: Paint, outdoor: boolean): string {
  const h = hash(`${kind}${p.color}`);
  let wall = WALLS[h % WALLS.length] ?? WALLS[0];
  if (Math.abs(lum(wall) - lum(p.color)) < 0.05) wall = WALLS[(h + 2) % WALLS.length] ?? WALLS[0];
  const floor = lum(p.wood) > 0.42 ? "#b48a62" : "#d4b892";
  const neutral: Paint = { color: mix("#e2d6c4", wall, 0.3), wood: mix(p.wood, "#8a6748", 0.5), accent: p.accent };
  const pot: Paint = { color: POTS[h % POTS.length] ?? POTS[0], wood: neutral.wood, accent: p.accent };
  const draw = (k: FurnitureKind, paint: Paint) => DRAWERS[k](ctx, paint);
  const [bx0, by0, bx1] = hero.box;
  const bw = bx1 - bx0;
  const tall = -by0;
  let width = Math.min(600, Math.max(300, bw * 2));
  const items: Placed[] = [];
  const rugs: RugPlacement[] = [];
  let heroX = 0;
  let heroZ = 40;
  let lamp = true;
  let plantLeft = true;
  let art = tall < 150;

  if (hero.mount === "wall") {
    width = 320;
    items.push({ drawn: consoleTable(ctx, neutral), x: 0, z: 12 });
    heroZ = 0;
    art = false;
  } else if (hero.mount === "ceiling") {
    width = 400;
    items.push({ drawn: draw("dining-table", { ...neutral, color: mix(p.color, neutral.color, 0.5) }), x: 0, z: 60 });
    heroZ = 60;
    art = false;
  } else if (kind === "coffee-table") {
    width = 440;
    items.push({ drawn: draw("sofa", neutral), x: 0, z: 0 });
    heroZ = 150;
  } else if (kind === "side-table" || kind === "floor-lamp" || kind === "vase" || kind === "planter") {
    width = 340;
    items.push({ drawn: draw("armchair", neutral), x: -55, z: 25 });
    heroX = 45;
    heroZ = 45;
    lamp = kind !== "floor-lamp" && kind !== "vase";
    plantLeft = kind !== "planter";
  } else if (kind === "dining-chair") {
    width = 360;
    items.push({ drawn: consoleTable(ctx, neutral), x: 0, z: 8 }, { drawn: hero, x: 82, z: heroZ, flip: true });
    heroX = -82;
  } else if (kind === "bar-stool") {
    width = 420;
    items.push({ drawn: island(ctx, { ...neutral, color: "#ece6dc" }), x: 0, z: 10 });
    items.push({ drawn: hero, x: 60, z: 80 });
    heroX = -60;
    heroZ = 80;
    art = false;
  } else if (kind === "office-chair") {
    width = 400;
    items.push({ drawn: draw("desk", neutral), x: -60, z: 15 });
    heroX = 75;
    heroZ = 70;
  } else if (kind === "desk") {
    items.push({ drawn: draw("office-chair", neutral), x: 10, z: 10 });
  } else if (kind === "nightstand") {
    width = 320;
    items.push({ drawn: draw("bed", neutral), x: -150, z: 30 });
    heroX = 30;
    heroZ = 20;
    plantLeft = false;
  } else if (kind === "bed") {
    width = 540;
    heroZ = 40;
    for (const sx of [-1, 1]) items.push({ drawn: draw("nightstand", neutral), x: sx * 140, z: 25, flip: sx > 0 });
    lamp = false;
  } else if (kind === "cushion") {
    width = 420;
    items.push({ drawn: draw("sofa", { ...neutral, accent: neutral.color }), x: 0, z: 20 });
    heroZ = 40;
    items.push({ drawn: hero, x: 0, z: heroZ, lift: 48 });
  } else if (kind === "rug") {
    width = 400;
    items.push(
      { drawn: draw("armchair", neutral), x: -60, z: 30 },
      { drawn: draw("side-table", neutral), x: 25, z: 35 },
    );
    rugs.push({ paint: p, x: 0, z: 250, w: 240, depth: 170 });
  } else if (AGAINST_WALL.includes(kind)) {
    heroZ = 12;
    art = tall < 110;
  }
  if (kind !== "cushion" && kind !== "rug") items.push({ drawn: hero, x: heroX, z: heroZ });
  if (RUGGED.includes(kind))
    rugs.push({
      paint: { color: mix(wall, p.accent, 0.3), wood: p.wood, accent: shade(mix(p.accent, wall, 0.3), -0.1) },
      x: heroX,
      z: heroZ + 150,
      w: Math.max(220, bw * 1.25),
      depth: 220,
    });

  const half = width / 2;
  if (outdoor) {
    items.push(
      { drawn: draw("planter", { ...pot, color: "#c98b6b" }), x: -half + 40, z: 20 },
      { drawn: draw("planter", { ...pot, color: "#c98b6b" }), x: half - 40, z: 10, flip: true },
    );
    const cam = fitCamera(width, items, 640, 720);
    const back = terrace(ctx, cam, {
      wall: wall,
      floor: h % 2 ? "#cfa88a" : "#c9ab8b",
      accent: p.accent,
      width,
      deck: h % 2 === 0,
      pergola: false,
      arches: 3,
    });
    return back + placeAll(cam, items) + vignette(ctx);
  }
  if (plantLeft) items.push({ drawn: draw("planter", pot), x: -half + 42, z: 25, scale: 0.9 });
  if (lamp && h % 3 === 0 && kind !== "side-table")
    items.push({ drawn: draw("side-table", { ...neutral, color: mix(IVORY, p.accent, 0.1) }), x: half - 38, z: 30 });
  else if (lamp)
    items.push({ drawn: draw("floor-lamp", { ...neutral, color: mix(IVORY, p.accent, 0.1) }), x: half - 42, z: 25 });
  if (art) {
    const lift = Math.max(0, tall + 28 - 110);
    const artPaint: Paint = {
      color: mix(p.accent, wall, 0.25),
      wood: neutral.wood,
      accent: mix(p.color, "#c39a5b", 0.5),
    };
    if (lift + 110 + 101 < 262) {
      const pair = bw > 170 && hero.mount === "floor";
      for (const x of pair ? [-50, 50] : [0])
        items.push({ drawn: draw("wall-art", artPaint), x: heroX + x, z: 0, lift, scale: pair ? 0.85 : 1 });
    }
  }
  const cam = fitCamera(width, items);
  const winW = Math.min(110, width * 0.26);
  const arch = h % 3 === 0;
  const back = shell(ctx, cam, {
    wall,
    floor,
    accent: p.accent,
    floorKind: "planks",
    width,
    sideWalls: false,
    panels: h % 2 === 0,
    openings: [
      {
        kind: arch ? "arch-window" : "window",
        x: -half + winW / 2 + 28,
        w: winW,
        y0: 60,
        h: arch ? 180 : 160,
        curtains: true,
      },
    ],
  });
  return back + rugs.map((r) => placeRug(ctx, cam, r)).join("") + placeAll(cam, items) + vignette(ctx);
}

/** Room plans for homes: living, bedroom, dining, office, outdoor. */
import { type Plan, type Planner, P, win, archDoor, niche } from "./plan-kit";

export const living: Planner = (v) =>
  [
    {
      pieces: [
        P("sofa", "hero", 40, 40),
        P("wall-art", "art", 40, 0, { lift: 10 }),
        P("floor-lamp", "lamp", -100, 45),
        P("planter", "pot", 225, 25),
        P("side-table", "soft", 190, 70),
        P("coffee-table", "soft", 40, 175),
        P("armchair", "soft", -200, 170),
      ],
      rugs: [{ x: 40, z: 270, w: 290, depth: 200 }],
      openings: [win(-185, 110, true)],
      panels: true,
    },
    {
      pieces: [
        P("sofa", "hero", 0, 30),
        P("wall-art", "art", -50, 0, { lift: 10, scale: 0.85 }),
        P("wall-art", "art", 50, 0, { lift: 10, scale: 0.85 }),
        P("floor-lamp", "lamp", -150, 40),
        P("planter", "pot", 175, 20),
        P("coffee-table", "soft", 0, 170),
      ],
      rugs: [{ x: 0, z: 300, w: 300, depth: 260 }],
      openings: [],
      sideWindow: true,
    },
    {
      pieces: [
        P("armchair", "hero", -50, 45),
        P("side-table", "soft", 40, 55),
        P("floor-lamp", "lamp", 95, 35),
        P("wall-art", "art", -20, 0, { lift: 15 }),
        P("planter", "pot", -150, 25),
        P("cushion", "soft", -50, 46, { lift: 40, scale: 0.5 }),
      ],
      rugs: [{ x: -20, z: 220, w: 220, depth: 160 }],
      openings: [niche(-135, 80, 40, 170)],
    },
  ][v] as Plan;

export const bedroom: Planner = (v) =>
  [
    {
      pieces: [
        P("bed", "hero", 0, 40),
        P("nightstand", "soft", -140, 25),
        P("nightstand", "soft", 140, 25, { flip: true }),
        P("wall-art", "art", -48, 0, { lift: 45, scale: 0.85 }),
        P("wall-art", "art", 48, 0, { lift: 45, scale: 0.85 }),
        P("planter", "pot", -225, 25),
      ],
      rugs: [{ x: 0, z: 270, w: 300, depth: 200 }],
      openings: [win(225, 90)],
      panels: true,
    },
    {
      pieces: [
        P("bed", "hero", -30, 40),
        P("nightstand", "soft", -165, 25),
        P("wardrobe", "soft", 135, 8, { scale: 0.9 }),
        P("wall-art", "art", -30, 0, { lift: 50 }),
      ],
      rugs: [{ x: -30, z: 280, w: 260, depth: 200 }],
      openings: [],
      sideWindow: true,
    },
    {
      pieces: [
        P("bed", "hero", -130, 45),
        P("nightstand", "soft", 50, 28),
        P("wall-art", "art", 50, 0, { lift: 20, scale: 0.8 }),
        P("planter", "pot", 140, 30, { scale: 0.9 }),
      ],
      openings: [win(150, 80, true, false)],
      panels: true,
    },
  ][v] as Plan;

export const dining: Planner = (v) =>
  [
    {
      pieces: [
        P("sideboard", "soft", 0, 0),
        P("wall-art", "art", 125, 0, { lift: 35, scale: 0.9 }),
        P("dining-table", "hero", 0, 110),
        P("pendant-light", "lamp", 0, 110, { lift: 40 }),
        P("planter", "pot", -225, 25),
        P("planter", "pot", 225, 20, { flip: true }),
      ],
      openings: [win(-180, 90, true)],
      panels: true,
    },
    {
      pieces: [
        P("dining-table", "hero", 0, 90),
        P("pendant-light", "lamp", -65, 90, { lift: 40 }),
        P("pendant-light", "lamp", 65, 90, { lift: 40 }),
        P("planter", "pot", -170, 20),
        P("console", "soft", 130, 6),
      ],
      rugs: [{ x: 0, z: 240, w: 300, depth: 240 }],
      openings: [archDoor(-40, 130, 230)],
      sideWindow: true,
      floorKind: "tiles",
    },
    {
      pieces: [
        P("sideboard", "soft", -20, 6),
        P("wall-art", "art", -20, 0, { lift: 40 }),
        P("dining-chair", "hero", -135, 70),
        P("dining-chair", "hero", 110, 70, { flip: true }),
        P("planter", "pot", 135, 20),
      ],
      openings: [],
      panels: true,
    },
  ][v] as Plan;

export const office: Planner = (v) =>
  [
    {
      pieces: [
        P("bookshelf", "soft", -175, 5),
        P("office-chair", "dark", 40, 25),
        P("desk", "hero", 40, 75),
        P("wall-art", "art", 40, 0, { lift: 30 }),
        P("filing-cabinet", "soft", 185, 10),
        P("planter", "pot", -80, 30, { scale: 0.8 }),
      ],
      rugs: [{ x: 40, z: 260, w: 240, depth: 200 }],
      openings: [win(-60, 80)],
    },
    {
      pieces: [
        P("bookshelf", "soft", -148, 4),
        P("bookshelf", "soft", 148, 4, { flip: true }),
        P("office-chair", "dark", 0, 40),
        P("desk", "hero", 0, 95),
        P("planter", "pot", -60, 20, { scale: 0.75 }),
      ],
      rugs: [{ x: 0, z: 280, w: 260, depth: 220 }],
      openings: [win(45, 90, true, false)],
      sideWindow: true,
    },
    {
      pieces: [
        P("desk", "hero", -40, 40),
        P("office-chair", "dark", 105, 85),
        P("wall-art", "art", -40, 0, { lift: 25 }),
        P("planter", "pot", -150, 20, { scale: 0.85 }),
      ],
      openings: [],
      panels: true,
    },
  ][v] as Plan;

export const outdoor: Planner = (v) =>
  [
    {
      pieces: [
        P("outdoor-sofa", "hero", -70, 50),
        P("patio-table", "soft", 150, 90),
        P("planter", "pot", -240, 20),
        P("planter", "pot", 245, 15, { flip: true }),
        P("cushion", "soft", -70, 55, { lift: 30, scale: 0.5 }),
      ],
      openings: [],
      terrace: { deck: false, pergola: false, arches: 3 },
    },
    {
      pieces: [
        P("lounger", "hero", -90, 90),
        P("swing", "soft", 140, 40),
        P("planter", "pot", -200, 15),
        P("side-table", "soft", 30, 95),
      ],
      openings: [],
      terrace: { deck: true, pergola: true, arches: 2 },
    },
    {
      pieces: [P("swing", "hero", -60, 50), P("patio-table", "soft", 110, 100), P("planter", "pot", -160, 20)],
      openings: [],
      terrace: { deck: false, pergola: false, arches: 2 },
    },
  ][v] as Plan;

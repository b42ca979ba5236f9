/** Room plans for decor vignettes and commercial interiors. */
import { type Plan, type Planner, P, win, archDoor, niche } from "./plan-kit";

export const decor: Planner = (v) =>
  [
    {
      pieces: [
        P("console", "soft", 0, 10),
        P("mirror", "hero", 0, 0),
        P("vase", "hero", 150, 40),
        P("planter", "pot", -160, 25),
        P("clock", "soft", -150, 0, { lift: 20, scale: 0.9 }),
      ],
      openings: [],
      panels: true,
      zoom: 0.72,
    },
    {
      pieces: [
        P("sofa", "soft", 0, 25),
        P("cushion", "hero", 0, 45, { lift: 48 }),
        P("clock", "hero", 0, 0, { lift: 20 }),
        P("floor-lamp", "lamp", 150, 35),
        P("vase", "hero", -150, 35),
      ],
      rugs: [{ x: 0, z: 290, w: 280, depth: 220 }],
      openings: [],
      sideWindow: true,
    },
    {
      pieces: [
        P("dresser", "soft", -30, 8),
        P("wall-art", "hero", -30, 0, { lift: 50 }),
        P("vase", "hero", 110, 45),
        P("planter", "pot", -150, 30, { scale: 0.85 }),
      ],
      openings: [],
      panels: true,
    },
  ][v] as Plan;

export const restaurant: Planner = (v) =>
  [
    {
      pieces: [
        P("sofa", "hero", -175, 5),
        P("sofa", "hero", 175, 5),
        P("dining-table", "soft", -175, 80, { scale: 0.7 }),
        P("dining-table", "soft", 175, 80, { scale: 0.7 }),
        P("pendant-light", "lamp", -175, 80, { lift: 20 }),
        P("pendant-light", "lamp", 175, 80, { lift: 20 }),
        P("planter", "pot", 0, 20),
      ],
      openings: [archDoor(0, 120, 230)],
      floorKind: "tiles",
      panels: true,
    },
    {
      pieces: [
        P("bookshelf", "dark", -140, 2),
        P("bookshelf", "dark", 140, 2),
        P("counter", "soft", 0, 40),
        P("bar-stool", "hero", -70, 110),
        P("bar-stool", "hero", 0, 110),
        P("bar-stool", "hero", 70, 110),
        P("pendant-light", "lamp", -60, 40, { lift: 35, scale: 0.7 }),
        P("pendant-light", "lamp", 60, 40, { lift: 35, scale: 0.7 }),
      ],
      openings: [niche(0, 80, 110, 130)],
      floorKind: "tiles",
      sideWindow: true,
    },
    {
      pieces: [
        P("dining-table", "soft", 0, 70, { scale: 0.8 }),
        P("dining-chair", "hero", -100, 120),
        P("dining-chair", "hero", 100, 120, { flip: true }),
        P("pendant-light", "lamp", 0, 70, { lift: 30 }),
        P("planter", "pot", 140, 20),
      ],
      openings: [win(-110, 90, true)],
      floorKind: "tiles",
    },
  ][v] as Plan;

export const hotelLobby: Planner = (v) =>
  [
    {
      pieces: [
        P("armchair", "hero", -125, 110),
        P("armchair", "hero", 125, 110, { flip: true }),
        P("coffee-table", "soft", 0, 160),
        P("planter", "pot", -255, 30, { scale: 1.2 }),
        P("planter", "pot", 255, 30, { flip: true, scale: 1.2 }),
        P("pendant-light", "lamp", 0, 120, { lift: 95, scale: 1.25 }),
        P("console", "soft", 0, 5),
      ],
      rugs: [{ x: 0, z: 300, w: 380, depth: 260 }],
      openings: [archDoor(0, 200, 270), niche(-190, 70, 60, 150), niche(190, 70, 60, 150)],
      floorKind: "tiles",
      panels: true,
    },
    {
      pieces: [
        P("wall-art", "art", 0, 0, { lift: 40, scale: 1.4 }),
        P("counter", "hero", 0, 50),
        P("pendant-light", "lamp", -80, 50, { lift: 50 }),
        P("pendant-light", "lamp", 80, 50, { lift: 50 }),
        P("planter", "pot", -185, 15, { scale: 1.1 }),
        P("armchair", "soft", -165, 170),
        P("armchair", "soft", 165, 170, { flip: true }),
      ],
      openings: [],
      floorKind: "tiles",
      sideWindow: true,
    },
    {
      pieces: [
        P("sofa", "hero", 0, 40),
        P("side-table", "soft", -140, 45),
        P("side-table", "soft", 140, 45),
        P("floor-lamp", "lamp", -175, 30),
        P("floor-lamp", "lamp", 175, 30),
        P("wall-art", "art", 0, 0, { lift: 15, scale: 1.1 }),
      ],
      openings: [],
      floorKind: "tiles",
      panels: true,
    },
  ][v] as Plan;

export const boutique: Planner = (v) =>
  [
    {
      pieces: [
        P("bookshelf", "dark", -185, 2),
        P("bookshelf", "dark", 185, 2, { flip: true }),
        P("mirror", "hero", 0, 0, { lift: 10, scale: 1.2 }),
        P("dresser", "hero", 0, 110),
        P("planter", "pot", -95, 25, { scale: 0.85 }),
      ],
      rugs: [{ x: 0, z: 260, w: 260, depth: 200 }],
      openings: [],
      panels: true,
    },
    {
      pieces: [
        P("vase", "hero", -130, 10, { scale: 0.8 }),
        P("planter", "pot", 130, 8, { scale: 0.8 }),
        P("armchair", "hero", 30, 120),
        P("side-table", "soft", -60, 130),
        P("pendant-light", "lamp", 0, 120, { lift: 40 }),
      ],
      rugs: [{ x: 0, z: 260, w: 260, depth: 200 }],
      openings: [niche(-130, 80, 30, 190), niche(0, 80, 30, 190), niche(130, 80, 30, 190)],
      sideWindow: true,
      floorKind: "tiles",
    },
    {
      pieces: [
        P("sideboard", "hero", 0, 10),
        P("mirror", "soft", -40, 0, { lift: 45 }),
        P("clock", "hero", 60, 0, { lift: 10 }),
        P("vase", "soft", -150, 40),
        P("planter", "pot", 150, 30),
      ],
      openings: [],
      panels: true,
    },
  ][v] as Plan;

export const boardroom: Planner = (v) =>
  [
    {
      pieces: [
        P("conference-table", "hero", 0, 90),
        P("pendant-light", "lamp", -100, 90, { lift: 40 }),
        P("pendant-light", "lamp", 0, 90, { lift: 40 }),
        P("pendant-light", "lamp", 100, 90, { lift: 40 }),
        P("planter", "pot", -250, 30),
        P("planter", "pot", 250, 30, { flip: true }),
      ],
      openings: [{ kind: "glazing", x: 0, w: 460, y0: 30, h: 210 }],
      floorKind: "tiles",
    },
    {
      pieces: [
        P("sideboard", "soft", 0, 2),
        P("wall-art", "art", -55, 0, { lift: 40, scale: 0.9 }),
        P("wall-art", "art", 55, 0, { lift: 40, scale: 0.9 }),
        P("conference-table", "hero", 0, 120),
        P("planter", "pot", 170, 20),
      ],
      openings: [],
      sideWindow: true,
      panels: true,
    },
    {
      pieces: [
        P("conference-table", "hero", -90, 60),
        P("filing-cabinet", "soft", 130, 10),
        P("wall-art", "art", 130, 0, { lift: 40, scale: 0.8 }),
        P("office-chair", "dark", 120, 120),
      ],
      openings: [{ kind: "glazing", x: -90, w: 200, y0: 40, h: 190 }],
      floorKind: "tiles",
    },
  ][v] as Plan;

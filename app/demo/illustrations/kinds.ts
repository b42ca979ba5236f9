/** Which drawing each catalogue kind uses. */
import type { FurnitureKind } from "../illustration.types";
import { bed } from "./beds";
import { clock, cushions, mirror, planter, vase, wallArt } from "./decor";
import { floorLamp, pendantLight } from "./lighting";
import { lounger, outdoorSofa, patioTable, swing } from "./outdoor";
import type { Drawer } from "./primitives";
import { rug } from "./rug";
import { armchair, barStool, diningChair, officeChair, sectional, sofa } from "./seating";
import { bookshelf, dresser, filingCabinet, nightstand, sideboard, tvConsole, wardrobe } from "./storage";
import { coffeeTable, conferenceTable, desk, diningTable, sideTable } from "./tables";

export const DRAWERS: Record<FurnitureKind, Drawer> = {
  sofa,
  sectional,
  armchair,
  "coffee-table": coffeeTable,
  "side-table": sideTable,
  "tv-console": tvConsole,
  bookshelf,
  bed,
  nightstand,
  wardrobe,
  dresser,
  "dining-table": diningTable,
  "dining-chair": diningChair,
  sideboard,
  "bar-stool": barStool,
  desk,
  "office-chair": officeChair,
  "filing-cabinet": filingCabinet,
  "conference-table": conferenceTable,
  "outdoor-sofa": outdoorSofa,
  lounger,
  "patio-table": patioTable,
  swing,
  "floor-lamp": floorLamp,
  "pendant-light": pendantLight,
  vase,
  mirror,
  "wall-art": wallArt,
  rug,
  cushion: cushions,
  clock,
  planter,
};

export const OUTDOOR_KINDS: readonly FurnitureKind[] = ["outdoor-sofa", "lounger", "patio-table", "swing"];

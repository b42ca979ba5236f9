/**
 * Types and helpers for room plans: what stands where, per variant. Coordinates are cm on the
 * floor plan (x across, z forward from the back wall). Variant 0 is a wide
 * frontal view, 1 a deeper room with side walls (mirrored), 2 a close vignette.
 */
import type { FurnitureKind } from "../illustration.types";
import type { Opening } from "./shell";

export type PaintKey = "hero" | "soft" | "pot" | "art" | "lamp" | "dark";
export type PieceKind = FurnitureKind | "console" | "counter";

export interface Piece {
  k: PieceKind;
  p: PaintKey;
  x: number;
  z: number;
  flip?: boolean;
  lift?: number;
  scale?: number;
}

export interface RugSpot {
  x: number;
  z: number;
  w: number;
  depth: number;
}

export interface Plan {
  pieces: Piece[];
  rugs?: RugSpot[];
  openings: Opening[];
  floorKind?: "planks" | "tiles" | "deck";
  panels?: boolean;
  sideWindow?: boolean;
  /** Multiplies the visible wall width (below 1 = closer). */
  zoom?: number;
  /** Outdoor plans draw a terrace instead of a room. */
  terrace?: { deck: boolean; pergola: boolean; arches: number };
}

export const P = (k: PieceKind, p: PaintKey, x: number, z: number, more: Partial<Piece> = {}): Piece => ({
  k,
  p,
  x,
  z,
  ...more,
});
export const win = (x: number, w = 110, arch = false, curtains = true): Opening => ({
  kind: arch ? "arch-window" : "window",
  x,
  w,
  y0: 55,
  h: arch ? 190 : 170,
  curtains,
});
export const archDoor = (x: number, w = 120, h = 230): Opening => ({ kind: "arch-door", x, w, y0: 0, h });
export const niche = (x: number, w = 90, y0 = 40, h = 170): Opening => ({ kind: "niche", x, w, y0, h });

export type Planner = (v: number) => Plan;

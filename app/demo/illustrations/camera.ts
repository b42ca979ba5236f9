/**
 * One-point perspective for rooms. World units are centimetres: x across
 * (0 = picture centre), y up from the floor, z from the back wall (z = 0)
 * towards the viewer. Furniture stays a front elevation, scaled by depth.
 */
import { rugSvg } from "./rug";
import { type Ctx, type Drawn, type Paint, fmt, g } from "./primitives";

export const W = 1200;
export const H = 900;

export interface Cam {
  /** Pixels per centimetre on the back wall. */
  s: number;
  cx: number;
  horizon: number;
  eye: number;
  dist: number;
}

/** A camera whose back wall (`wallWidth` cm) spans `span` px of the picture, wall base at `wallBase` px. */
export function camera(wallWidth: number, wallBase: number, span = W, eye = 150, dist = 600, cx = W / 2): Cam {
  const s = span / wallWidth;
  return { s, cx, horizon: wallBase - eye * s, eye, dist };
}

export function depthScale(cam: Cam, z: number): number {
  return cam.dist / (cam.dist - Math.min(z, cam.dist * 0.9));
}

export function proj(cam: Cam, x: number, y: number, z: number): [number, number] {
  const k = depthScale(cam, z);
  return [cam.cx + x * cam.s * k, cam.horizon + (cam.eye - y) * cam.s * k];
}

/** Depth (z) of the floor point shown at picture row Y. */
export function floorDepthAt(cam: Cam, y: number): number {
  const k = (y - cam.horizon) / (cam.eye * cam.s);
  return cam.dist * (1 - 1 / Math.max(k, 1));
}

export interface Placed {
  drawn: Drawn;
  x: number;
  z: number;
  flip?: boolean;
  /** Raise a floor piece onto something (cm). */
  lift?: number;
  /** Extra scale, for props that should read a little larger or smaller. */
  scale?: number;
}

export interface RugPlacement {
  paint: Paint;
  x: number;
  /** Front edge depth and the rug's size in cm. */
  z: number;
  w: number;
  depth: number;
}

export function placeItem(cam: Cam, item: Placed): string {
  const { drawn } = item;
  const y = (drawn.mount === "floor" ? 0 : (drawn.elevation ?? 0)) + (item.lift ?? 0);
  const [x0, y0] = proj(cam, item.x, y, item.z);
  const sc = cam.s * depthScale(cam, item.z) * (item.scale ?? 1);
  return g(drawn.body, {
    transform: `translate(${fmt(x0)} ${fmt(y0)}) scale(${fmt(item.flip ? -sc : sc)} ${fmt(sc)})`,
  });
}

export function placeRug(ctx: Ctx, cam: Cam, r: RugPlacement): string {
  return rugSvg(ctx, r.paint, r.w, r.depth, (u, v) => proj(cam, r.x + u, 0, r.z - v));
}

/** Picture row of the highest point of a placed piece (ceiling pieces: the shade, not the cord). */
function topRow(cam: Cam, item: Placed): number {
  const { drawn } = item;
  const sc = item.scale ?? 1;
  const base = (drawn.mount === "floor" ? 0 : (drawn.elevation ?? 0)) + (item.lift ?? 0);
  return proj(cam, item.x, base - drawn.box[1] * sc, item.z)[1];
}

/**
 * A frontal camera whose wall base sits as high as possible (more floor is
 * less interesting) while keeping every piece inside the top margin; if even
 * the lowest allowed wall base crops something, the view widens.
 */
export function fitCamera(wallWidth: number, items: Placed[], minBase = 600, maxBase = 740, margin = 28): Cam {
  let width = wallWidth;
  for (let i = 0; i < 12; i++) {
    const probe = camera(width, 0);
    const need = Math.max(0, ...items.map((it) => margin - topRow(probe, it)));
    const base = Math.max(minBase, need);
    if (base <= maxBase) return camera(width, base);
    width *= 1.08;
  }
  return camera(width, maxBase);
}

/** Draws wall pieces first, then floor pieces from the back to the front. */
export function placeAll(cam: Cam, items: Placed[]): string {
  const order = (p: Placed) => (p.drawn.mount === "wall" ? -1e4 + p.z : p.drawn.mount === "ceiling" ? 1e4 + p.z : p.z);
  return [...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => order(a.item) - order(b.item) || a.index - b.index)
    .map(({ item }) => placeItem(cam, item))
    .join("");
}

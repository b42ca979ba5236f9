/**
 * What the demo-image generator draws. Demo data describes its pictures with
 * these specs; the generator turns a spec into an SVG, and sharp renders it.
 */
export const FURNITURE_KINDS = [
  "sofa",
  "sectional",
  "armchair",
  "coffee-table",
  "side-table",
  "tv-console",
  "bookshelf",
  "bed",
  "nightstand",
  "wardrobe",
  "dresser",
  "dining-table",
  "dining-chair",
  "sideboard",
  "bar-stool",
  "desk",
  "office-chair",
  "filing-cabinet",
  "conference-table",
  "outdoor-sofa",
  "lounger",
  "patio-table",
  "swing",
  "floor-lamp",
  "pendant-light",
  "vase",
  "mirror",
  "wall-art",
  "rug",
  "cushion",
  "clock",
  "planter",
] as const;
export type FurnitureKind = (typeof FURNITURE_KINDS)[number];

/** Colours are #rrggbb. `color` is the main surface (fabric, paint), `wood` the frame or legs. */
export interface ProductArt {
  kind: FurnitureKind;
  color: string;
  wood: string;
  accent?: string;
}

/** The three pictures every product gets: alone on a backdrop, at an angle, and in a room. */
export const PRODUCT_VIEWS = ["studio", "detail", "room"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const ROOM_KINDS = [
  "living",
  "bedroom",
  "dining",
  "office",
  "outdoor",
  "decor",
  "restaurant",
  "hotel-lobby",
  "boutique",
  "boardroom",
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A whole room, for categories and portfolio projects. `palette` is [walls, floor, accent]. */
export interface SceneArt {
  room: RoomKind;
  palette: [string, string, string];
}

/**
 * The close-ups drawn for fabric, leather and finish swatches. Woven fabrics differ in coarseness
 * (canvas is the outdoor acrylic), prints in motif, woods in grain; metals are brushed or powder-coated.
 */
export const SWATCH_KINDS = [
  "canvas",
  "linen",
  "khaddar",
  "velvet",
  "jamawar",
  "ajrak",
  "truck-art",
  "leather",
  "sheesham",
  "walnut",
  "teak",
  "oak",
  "lacquer",
  "brass",
  "powder-coat",
] as const;
export type SwatchKind = (typeof SWATCH_KINDS)[number];

/** A swatch picture: what the material is and its main colour (#rrggbb, the value's swatch colour). */
export interface SwatchArt {
  kind: SwatchKind;
  color: string;
}

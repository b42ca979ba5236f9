import type { InfoStep } from "../components/info-steps";

export interface WarrantyTier {
  term: string;
  title: string;
  summary: string;
  covers: readonly string[];
}

/** The three warranty tiers (spec: 2 years, 5 years, lifetime). */
export const warrantyTiers: readonly WarrantyTier[] = [
  {
    term: "2 Years",
    title: "Upholstery & Mechanisms",
    summary: "Everything soft and everything that moves.",
    covers: [
      "Seams, stitching and fabric or leather that splits under normal use",
      "Foam, fibre fill, springs and webbing that sag or lose their shape prematurely",
      "Recliner, sofa-bed and storage-bed mechanisms, gas lifts and hinges",
      "Drawer runners, soft-close fittings and lamp wiring",
    ],
  },
  {
    term: "5 Years",
    title: "Frames & Joinery",
    summary: "The structure of upholstered, engineered and metal pieces, and the finish on every piece.",
    covers: [
      "Frames of sofas, armchairs and upholstered beds, including their joints",
      "Engineered-wood and powder-coated metal frames, including outdoor furniture",
      "Finish defects: lacquer that peels, bubbles or clouds without misuse",
      "Veneer and inlay that lifts or separates",
    ],
  },
  {
    term: "Lifetime",
    title: "Solid-Wood Structural Frames",
    summary: "For as long as you own it: the solid sheesham, walnut and teak frames we build.",
    covers: [
      "Cracks and splits in structural solid-wood members of beds, tables, chairs and cabinets",
      "Failure of mortise-and-tenon, dovetail and dowel joints",
      "Warping that affects how the piece stands or works",
      "Covers the original owner, for the life of the piece",
    ],
  },
];

export const notCovered = [
  "Normal wear: gradual fading, softening of foam, patina on brass and the natural movement of solid wood",
  "Damage from accidents, pets, misuse, overloading, or standing on furniture",
  "Heat marks, water rings, spills and stains, and damage from harsh cleaning products",
  "Damage from damp walls, flooding, direct sun or placement next to heaters and AC vents",
  "Pieces altered, repaired or moved between cities by anyone other than our team",
  "Commercial use of pieces sold for homes, unless agreed in writing",
  "Display, factory-outlet and 'as is' items, beyond the cover stated on the invoice",
] as const;

export const claimSteps: readonly InfoStep[] = [
  {
    title: "Tell us",
    text: "E-mail or call us with your order number, a short description and a few clear photos of the problem.",
  },
  {
    title: "Assessment",
    text: "Within 2 working days a technician reviews your photos or visits; in Lahore we usually come to you.",
  },
  {
    title: "Repair or replace",
    text: "We repair at your home or in our workshop. If a repair is not possible, we replace the piece or part.",
  },
  {
    title: "Back to you",
    text: "Covered repairs, collection and return delivery are free. We confirm everything in writing first.",
  },
];

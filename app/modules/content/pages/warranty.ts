import type { InfoStep } from "../components/info-steps";

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

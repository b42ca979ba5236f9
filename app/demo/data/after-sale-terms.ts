import type { WarrantyTerm } from "~/db/schema/after-sale";
import type { CategorySlug } from "./types";

/**
 * The demo shop's returns and warranty beyond the shop's own (drizzle/0034: 30 days; 5 years on
 * frames and finish, 2 on mechanisms and upholstery), as /returns and /warranty described them:
 * 14 days for upholstered pieces, a lifetime on the solid-wood structure of beds and tables.
 */
const SOLID_WOOD: WarrantyTerm[] = [
  { part: "solid-wood", years: "lifetime" },
  { part: "finish", years: 5 },
  { part: "mechanisms", years: 2 },
  { part: "upholstery", years: 2 },
];

export const demoCategoryTerms: Partial<Record<CategorySlug, { returnDays?: number; warranty?: WarrantyTerm[] }>> = {
  bedroom: { warranty: SOLID_WOOD },
  "dining-room": { warranty: SOLID_WOOD },
  outdoor: {
    warranty: [
      { part: "frame", years: 5 },
      { part: "finish", years: 2 },
      { part: "upholstery", years: 1 },
    ],
  },
  decor: {
    warranty: [
      { part: "finish", years: 1 },
      { part: "mechanisms", years: 2 },
    ],
  },
};

const UPHOLSTERED: WarrantyTerm[] = [
  { part: "frame", years: 5 },
  { part: "finish", years: 5 },
  { part: "mechanisms", years: 2 },
  { part: "upholstery", years: 2 },
];

/** Upholstered pieces: 14 days to return; in a solid-wood room, the frame's cover instead of a lifetime. */
export const demoProductTerms: Record<string, { returnDays?: number; warranty?: WarrantyTerm[] }> = {
  "noor-walnut-three-seater-sofa": { returnDays: 14 },
  "ravi-l-shaped-sectional-sofa": { returnDays: 14 },
  "anarkali-velvet-loveseat-sofa": { returnDays: 14 },
  "shalimar-wingback-armchair": { returnDays: 14 },
  "kinnow-accent-armchair": { returnDays: 14 },
  "saba-velvet-reading-chair": { returnDays: 14, warranty: UPHOLSTERED },
  "zarnigar-upholstered-queen-bed": { returnDays: 14, warranty: UPHOLSTERED },
  "mehfil-upholstered-dining-chair": { returnDays: 14, warranty: UPHOLSTERED },
  "khaddar-handloom-cushion-set": { returnDays: 14 },
};

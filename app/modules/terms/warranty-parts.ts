/**
 * The parts of a piece a warranty names, each with its own term ('1 year on mechanisms,
 * 5 years on frames'). A fixed list, so that /warranty can say what each part covers while
 * the years come from the owner's terms (after-sale-terms.ts).
 */
import type { WarrantyPart, WarrantyTerm } from "~/db/schema/after-sale";

export type { WarrantyPart, WarrantyTerm };

export const WARRANTY_PARTS = [
  "solid-wood",
  "frame",
  "finish",
  "mechanisms",
  "upholstery",
] as const satisfies readonly WarrantyPart[];

/** Years of cover, or for as long as the buyer owns the piece. */
export type WarrantyYears = WarrantyTerm["years"];

export const MAX_WARRANTY_YEARS = 25;

interface PartWords {
  /** The admin's field and /warranty's heading. */
  label: string;
  /** As in 'a 5-year frame warranty'. */
  short: string;
  /** What the part's cover includes, as /warranty lists it. */
  covers: readonly string[];
}

export const WARRANTY_PART_WORDS: Record<WarrantyPart, PartWords> = {
  "solid-wood": {
    label: "Solid-wood structure",
    short: "solid-wood frame",
    covers: [
      "Cracks and splits in structural solid-wood members of beds, tables, chairs and cabinets",
      "Failure of mortise-and-tenon, dovetail and dowel joints",
      "Warping that affects how the piece stands or works",
    ],
  },
  frame: {
    label: "Frames & joinery",
    short: "frame",
    covers: [
      "Frames of sofas, armchairs and upholstered beds, including their joints",
      "Engineered-wood and powder-coated metal frames, including outdoor furniture",
    ],
  },
  finish: {
    label: "Finish & veneer",
    short: "finish",
    covers: ["Lacquer that peels, bubbles or clouds without misuse", "Veneer and inlay that lifts or separates"],
  },
  mechanisms: {
    label: "Mechanisms & fittings",
    short: "mechanism",
    covers: [
      "Recliner, sofa-bed and storage-bed mechanisms, gas lifts and hinges",
      "Drawer runners, soft-close fittings and lamp wiring",
    ],
  },
  upholstery: {
    label: "Upholstery",
    short: "upholstery",
    covers: [
      "Seams, stitching and fabric or leather that splits under normal use",
      "Foam, fibre fill, springs and webbing that sag or lose their shape prematurely",
    ],
  },
};

/** '5 years', '1 year', 'Lifetime'. */
export function yearsText(years: WarrantyYears): string {
  if (years === "lifetime") return "Lifetime";
  return years === 1 ? "1 year" : `${years} years`;
}

/** Longer first; lifetime is the longest. */
export function yearsRank(years: WarrantyYears): number {
  return years === "lifetime" ? Number.MAX_SAFE_INTEGER : years;
}

/** The warranty's parts in the list's order (the form's and /warranty's). */
export function sortedTerms(terms: readonly WarrantyTerm[]): WarrantyTerm[] {
  return [...terms].sort((a, b) => WARRANTY_PARTS.indexOf(a.part) - WARRANTY_PARTS.indexOf(b.part));
}

/** The longest cover: what a product page leads with ('5-year frame warranty'). */
export function longestTerm(terms: readonly WarrantyTerm[]): WarrantyTerm | null {
  let best: WarrantyTerm | null = null;
  for (const term of sortedTerms(terms)) if (!best || yearsRank(term.years) > yearsRank(best.years)) best = term;
  return best;
}

/** 'Lifetime solid-wood frame warranty', '5-year frame warranty'. */
export function warrantyPhrase(term: WarrantyTerm): string {
  const { short } = WARRANTY_PART_WORDS[term.part];
  return term.years === "lifetime" ? `Lifetime ${short} warranty` : `${term.years}-year ${short} warranty`;
}

/** 'Frames & joinery: 5 years · Mechanisms & fittings: 2 years', or null without cover. */
export function warrantyList(terms: readonly WarrantyTerm[]): string | null {
  if (terms.length === 0) return null;
  return sortedTerms(terms)
    .map((term) => `${WARRANTY_PART_WORDS[term.part].label}: ${yearsText(term.years).toLowerCase()}`)
    .join(" · ");
}

/**
 * The terms form of the admin's Returns & warranty page: one per scope (the shop, a category,
 * a product). Fields: `returnDays` (days, or 'inherit' where there is something to inherit
 * from), `warrantyInherit` ('yes' to take the next one's warranty) and one `warranty-<part>`
 * per part ('' for no cover, years, or 'lifetime'). Pure: the browser shows the same choices.
 */
import { MAX_RETURN_DAYS } from "./return-terms";
import { MAX_WARRANTY_YEARS, WARRANTY_PARTS, type WarrantyTerm, type WarrantyYears } from "./warranty-parts";

export const TERMS_SCOPES = ["shop", "category", "product"] as const;
export type TermsScope = (typeof TERMS_SCOPES)[number];

/** A scope's own terms: null where it takes the next one's (never null for the shop). */
export interface OwnTerms {
  returnDays: number | null;
  warranty: WarrantyTerm[] | null;
}

export const INHERIT = "inherit";

/** 'terms:shop', 'terms:category:<id>', 'terms:product:<id>': a form's scope and target, as its intent. */
export function termsIntent(scope: TermsScope, targetId?: string | null): string {
  return scope === "shop" ? "terms:shop" : `terms:${scope}:${targetId}`;
}

/** The years a part's select offers, as the form sends them. */
export const WARRANTY_YEAR_CHOICES = ["1", "2", "3", "5", "7", "10", "15", "20", "25", "lifetime"] as const;

export const warrantyField = (part: string) => `warranty-${part}`;

type Parsed = { ok: true; terms: OwnTerms } | { ok: false; errors: Record<string, string> };

function parseDays(value: string | undefined, scope: TermsScope): number | null | string {
  const text = (value ?? "").trim();
  if (text === INHERIT && scope !== "shop") return null;
  if (!/^\d{1,3}$/.test(text) || Number(text) > MAX_RETURN_DAYS) {
    return `Choose a return window from 0 to ${MAX_RETURN_DAYS} days.`;
  }
  return Number(text);
}

function parseYears(value: string | undefined): WarrantyYears | null | "bad" {
  const text = (value ?? "").trim();
  if (text === "") return null;
  if (text === "lifetime") return "lifetime";
  if (!/^\d{1,2}$/.test(text)) return "bad";
  const years = Number(text);
  return years >= 1 && years <= MAX_WARRANTY_YEARS ? years : "bad";
}

/** The scope's own terms from the form, or a message per field (and nothing to store). */
export function parseTermsForm(values: Record<string, string>, scope: TermsScope): Parsed {
  const errors: Record<string, string> = {};
  const days = parseDays(values.returnDays, scope);
  if (typeof days === "string") errors.returnDays = days;
  let warranty: WarrantyTerm[] | null = null;
  if (scope === "shop" || values.warrantyInherit !== "yes") {
    warranty = [];
    for (const part of WARRANTY_PARTS) {
      const years = parseYears(values[warrantyField(part)]);
      if (years === "bad") errors[warrantyField(part)] = `Choose 1 to ${MAX_WARRANTY_YEARS} years, lifetime or none.`;
      else if (years !== null) warranty.push({ part, years });
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, terms: { returnDays: days as number | null, warranty } };
}

/**
 * The form's values for terms as stored (what a page shows before any post). A warranty taken
 * from the next one shows that one's years in the parts' fields, ready to be changed.
 */
export function termsFormValues(terms: OwnTerms, inheritedWarranty?: readonly WarrantyTerm[]): Record<string, string> {
  const values: Record<string, string> = {
    returnDays: terms.returnDays === null ? INHERIT : String(terms.returnDays),
    warrantyInherit: terms.warranty === null ? "yes" : "",
  };
  const shown = terms.warranty ?? inheritedWarranty;
  for (const part of WARRANTY_PARTS) {
    const term = shown?.find((item) => item.part === part);
    values[warrantyField(part)] = term ? String(term.years) : "";
  }
  return values;
}

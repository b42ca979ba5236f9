/**
 * What /returns and /warranty say, made from the terms (issue 36, item 1): every figure on those
 * pages is one the rules apply, so neither can promise what an order's lines refuse. Pure.
 */
import { returnDaysText } from "./return-terms";
import type { OwnTerms } from "./terms-form";
import {
  WARRANTY_PART_WORDS,
  WARRANTY_PARTS,
  yearsRank,
  yearsText,
  type WarrantyPart,
  type WarrantyTerm,
  type WarrantyYears,
} from "./warranty-parts";

export interface TermsSource {
  shop: { returnDays: number; warranty: WarrantyTerm[] };
  categories: (OwnTerms & { id: string; name: string })[];
  products: (OwnTerms & { name: string; categoryId: string | null })[];
}

export interface ReturnWindow {
  days: number;
  period: string;
  /** What it applies to, in words ('Living Room and Office; and Noor Walnut Three-Seater Sofa'). */
  title: string;
  /** The rooms whose pieces it applies to. */
  categories: string[];
  /** Pieces with a window of their own. */
  products: string[];
  text: string;
}

/** Where a product with its own terms otherwise stands: its category's terms, else the shop's. */
function categoryOf(source: TermsSource, id: string | null) {
  return source.categories.find((category) => category.id === id);
}

function windowText(days: number): string {
  return days === 0
    ? "Returned only for a manufacturing defect: pieces made to your size, fabric or finish, and custom orders, are built for you alone."
    : `Returned or exchanged within ${returnDaysText(days).toLowerCase()} of the delivery day, unused and in their original condition.`;
}

/** The windows, longest first, each with the rooms and pieces it covers; made-to-order pieces always last. */
export function returnWindows(source: TermsSource): ReturnWindow[] {
  const windows = new Map<number, ReturnWindow>();
  const windowOf = (days: number) => {
    let window = windows.get(days);
    if (!window) {
      window = { days, period: returnDaysText(days), title: "", categories: [], products: [], text: windowText(days) };
      windows.set(days, window);
    }
    return window;
  };
  for (const category of source.categories)
    windowOf(category.returnDays ?? source.shop.returnDays).categories.push(category.name);
  for (const product of source.products) {
    if (product.returnDays === null) continue;
    const category = categoryOf(source, product.categoryId);
    const usual = category?.returnDays ?? source.shop.returnDays;
    if (product.returnDays !== usual) windowOf(product.returnDays).products.push(product.name);
  }
  windowOf(0);
  const rooms = source.categories.length;
  return [...windows.values()]
    .sort((a, b) => (a.days === 0 ? 1 : b.days === 0 ? -1 : b.days - a.days))
    .map((window) => ({ ...window, title: windowTitle(window, rooms) }));
}

/** 'Every room', 'Living Room and Office', '9 pieces', 'Made-to-order and custom pieces'. */
function windowTitle(window: ReturnWindow, allCategories: number): string {
  const rooms = roomsText(window.categories, allCategories);
  if (window.days === 0) return rooms ? `${rooms}, and made-to-order pieces` : "Made-to-order and custom pieces";
  if (rooms) return rooms;
  return window.products.length === 1 ? "One piece" : `${window.products.length} pieces`;
}

/** '5 Years', '1 Year', 'Lifetime': a tier's heading. */
const tierTerm = (years: WarrantyYears) =>
  yearsText(years).replace(/\byears?\b/, (word) => word[0]!.toUpperCase() + word.slice(1));

export interface WarrantyTier {
  years: WarrantyYears;
  term: string;
  parts: { part: WarrantyPart; label: string; covers: readonly string[]; categories: string[]; products: string[] }[];
}

/** The tiers of cover, longest first: each part with the rooms and the pieces that have that term. */
export function warrantyTiers(source: TermsSource): WarrantyTier[] {
  const tiers = new Map<string, WarrantyTier>();
  const add = (term: WarrantyTerm, where: { category?: string; product?: string }) => {
    const key = String(term.years);
    let tier = tiers.get(key);
    if (!tier) {
      tier = { years: term.years, term: tierTerm(term.years), parts: [] };
      tiers.set(key, tier);
    }
    let part = tier.parts.find((item) => item.part === term.part);
    if (!part) {
      const words = WARRANTY_PART_WORDS[term.part];
      part = { part: term.part, label: words.label, covers: words.covers, categories: [], products: [] };
      tier.parts.push(part);
    }
    if (where.category) part.categories.push(where.category);
    if (where.product) part.products.push(where.product);
  };
  for (const category of source.categories) {
    for (const term of category.warranty ?? source.shop.warranty) add(term, { category: category.name });
  }
  for (const product of source.products) {
    if (product.warranty === null) continue;
    const usual = categoryOf(source, product.categoryId)?.warranty ?? source.shop.warranty;
    for (const term of product.warranty) {
      const same = usual.some((item) => item.part === term.part && item.years === term.years);
      if (!same) add(term, { product: product.name });
    }
  }
  const place = (part: WarrantyPart) => WARRANTY_PARTS.indexOf(part);
  return [...tiers.values()]
    .sort((a, b) => yearsRank(b.years) - yearsRank(a.years))
    .map((tier) => ({ ...tier, parts: tier.parts.sort((a, b) => place(a.part) - place(b.part)) }));
}

/** 'Living Room, Bedroom and Office'. */
export function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** 'Every room' when all of them, else their names ('Living Room and Office'), or '' for none. */
export function roomsText(categories: readonly string[], allCategories: number): string {
  if (categories.length === 0) return "";
  return categories.length === allCategories ? "Every room" : listOf(categories);
}

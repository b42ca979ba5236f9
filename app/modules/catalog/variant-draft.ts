/**
 * A product's options and variants as the owner (or the demo, or a CSV) writes them, and the
 * checks that keep them sound before anything is stored: at most 3 options and 200 variants, a
 * value once per option, one variant per combination, SKUs unique, no price below zero.
 */
import { MAX_OPTIONS, MAX_VARIANTS } from "./variants";

export interface VariantDraft {
  sku: string;
  /** The variant's value of each option, by name, in the options' order. */
  values: string[];
  /** Its own price; null or absent: the base price plus the values' surcharges. */
  price?: number | null;
  stock?: number;
  madeToOrder?: boolean;
  leadTimeWeeks?: number | null;
  images?: string[];
  isActive?: boolean;
}

export interface OptionDraft {
  name: string;
  display?: "buttons" | "swatches";
  values: { value: string; surcharge?: number; swatchColor?: string | null; swatchImage?: string | null }[];
}

export interface VariantSetDraft {
  options: OptionDraft[];
  variants: VariantDraft[];
}

const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,'&()/+-]{0,39}$/u;
const COLOR_PATTERN = /^#[0-9a-f]{6}$/;
const MAX_VALUES = 30;
const MAX_PRICE = 100_000_000;

/** Whether a word can be an option's name or value: letters and digits first, up to 40 characters. */
export const isOptionWord = (text: string) => NAME_PATTERN.test(text.trim());

/** Whether a (normalised) SKU has the shop's form: capitals, digits and dashes, up to 40. */
export const isSku = (sku: string) => SKU_PATTERN.test(sku);

/** An SKU as stored: trimmed and upper-cased. */
export const normalSku = (sku: string) => sku.trim().toUpperCase();

/** The first problem with a draft, in words for the owner; null when it can be stored. */
export function variantDraftProblem(draft: VariantSetDraft, basePrice: number): string | null {
  if (draft.options.length > MAX_OPTIONS) return `A product has at most ${MAX_OPTIONS} options.`;
  const optionNames = new Set<string>();
  for (const option of draft.options) {
    const name = option.name.trim();
    if (!NAME_PATTERN.test(name))
      return `'${name.slice(0, 40)}' is not an option name: letters and digits, up to 40 characters.`;
    if (optionNames.has(name.toLowerCase())) return `The option '${name}' is there twice.`;
    optionNames.add(name.toLowerCase());
    if (option.values.length === 0) return `The option '${name}' needs at least one value.`;
    if (option.values.length > MAX_VALUES) return `The option '${name}' has more than ${MAX_VALUES} values.`;
    const seen = new Set<string>();
    for (const value of option.values) {
      const word = value.value.trim();
      if (!NAME_PATTERN.test(word))
        return `'${word.slice(0, 40)}' is not a value of ${name}: letters and digits, up to 40 characters.`;
      if (seen.has(word.toLowerCase())) return `The value '${word}' is used twice in ${name}.`;
      seen.add(word.toLowerCase());
      if (value.swatchColor && !COLOR_PATTERN.test(value.swatchColor))
        return `The colour of '${word}' must be like #6b4f3a.`;
      if (!Number.isInteger(value.surcharge ?? 0) || Math.abs(value.surcharge ?? 0) > MAX_PRICE) {
        return `The surcharge of '${word}' must be whole rupees.`;
      }
    }
  }
  if (draft.variants.length === 0) return "A product needs at least one variant.";
  if (draft.variants.length > MAX_VARIANTS) return `A product has at most ${MAX_VARIANTS} variants.`;
  const skus = new Set<string>();
  const combinations = new Set<string>();
  for (const variant of draft.variants) {
    const sku = normalSku(variant.sku);
    if (!SKU_PATTERN.test(sku)) return `'${sku.slice(0, 40)}' is not an SKU: letters, digits and dashes, up to 40.`;
    if (skus.has(sku)) return `The SKU ${sku} is used twice.`;
    skus.add(sku);
    if (variant.values.length !== draft.options.length) {
      return `The variant ${sku} needs one value of each option (${draft.options.map((option) => option.name).join(", ") || "none"}).`;
    }
    let surcharge = 0;
    for (const [index, word] of variant.values.entries()) {
      const option = draft.options[index]!;
      const value = option.values.find(
        (candidate) => candidate.value.trim().toLowerCase() === word.trim().toLowerCase(),
      );
      if (!value) return `The variant ${sku} names '${word}', which is not a value of ${option.name}.`;
      surcharge += value.surcharge ?? 0;
    }
    const combination = variant.values.map((word) => word.trim().toLowerCase()).join("\u0000");
    if (combinations.has(combination)) return `Two variants are ${variant.values.join(", ")}.`;
    combinations.add(combination);
    const price = variant.price ?? basePrice + surcharge;
    if (!Number.isInteger(price) || price < 0 || price > MAX_PRICE) {
      return `The price of ${sku} would be ${price < 0 ? "below zero" : "out of range"}: check its price and surcharges.`;
    }
    if (!Number.isInteger(variant.stock ?? 0) || (variant.stock ?? 0) < 0 || (variant.stock ?? 0) > 100_000) {
      return `The stock of ${sku} must be a whole number from 0 to 100,000.`;
    }
    if (variant.madeToOrder) {
      const weeks = variant.leadTimeWeeks ?? 0;
      if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) return `The lead time of ${sku} must be 1 to 52 weeks.`;
      if ((variant.stock ?? 0) > 0) return `${sku} is made to order, so it keeps no stock: set its stock to 0.`;
    }
  }
  return null;
}

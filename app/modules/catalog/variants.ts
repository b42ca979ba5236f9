/**
 * A product's options and variants (issue 34), as the storefront, the cart and the order read
 * them: the price of a variant, its name in words, whether it can be bought, and which variant a
 * value on the product page leads to. Pure: the browser may share it.
 */
import { formatPrice } from "~/utils/money";

export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 200;

export interface OptionValue {
  id: string;
  value: string;
  /** Whole rupees added to the base price (negative: taken off). */
  surcharge: number;
  swatchColor: string | null;
  swatchImage: string | null;
}

export interface ProductOption {
  id: string;
  name: string;
  display: "buttons" | "swatches";
  /** In the owner's order. */
  values: OptionValue[];
}

export interface ProductVariant {
  id: string;
  sku: string;
  /** Its own price; null: the base price plus its values' surcharges. */
  price: number | null;
  stock: number;
  madeToOrder: boolean;
  leadTimeWeeks: number | null;
  images: string[];
  isActive: boolean;
  /** One value per option, in the options' order; empty for a product without options. */
  valueIds: string[];
}

export interface VariantSet {
  options: ProductOption[];
  /** In the owner's order. */
  variants: ProductVariant[];
}

/** What a variant costs: its own price, or the product's base price with its values' surcharges. */
export function variantPrice(
  basePrice: number,
  variant: Pick<ProductVariant, "price" | "valueIds">,
  options: ProductOption[],
): number {
  if (variant.price !== null) return variant.price;
  const surcharges = new Map(options.flatMap((option) => option.values.map((value) => [value.id, value.surcharge])));
  return basePrice + variant.valueIds.reduce((sum, id) => sum + (surcharges.get(id) ?? 0), 0);
}

/** 'Velvet, Teak, 3-seater': the variant's values in the options' order; null without options. */
export function variantLabel(variant: Pick<ProductVariant, "valueIds">, options: ProductOption[]): string | null {
  if (options.length === 0) return null;
  const names = new Map(options.flatMap((option) => option.values.map((value) => [value.id, value.value])));
  const words = variant.valueIds.map((id) => names.get(id)).filter((word): word is string => Boolean(word));
  return words.length > 0 ? words.join(", ") : null;
}

/** A line's name with its variant: 'Noor Sofa (Velvet, 3-seater)'. */
export const lineName = (productName: string, label: string | null | undefined) =>
  label ? `${productName} (${label})` : productName;

export type VariantAvailability =
  { kind: "in_stock"; stock: number } | { kind: "made_to_order"; weeks: number } | { kind: "sold_out" };

/** Whether a variant can be bought now, and how: from stock, or made to order in its lead time (keeping no stock). */
export function variantAvailability(
  variant: Pick<ProductVariant, "stock" | "madeToOrder" | "leadTimeWeeks" | "isActive">,
): VariantAvailability {
  if (!variant.isActive) return { kind: "sold_out" };
  if (variant.madeToOrder && variant.leadTimeWeeks) return { kind: "made_to_order", weeks: variant.leadTimeWeeks };
  return variant.stock > 0 ? { kind: "in_stock", stock: variant.stock } : { kind: "sold_out" };
}

/** The weeks a variant is made in, when made to order; null otherwise. */
export const madeInWeeks = (availability: VariantAvailability | undefined) =>
  availability?.kind === "made_to_order" ? availability.weeks : null;

/** The availability in the product page's words: 'In stock (4 available)', 'Made to order in 6 weeks', 'Sold out'. */
export function availabilityText(availability: VariantAvailability): string {
  switch (availability.kind) {
    case "in_stock":
      return `In stock (${availability.stock} available)`;
    case "made_to_order":
      return `Made to order in ${availability.weeks} weeks`;
    case "sold_out":
      return "Sold out";
  }
}

/** How many of a variant one order may take: its stock, or for a piece made to order a workshop's sensible batch. */
export const MADE_TO_ORDER_MAX_QUANTITY = 10;
export function variantQuantityLimit(variant: Pick<ProductVariant, "stock" | "madeToOrder" | "isActive">): number {
  if (!variant.isActive) return 0;
  return variant.madeToOrder ? MADE_TO_ORDER_MAX_QUANTITY : variant.stock;
}

/** Days in the workshop of pieces made in these lead times (weeks; null: from stock): the longest. */
export const makingDays = (leadTimeWeeks: readonly (number | null | undefined)[]) =>
  Math.max(0, ...leadTimeWeeks.map((weeks) => (weeks ?? 0) * 7));

/** The variants a buyer may choose: the active ones. */
export const sellableVariants = (set: VariantSet) => set.variants.filter((variant) => variant.isActive);

/**
 * The variant a page shows: the one its URL names (by SKU, case-insensitive), else the first in
 * stock, else the first made to order, else the first active one; null when none is active.
 */
export function chosenVariant(set: VariantSet, sku: string | null | undefined): ProductVariant | null {
  const active = sellableVariants(set);
  const named = sku ? active.find((variant) => variant.sku === sku.trim().toUpperCase()) : undefined;
  const kind = (variant: ProductVariant) => variantAvailability(variant).kind;
  return (
    named ??
    active.find((variant) => kind(variant) === "in_stock") ??
    active.find((variant) => kind(variant) === "made_to_order") ??
    active[0] ??
    null
  );
}

/** One value of the picker: where choosing it leads, and whether that is the chosen one. */
export interface PickerValue extends OptionValue {
  /** The variant the value leads to: the chosen one's other values kept where that combination is sold. */
  variant: ProductVariant;
  chosen: boolean;
  soldOut: boolean;
}

/**
 * The picker's groups: each option with the values that some active variant has (a value no
 * variant sells is not offered), each leading to the variant with that value and as many of the
 * chosen variant's other values as are sold together.
 */
export function pickerGroups(
  set: VariantSet,
  chosen: ProductVariant,
): { option: ProductOption; values: PickerValue[] }[] {
  const active = sellableVariants(set);
  return set.options.map((option, index) => {
    const values: PickerValue[] = [];
    for (const value of option.values) {
      const candidates = active.filter((variant) => variant.valueIds[index] === value.id);
      if (candidates.length === 0) continue;
      const kept = (variant: ProductVariant) =>
        variant.valueIds.filter((id, at) => at !== index && id === chosen.valueIds[at]).length;
      const target = candidates.reduce((best, variant) => (kept(variant) > kept(best) ? variant : best));
      values.push({
        ...value,
        variant: target,
        chosen: chosen.valueIds[index] === value.id,
        soldOut: variantAvailability(target).kind === "sold_out",
      });
    }
    return { option, values };
  });
}

/** 'PKR 185,000 – PKR 240,000', or the one price when all variants cost the same. */
export function priceRangeText(prices: number[]): string {
  if (prices.length === 0) return "";
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
}

/** The variant a product page shows, as the page needs it (serialisable). */
export interface VariantChoice {
  id: string;
  sku: string;
  /** 'Velvet, 3-seater'. */
  label: string;
  price: number;
  availability: VariantAvailability;
  /** How many one order may take (its stock, or a made-to-order batch). */
  limit: number;
  /** Its own pictures; empty: the product's. */
  images: string[];
}

/** One option on the page: its values, each with the variant it leads to. */
export interface PickerGroup {
  name: string;
  display: "buttons" | "swatches";
  values: {
    value: string;
    swatchColor: string | null;
    swatchImage: string | null;
    /** The SKU of the variant the value leads to (the link's ?variant=). */
    sku: string;
    chosen: boolean;
    soldOut: boolean;
  }[];
}

export interface ProductVariantView {
  chosen: VariantChoice;
  groups: PickerGroup[];
  /** 'PKR 150,000 – PKR 245,000' over the variants on sale. */
  priceRange: string;
  /** Whether the URL named this variant (its page is then the variant's own, for search engines). */
  named: boolean;
  /** Every variant on sale, for search engines' product group (product-json-ld.ts). */
  offers: { sku: string; label: string; price: number; availability: VariantAvailability["kind"] }[];
}

import { MAX_PRICE } from "~/utils/money";

/**
 * The product list's bulk price change, as pure rules shared by the preview (the loader)
 * and the confirmation (the action). A percent is a whole number from -90 to +500; a new
 * price is the old one times (100 + percent) / 100, computed in integers and rounded to the
 * nearest whole rupee (half a rupee rounds up), never below 0.
 */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;
/** The most products one bulk action takes: the list shows 20 a page. */
export const BULK_MAX_PRODUCTS = 100;
/** The most that "Select all N products" activates or deactivates at once (a price change stays at 100: its preview lists each). */
export const BULK_ALL_MAX = 5_000;

export const SELECT_FIRST = `Select at least one product (at most ${BULK_MAX_PRODUCTS}) with its checkbox.`;
export const ALL_TOO_MANY = `These filters match more products than one bulk action takes (${BULK_ALL_MAX.toLocaleString("en-US")}): narrow them first.`;
export const PRICE_ALL_TOO_MANY = `A price change takes at most ${BULK_MAX_PRODUCTS} products, each shown in its preview: narrow the filters first.`;
export const PERCENT_RULE = `The percent is a whole number from ${BULK_PERCENT_MIN} to +${BULK_PERCENT_MAX}, not 0, e.g. 10 or -15.`;

/** A typed percent ('+10', '10', '-15', ' 10 % '), or null when it breaks the rule. */
export function parsePercent(text: string): number | null {
  const value = text.replace(/[\s%]/g, "");
  if (!/^[+-]?\d{1,3}$/.test(value)) return null;
  const percent = Number(value);
  if (percent === 0 || percent < BULK_PERCENT_MIN || percent > BULK_PERCENT_MAX) return null;
  return percent;
}

export function priceByPercent(price: number, percent: number): number {
  // Hundredths of a rupee, exact in integers (at most 10^9 × 600, far inside 2^53).
  const hundredths = price * (100 + percent);
  return Math.max(0, Math.floor((hundredths + 50) / 100));
}

/** Whether a new price may be stored (the product form's highest price). */
export const isAllowedPrice = (price: number) => price <= MAX_PRICE;

/** How a percent reads in a heading: '+10%', '-15%'. */
export const percentLabel = (percent: number) => `${percent > 0 ? "+" : ""}${percent}%`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The selected products' ids: each a UUID, none twice, at least one and at most the limit; else null. */
export function parseProductIds(values: unknown[]): string[] | null {
  const ids = values.filter((value): value is string => typeof value === "string").map((id) => id.toLowerCase());
  if (ids.length !== values.length || ids.length === 0 || ids.length > BULK_MAX_PRODUCTS) return null;
  if (!ids.every((id) => UUID.test(id)) || new Set(ids).size !== ids.length) return null;
  return ids;
}

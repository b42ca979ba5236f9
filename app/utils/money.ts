/** Prices are whole rupees; nothing we sell costs more than this (the admin's forms and the catalogue's price filter). */
export const MAX_PRICE = 100_000_000;

const rupeeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** '265,000': whole rupees with thousands separators. */
export function rupees(amount: number): string {
  return rupeeFormat.format(amount);
}

/** 'PKR 265,000': prices in forms, cards and totals (DECISIONS: money). */
export function formatPrice(amount: number): string {
  return `PKR ${rupees(amount)}`;
}

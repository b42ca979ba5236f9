const rupeeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** '265,000': whole rupees with thousands separators. */
export function rupees(amount: number): string {
  return rupeeFormat.format(amount);
}

/** 'PKR 265,000': prices in forms, cards and totals (DECISIONS: money). */
export function formatPrice(amount: number): string {
  return `PKR ${rupees(amount)}`;
}

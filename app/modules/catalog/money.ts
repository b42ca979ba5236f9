const rupees = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 'PKR 265,000': prices in forms, cards and totals (DECISIONS: money). */
export function formatPrice(amount: number): string {
  return `PKR ${rupees.format(amount)}`;
}

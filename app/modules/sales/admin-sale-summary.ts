/**
 * How the admin reads a sale (issue 35, item 4): what it covers, and what an overlapping sale
 * means for its pieces. Its state and its reduction are read as a discount code's are
 * (admin-discount-state.ts: the same four states by the same rule, the same '25% off'), so the
 * two lists speak alike. Pure and browser-safe.
 */
import { formatShopDate } from "~/utils/shop-time";

const counted = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** '2 categories, 3 products, 1 variant': the pieces a sale names, each kind it has. */
export function salePieces(sale: { categoryIds: string[]; productIds: string[]; variantIds: string[] }): string {
  const parts = [
    sale.categoryIds.length > 0 ? counted(sale.categoryIds.length, "category", "categories") : null,
    sale.productIds.length > 0 ? counted(sale.productIds.length, "product", "products") : null,
    sale.variantIds.length > 0 ? counted(sale.variantIds.length, "variant", "variants") : null,
  ];
  return parts.filter(Boolean).join(", ") || "Nothing";
}

/** Another sale that runs in the same days over some of the same pieces. */
export interface SaleOverlap {
  id: string;
  name: string;
  startsAt: Date | string;
  endsAt: Date | string;
  /** The active variants both sales cover. */
  pieces: number;
}

/**
 * 'Overlaps with “Eid Sale” (Dec 01, 2026 – Dec 10, 2026) on 4 pieces: each piece gets the lower
 * of the two prices.' Sales never add up (sale-rules' bestOffer): the owner is told, not refused.
 */
export function overlapSentence(other: SaleOverlap): string {
  const days = `${formatShopDate(other.startsAt)} – ${formatShopDate(other.endsAt)}`;
  return `Overlaps with “${other.name}” (${days}) on ${counted(other.pieces, "piece", "pieces")}: each piece gets the lower of the two prices.`;
}

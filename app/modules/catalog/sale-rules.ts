/**
 * What a sale does to a price (issue 35, item 1). Pure: the product page, the cards, the cart,
 * checkout and the order's placing all ask these functions, so the price a buyer is shown is the
 * one charged. Money is whole rupees.
 */
import { formatPrice } from "~/utils/money";

export const SALE_KIND_NAMES = { percent: "Percent off", amount: "Amount off" } as const;
export type SaleKind = keyof typeof SALE_KIND_NAMES;

/** The highest percent a sale may take: a piece is never given away. */
export const SALE_MAX_PERCENT = 90;

/** A sale as the rules read it. */
export interface SaleRule {
  id: string;
  name: string;
  kind: SaleKind;
  value: number;
  productIds: readonly string[];
  variantIds: readonly string[];
  categoryIds: readonly string[];
  startsAt: Date;
  endsAt: Date;
}

/** A piece as a sale is asked about it: which variant of which product, in which category, at what price. */
export interface SalePiece {
  variantId: string;
  productId: string;
  categoryId: string | null;
  /** Its regular price: the variant's own, or the base price with its surcharges. */
  price: number;
}

/** A sale's reduction of one piece, and what is shown beside it. */
export interface SaleOffer {
  saleId: string;
  saleName: string;
  /** What the piece costs during the sale. */
  price: number;
  /** Its regular price now. */
  regularPrice: number;
  startsAt: Date;
  endsAt: Date;
}

/** Whether `sale` covers `piece` (the product, the variant, or the product's category). */
export function saleCovers(sale: SaleRule, piece: SalePiece): boolean {
  return (
    sale.productIds.includes(piece.productId) ||
    sale.variantIds.includes(piece.variantId) ||
    (piece.categoryId !== null && sale.categoryIds.includes(piece.categoryId))
  );
}

/** `price` reduced by `sale`: a percent rounded to the nearest rupee (halves to the buyer), or an amount. */
export function reducedPrice(price: number, sale: Pick<SaleRule, "kind" | "value">): number {
  return sale.kind === "percent" ? price - Math.floor((price * sale.value + 50) / 100) : price - sale.value;
}

/**
 * The lowest price the running sales give `piece`, or null when none covers it. Overlapping sales do
 * not add up: the one giving the lowest price wins (the earlier-ending one on a tie, so the buyer
 * is told the nearer end). A sale that would take a piece to zero or below does not apply to it: the
 * admin refuses such a sale, and a price lowered later must not make a piece free.
 */
export function bestOffer(running: readonly SaleRule[], piece: SalePiece): SaleOffer | null {
  let best: SaleOffer | null = null;
  for (const sale of running) {
    if (!saleCovers(sale, piece)) continue;
    const price = reducedPrice(piece.price, sale);
    if (price < 1 || price >= piece.price) continue;
    if (best && (best.price < price || (best.price === price && best.endsAt <= sale.endsAt))) continue;
    best = {
      saleId: sale.id,
      saleName: sale.name,
      price,
      regularPrice: piece.price,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
    };
  }
  return best;
}

/** Whether `sale` runs at `now`: started, not ended (the end's own second is after it), not paused. */
export function saleRunsAt(sale: Pick<SaleRule, "startsAt" | "endsAt"> & { pausedAt?: Date | null }, now: Date) {
  const at = now.getTime();
  return !sale.pausedAt && sale.startsAt.getTime() <= at && at < sale.endsAt.getTime();
}

/**
 * What a sale price is shown with. The 'was' price is the piece's lowest price of the 30 days before
 * its sale started (price-history.server.ts), and the reduction is counted from it: counted from a
 * price raised just before the sale it would overstate the saving. Without 30 days of history, or
 * when that lowest price is not above the sale price, neither is shown: only the sale price.
 */
export interface SaleDisplay {
  price: number;
  /** '−25 %' (a true minus sign, a space that does not break); null when there is no 'was' price. */
  reduction: string | null;
  was: number | null;
  endsAt: Date;
}

export function saleDisplay(offer: Pick<SaleOffer, "price" | "endsAt">, lowestBefore: number | null): SaleDisplay {
  if (lowestBefore === null || lowestBefore <= offer.price) {
    return { price: offer.price, reduction: null, was: null, endsAt: offer.endsAt };
  }
  // Whole percent, rounded down: never more than the buyer saves.
  const percent = Math.floor(((lowestBefore - offer.price) * 100) / lowestBefore);
  return {
    price: offer.price,
    reduction: percent >= 1 ? `−${percent}\u00a0%` : null,
    was: lowestBefore,
    endsAt: offer.endsAt,
  };
}

/** The sale as the admin's list names it: 'Eid Sale: 25% off' or 'Year End: PKR 5,000 off'. */
export function saleLabel(sale: Pick<SaleRule, "name" | "kind" | "value">): string {
  return `${sale.name}: ${sale.kind === "percent" ? `${sale.value}%` : formatPrice(sale.value)} off`;
}

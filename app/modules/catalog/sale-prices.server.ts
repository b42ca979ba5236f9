import { and, eq, inArray, or } from "drizzle-orm";
import { db, type Database } from "~/db/client.server";
import { products, productVariants } from "~/db/schema";
import { lowestPricesBefore, priceMomentKey } from "./price-history.server";
import { readRunningSales, type RunningSales } from "./running-sales.server";
import { bestOffer, saleDisplay, type SaleDisplay, type SaleOffer, type SalePiece } from "./sale-rules";
import { variantPriceSql } from "./variant-sql.server";

type Reader = Pick<Database, "execute" | "select">;

/** A piece's sale price and what is shown beside it. */
export interface SalePrice extends SaleDisplay {
  saleId: string;
  saleName: string;
  /** Its regular price now (what it costs once the sale ends). */
  regularPrice: number;
}

/** Each piece's best running sale (sale-rules' bestOffer), by variant; pieces on no sale are absent. */
export function offersFor(pieces: readonly SalePiece[], sales: RunningSales): Map<string, SaleOffer> {
  const offers = new Map<string, SaleOffer>();
  if (sales.running.length === 0) return offers;
  for (const piece of pieces) {
    const offer = bestOffer(sales.running, piece);
    if (offer) offers.set(piece.variantId, offer);
  }
  return offers;
}

/** Offers with their 'was' prices and reductions, read from the price history in one query. */
export async function withDisplays(executor: Reader, offers: Map<string, SaleOffer>): Promise<Map<string, SalePrice>> {
  const moments = [...offers].map(([variantId, offer]) => ({ variantId, at: offer.startsAt }));
  const lowest = await lowestPricesBefore(executor, moments);
  const priced = new Map<string, SalePrice>();
  for (const [variantId, offer] of offers) {
    const before = lowest.get(priceMomentKey({ variantId, at: offer.startsAt })) ?? null;
    priced.set(variantId, {
      ...saleDisplay(offer, before),
      saleId: offer.saleId,
      saleName: offer.saleName,
      regularPrice: offer.regularPrice,
    });
  }
  return priced;
}

/** The sale prices of `pieces` now, with what is shown beside them (the product page, the cart). */
export async function salePricesFor(
  pieces: readonly SalePiece[],
  executor: Reader = db(),
  sales?: RunningSales,
): Promise<Map<string, SalePrice>> {
  const running = sales ?? (await readRunningSales(executor));
  const offers = offersFor(pieces, running);
  return offers.size === 0 ? new Map() : withDisplays(executor, offers);
}

/** What a card shows of a sale: its cheapest piece's sale price, reduction and 'was' price. */
export type CardSale = SaleDisplay;

/** A piece's sale as its card shows it. */
export const cardSaleOf = ({ price, reduction, was, endsAt }: SalePrice): CardSale => ({
  price,
  reduction,
  was,
  endsAt,
});

/**
 * For a page of cards: each product whose cheapest piece now (after sales) is on a sale, with that
 * piece's sale display. A card says 'From' the cheapest piece; when a piece on no sale is cheaper
 * than every sale price, the card shows no sale. Reads nothing when no sale runs.
 */
export async function cardSalesFor(
  productIds: readonly string[],
  sales: RunningSales,
  executor: Reader = db(),
): Promise<Map<string, CardSale>> {
  if (sales.running.length === 0 || productIds.length === 0) return new Map();
  // Only the products a running sale could cover (the cards of a search are mostly on none), with
  // all their variants: a product's cheapest piece may be one the sale leaves out.
  const covered = sales.running.flatMap((sale) => [
    ...(sale.productIds.length ? [inArray(products.id, sale.productIds)] : []),
    ...(sale.categoryIds.length ? [inArray(products.categoryId, sale.categoryIds)] : []),
    ...(sale.variantIds.length
      ? [
          inArray(
            products.id,
            executor
              .select({ id: productVariants.productId })
              .from(productVariants)
              .where(inArray(productVariants.id, sale.variantIds)),
          ),
        ]
      : []),
  ]);
  if (covered.length === 0) return new Map();
  const rows = await executor
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      categoryId: products.categoryId,
      price: variantPriceSql,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(inArray(productVariants.productId, [...productIds]), eq(productVariants.isActive, true), or(...covered)),
    );
  const offers = offersFor(rows, sales);
  // Per product, its cheapest piece after sales: a sale's offer when it is the cheapest.
  const cheapest = new Map<string, { price: number; variantId: string }>();
  for (const row of rows) {
    const price = offers.get(row.variantId)?.price ?? row.price;
    const best = cheapest.get(row.productId);
    if (!best || price < best.price) cheapest.set(row.productId, { price, variantId: row.variantId });
  }
  const chosen = new Map<string, SaleOffer>();
  for (const { variantId } of cheapest.values()) {
    const offer = offers.get(variantId);
    if (offer) chosen.set(variantId, offer);
  }
  const displays = await withDisplays(executor, chosen);
  const cards = new Map<string, CardSale>();
  for (const [productId, { variantId }] of cheapest) {
    const display = displays.get(variantId);
    if (display) cards.set(productId, cardSaleOf(display));
  }
  return cards;
}

import type { ProductCard } from "./catalog.server";
import { withCardSwatches } from "./card-swatches.server";
import { readRunningSales, type RunningSales } from "./running-sales.server";
import { cardSalesFor } from "./sale-prices.server";

/**
 * A list's cards made whole: their swatches and, for those a running sale reduces, the sale price
 * with its reduction and 'was' price. Every list of cards goes through here (the catalogue,
 * search, the home page's shelves, a product's related pieces), so no card shows a price a sale
 * has changed. The two reads run side by side; `sales` when the caller has read them already.
 */
export async function finishCards<Card extends Pick<ProductCard, "id">>(cards: Card[], sales?: RunningSales) {
  const ids = cards.map((card) => card.id);
  const [withSwatches, onSale] = await Promise.all([
    withCardSwatches(cards),
    sales ? cardSalesFor(ids, sales) : readRunningSales().then((running) => cardSalesFor(ids, running)),
  ]);
  return withSwatches.map((card) => ({ ...card, sale: onSale.get(card.id) ?? null }));
}

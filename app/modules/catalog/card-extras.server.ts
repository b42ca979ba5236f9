import type { CardSwatches, ProductCard } from "./catalog.server";
import { cardSwatches, type SwatchesRead } from "./card-swatches.server";
import { readRunningSales, type RunningSales } from "./running-sales.server";
import { cardSalesFor } from "./sale-prices.server";

/** A card as its list's query reads it: its swatches as cardSwatchesSql gives them. */
type CardRead = Pick<ProductCard, "id"> & { swatches: SwatchesRead | string | null };

/** The card made whole: swatches as shown, and its sale. */
type Finished<Card extends CardRead> = Omit<Card, "swatches"> & Pick<ProductCard, "swatches" | "sale">;

/**
 * A list's cards made whole: their swatches as a card shows them and, for those a running sale
 * reduces, the sale price with its reduction and 'was' price. Every list of cards goes through
 * here (the catalogue, search, the home page's shelves, a product's related pieces), so no card
 * shows a price a sale has changed. `sales` when the caller has read them already.
 */
export async function finishCards<Card extends CardRead>(
  cards: Card[],
  sales?: RunningSales,
): Promise<Finished<Card>[]> {
  const ids = cards.map((card) => card.id);
  const onSale = await (sales
    ? cardSalesFor(ids, sales)
    : readRunningSales().then((running) => cardSalesFor(ids, running)));
  return cards.map(({ swatches, ...card }) => {
    const shown: CardSwatches | undefined = cardSwatches(swatches);
    return { ...card, ...(shown ? { swatches: shown } : {}), sale: onSale.get(card.id) ?? null } as Finished<Card>;
  });
}

import { db } from "~/db/client.server";
import type { RunningSales } from "./running-sales.server";
import { offersFor } from "./sale-prices.server";
import { loadVariantSet } from "./variants.server";
import {
  chosenVariant,
  pickerGroups,
  priceRangeText,
  sellableVariants,
  variantAvailability,
  variantLabel,
  variantPrice,
  variantQuantityLimit,
  type ProductVariantView,
} from "./variants";

/**
 * The product page's options: null for a product without options (its page is as before);
 * otherwise the variant the URL names by SKU (or the first that can be bought) and the picker.
 * Prices are regular; the range and the offers search engines read are after the running sales
 * (the chosen piece's sale is product-sale.server.ts's, with its 'was' price).
 */
export async function productVariantView(
  product: { id: string; price: number; categoryId: string | null },
  sku: string | null,
  sales: RunningSales,
): Promise<ProductVariantView | null> {
  const set = await loadVariantSet(db(), product.id);
  if (set.options.length === 0) return null;
  const chosen = chosenVariant(set, sku);
  if (!chosen) return null;
  const availability = variantAvailability(chosen);
  const pieces = sellableVariants(set).map((variant) => ({
    variant,
    variantId: variant.id,
    productId: product.id,
    categoryId: product.categoryId,
    price: variantPrice(product.price, variant, set.options),
  }));
  const onSale = offersFor(pieces, sales);
  const charged = (piece: (typeof pieces)[number]) => onSale.get(piece.variantId)?.price ?? piece.price;
  return {
    chosen: {
      id: chosen.id,
      sku: chosen.sku,
      label: variantLabel(chosen, set.options) ?? "",
      price: variantPrice(product.price, chosen, set.options),
      availability,
      limit: availability.kind === "sold_out" ? 0 : variantQuantityLimit(chosen),
      images: chosen.images,
    },
    groups: pickerGroups(set, chosen).map(({ option, values }) => ({
      name: option.name,
      display: option.display,
      values: values.map((value) => ({
        value: value.value,
        swatchColor: value.swatchColor,
        swatchImage: value.swatchImage,
        sku: value.variant.sku,
        chosen: value.chosen,
        soldOut: value.soldOut,
      })),
    })),
    priceRange: priceRangeText(pieces.map(charged)),
    named: Boolean(sku) && chosen.sku === sku?.trim().toUpperCase(),
    offers: pieces.map((piece) => ({
      sku: piece.variant.sku,
      label: variantLabel(piece.variant, set.options) ?? "",
      price: charged(piece),
      availability: variantAvailability(piece.variant).kind,
    })),
  };
}

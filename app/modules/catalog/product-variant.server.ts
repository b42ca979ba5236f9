import { db } from "~/db/client.server";
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
 */
export async function productVariantView(
  product: { id: string; price: number },
  sku: string | null,
): Promise<ProductVariantView | null> {
  const set = await loadVariantSet(db(), product.id);
  if (set.options.length === 0) return null;
  const chosen = chosenVariant(set, sku);
  if (!chosen) return null;
  const availability = variantAvailability(chosen);
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
    priceRange: priceRangeText(
      sellableVariants(set).map((variant) => variantPrice(product.price, variant, set.options)),
    ),
    named: Boolean(sku) && chosen.sku === sku?.trim().toUpperCase(),
    offers: sellableVariants(set).map((variant) => ({
      sku: variant.sku,
      label: variantLabel(variant, set.options) ?? "",
      price: variantPrice(product.price, variant, set.options),
      availability: variantAvailability(variant).kind,
    })),
  };
}

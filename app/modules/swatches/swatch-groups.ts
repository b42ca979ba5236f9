import type { SwatchValue } from "~/modules/catalog/swatch-values.server";

/** One swatch the page offers: its checkbox's value is the option value's id. */
export interface SwatchChoice {
  id: string;
  value: string;
  swatchColor: string | null;
  swatchImage: string | null;
}

/** A product's swatches on the page, option by option (a sofa's fabric; a table's finish). */
export interface SwatchGroup {
  productId: string;
  productName: string;
  productSlug: string;
  options: { name: string; values: SwatchChoice[] }[];
  /** The product the buyer came from (/swatches?product=<slug>): shown first. */
  featured: boolean;
}

/**
 * The catalogue's swatches as the page shows them: one group per product in the catalogue's
 * order, and the product named by `featuredSlug` (the link on its page) first. Pure.
 */
export function swatchGroups(values: readonly SwatchValue[], featuredSlug: string | null): SwatchGroup[] {
  const groups = new Map<string, SwatchGroup>();
  for (const value of values) {
    let group = groups.get(value.productId);
    if (!group) {
      group = {
        productId: value.productId,
        productName: value.productName,
        productSlug: value.productSlug,
        options: [],
        featured: value.productSlug === featuredSlug,
      };
      groups.set(value.productId, group);
    }
    let option = group.options.at(-1);
    if (option?.name !== value.optionName) group.options.push((option = { name: value.optionName, values: [] }));
    const { id, swatchColor, swatchImage } = value;
    option.values.push({ id, value: value.value, swatchColor, swatchImage });
  }
  const list = [...groups.values()];
  return [...list.filter((group) => group.featured), ...list.filter((group) => !group.featured)];
}

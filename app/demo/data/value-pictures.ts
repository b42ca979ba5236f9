import { demoImageUrl } from "~/demo/demo-image-names";
import type { ProductArt } from "~/demo/illustration.types";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";

/**
 * A demo piece sold in fabrics or finishes is pictured in each (issue 34: choosing a fabric changes
 * the pictures): a studio picture of the piece drawn with the value's colour as its fabric, or as
 * its wood for a finish. A value's variants show that picture first, then the piece's detail and
 * room pictures; the product lists them all after its own three, as a shop lists variant pictures.
 */
export interface ValuePicture {
  slug: string;
  value: string;
  url: string;
  art: ProductArt;
}

/** Finishes colour the frame; fabrics and leathers the upholstery. */
const paintsWood = (optionName: string) => /finish|wood|polish/i.test(optionName);

/** The first swatch option's values with a colour, each as the piece drawn in it. */
export function valuePicturesOf(
  products: readonly { slug: string; art: ProductArt }[],
  drafts: Readonly<Record<string, VariantSetDraft>>,
): ValuePicture[] {
  return products.flatMap(({ slug, art }) => {
    const option = drafts[slug]?.options.find((candidate) => candidate.display === "swatches");
    if (!option) return [];
    const surface = paintsWood(option.name) ? "wood" : "color";
    return option.values.flatMap((value) =>
      value.swatchColor
        ? [
            {
              slug,
              value: value.value,
              url: demoImageUrl.valuePicture(slug, value.value),
              art: { ...art, [surface]: value.swatchColor },
            },
          ]
        : [],
    );
  });
}

/** The drafts with each variant showing its swatch value's picture, then the piece's other views. */
export function withValuePictures(
  drafts: Readonly<Record<string, VariantSetDraft>>,
  pictures: readonly ValuePicture[],
): Record<string, VariantSetDraft> {
  return Object.fromEntries(
    Object.entries(drafts).map(([slug, draft]) => {
      const index = draft.options.findIndex((option) => option.display === "swatches");
      const views = demoImageUrl.product(slug).slice(1);
      const variants = draft.variants.map((variant) => {
        const own = pictures.find((picture) => picture.slug === slug && picture.value === variant.values[index]);
        return own ? { ...variant, images: [own.url, ...views] } : variant;
      });
      return [slug, { ...draft, variants }];
    }),
  );
}

/** A demo product's pictures: its three views, then one per swatch value. */
export const demoProductImages = (slug: string, pictures: readonly ValuePicture[]) => [
  ...demoImageUrl.product(slug),
  ...pictures.filter((picture) => picture.slug === slug).map((picture) => picture.url),
];

import { demoImageUrl } from "~/demo/demo-image-names";
import type { SwatchArt, SwatchKind } from "~/demo/illustration.types";
import type { VariantSetDraft } from "~/modules/catalog/variant-draft";

/**
 * What each demo swatch is made of, by option name and then value name, so its picture is the
 * right close-up. Keyed by option too because a name can mean two materials ("Black" leather on
 * the office chair, a black powder-coated finish on the lamp). A value missing here keeps only its colour.
 */
const SWATCH_KINDS_BY_OPTION: Record<string, Record<string, SwatchKind>> = {
  Fabric: {
    "Ivory Acrylic": "canvas",
    "Sage Acrylic": "canvas",
    "Charcoal Acrylic": "canvas",
    "Truck-Art Teal": "truck-art",
    "Ajrak Print": "ajrak",
    Khaddar: "khaddar",
    Linen: "linen",
    Velvet: "velvet",
    "Oxblood Velvet": "velvet",
    "Teal Velvet": "velvet",
    "Mustard Velvet": "velvet",
    "Rust Velvet": "velvet",
    "Emerald Velvet": "velvet",
    Jamawar: "jamawar",
    Leather: "leather",
  },
  Leather: { Cognac: "leather", Black: "leather", Oxblood: "leather" },
  Finish: {
    "Natural Walnut": "walnut",
    "Smoked Walnut": "walnut",
    "Dark Walnut": "walnut",
    "Walnut Stain": "walnut",
    Ebonised: "walnut",
    "Natural Sheesham": "sheesham",
    "Natural Teak": "teak",
    "Oak Stain": "oak",
    "Ivory Lacquer": "lacquer",
    Brass: "brass",
    "Antique Brass": "brass",
    Black: "powder-coat",
  },
};

type Option = VariantSetDraft["options"][number];

/** The picture of one value of a swatch option, or null (not a swatch, no colour, or not listed). */
export function swatchArtOf(option: Option, value: Option["values"][number]): SwatchArt | null {
  const kind = SWATCH_KINDS_BY_OPTION[option.name]?.[value.value];
  if (option.display !== "swatches" || !kind || !value.swatchColor) return null;
  return { kind, color: value.swatchColor };
}

/** The drafts with each swatch value's picture filled in: the one place the demo sets `swatchImage`. */
export function withSwatchImages(drafts: Record<string, VariantSetDraft>): Record<string, VariantSetDraft> {
  return Object.fromEntries(
    Object.entries(drafts).map(([slug, draft]) => [
      slug,
      {
        ...draft,
        options: draft.options.map((option) => ({
          ...option,
          values: option.values.map((value) => {
            const art = swatchArtOf(option, value);
            return art ? { ...value, swatchImage: demoImageUrl.swatch(art) } : value;
          }),
        })),
      },
    ]),
  );
}

/** Every swatch picture the drafts use (repeats included: the render jobs keep one per file). */
export function swatchArtsOf(drafts: Record<string, VariantSetDraft>): SwatchArt[] {
  return Object.values(drafts).flatMap((draft) =>
    draft.options.flatMap((option) =>
      option.values.flatMap((value) => {
        const art = swatchArtOf(option, value);
        return art ? [art] : [];
      }),
    ),
  );
}

import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import type { SwatchArt } from "~/demo/illustration.types";
import { furnishingOptions } from "./product-options-furnishings";
import { seatOptions } from "./product-options-seats";
import { demoProducts } from "./products";
import { valuePicturesOf, withValuePictures, type ValuePicture } from "./value-pictures";
import { swatchArtsOf, withSwatchImages } from "./swatches";

/**
 * The demo catalogue's options and variants (issue 34), keyed by demo product slug: fabrics on
 * sofas and chairs, sizes priced one by one on the bed and the rug, finishes and seats on tables,
 * the way a Lahore furniture house sells them. Only pieces no browser or server test relies on as
 * a product without options carry them. A variant costs the product's demo price plus surcharges
 * unless it names its own, and each product's variant stocks add up to exactly its demo stock.
 * Every fabric, leather and finish swatch gets a generated close-up as its `swatchImage`, and its
 * variants a picture of the piece in it.
 */
const swatched = withSwatchImages({ ...seatOptions, ...furnishingOptions });

/** Each piece drawn in each of its fabrics or finishes (value-pictures.ts). */
export const demoValuePictures: ValuePicture[] = valuePicturesOf(demoProducts, swatched);

export const demoProductOptions: Record<string, VariantSetDraft> = withValuePictures(swatched, demoValuePictures);

/** The swatch pictures those options show, for the demo-image renderer. */
export const demoSwatches: SwatchArt[] = swatchArtsOf(demoProductOptions);

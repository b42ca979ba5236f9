import type { VariantSetDraft } from "~/modules/catalog/variant-draft";
import { furnishingOptions } from "./product-options-furnishings";
import { seatOptions } from "./product-options-seats";

/**
 * The demo catalogue's options and variants (issue 34), keyed by demo product slug: fabrics on
 * sofas and chairs, sizes priced one by one on the bed and the rug, finishes and seats on tables,
 * the way a Lahore furniture house sells them. Only pieces no browser or server test relies on as
 * a product without options carry them. A variant costs the product's demo price plus surcharges
 * unless it names its own, and each product's variant stocks add up to exactly its demo stock.
 */
export const demoProductOptions: Record<string, VariantSetDraft> = { ...seatOptions, ...furnishingOptions };

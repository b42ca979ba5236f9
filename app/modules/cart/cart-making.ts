/**
 * A cart line made to order says so in the product page's words ('Made to order in 6 weeks',
 * variants.ts' availabilityText): one way to say it across the shop (issue 34, item 4). The
 * summary's word on the order's longest making time is delivery's (delivery/cart-making-text.ts).
 */
import { availabilityText } from "~/modules/catalog/variants";

/** 'Made to order in 6 weeks' for a line made to order (its lead time in weeks); null for one from stock. */
export const lineMakingText = (leadTimeWeeks: number | null): string | null =>
  // The database keeps a lead time exactly on variants made to order (product_variants_lead_time).
  leadTimeWeeks ? availabilityText({ kind: "made_to_order", weeks: leadTimeWeeks }) : null;

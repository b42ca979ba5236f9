import type { Notice } from "~/components/ui/toaster";
import type { DiscountFormValues } from "./admin-discount.schema";

/**
 * What the discount pages' actions answer (as the other admin tabs' AdminActionResult): the
 * notice, and for a refused form its field errors and the values sent, so that a page posted
 * without JavaScript shows them again (the ticked categories as a list).
 */
export interface DiscountActionResult {
  intent: string;
  notice: Notice | null;
  errors?: Record<string, string>;
  values?: DiscountFormValues;
}

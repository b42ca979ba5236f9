import type { Notice } from "~/components/ui/toaster";
import type { SaleFormValues } from "./admin-sale.schema";

/**
 * What the sale pages' actions answer, as the discount pages' do: the notice, and for a refused
 * form its field errors and the values sent, so that a page posted without JavaScript shows them
 * again (the ticked categories as a list).
 */
export interface SaleActionResult {
  intent: string;
  notice: Notice | null;
  errors?: Record<string, string>;
  values?: SaleFormValues;
}

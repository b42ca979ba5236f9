/**
 * The sale form's values: what it shows before anything is posted (a new sale's defaults, or a
 * stored sale's settings as the fields write them), and what a post carries. Browser-safe.
 */
import { formValues } from "~/components/admin/admin-action";
import type { SaleKind } from "~/modules/catalog/sale-rules";
import { shopDateTimeValue } from "~/modules/discounts/admin-discount-time";
import { saleFormFields, type SaleFormValues } from "./admin-sale.schema";

/** A new sale: a percent off, starting now (Pakistan time); its end is the owner's to choose. */
export function newSaleValues(now: Date): SaleFormValues {
  return {
    name: "",
    kind: "percent",
    value: "",
    categoryIds: [],
    products: "",
    skus: "",
    startsAt: shopDateTimeValue(now),
    endsAt: "",
  };
}

export interface StoredSaleSettings {
  name: string;
  kind: SaleKind;
  value: number;
  categoryIds: string[];
  startsAt: Date | string;
  endsAt: Date | string;
}

/** A stored sale as its form shows it: its products by slug and its variants by SKU, one a line. */
export function storedSaleValues(sale: StoredSaleSettings, productSlugs: string[], skus: string[]): SaleFormValues {
  return {
    name: sale.name,
    kind: sale.kind,
    value: String(sale.value),
    categoryIds: sale.categoryIds,
    products: productSlugs.join("\n"),
    skus: skus.join("\n"),
    startsAt: shopDateTimeValue(sale.startsAt),
    endsAt: shopDateTimeValue(sale.endsAt),
  };
}

/** A posted form as the schema reads it: its text fields (others dropped) and every ticked category. */
export function saleFormValues(form: FormData): SaleFormValues {
  const ticked = form.getAll("categoryIds").filter((value): value is string => typeof value === "string");
  return saleFormFields.parse({ ...formValues(form), categoryIds: ticked });
}

/**
 * The discount form's values: what it shows before anything is posted (a new code's defaults, or
 * a stored code's settings as the fields write them), and what a post carries. Browser-safe.
 */
import type { DiscountFormValues } from "./admin-discount.schema";
import { shopDateTimeValue } from "./admin-discount-time";
import type { DiscountKind, DiscountScope } from "./discount-rules";

/** A new code: a percent off everything, sale items included, starting now (Pakistan time). */
export function newDiscountValues(now: Date): DiscountFormValues {
  return {
    code: "",
    kind: "percent",
    value: "",
    minSubtotal: "",
    scope: "all",
    categoryIds: [],
    products: "",
    appliesToSaleItems: true,
    startsAt: shopDateTimeValue(now),
    endsAt: "",
    usageLimit: "",
    perCustomerLimit: "",
  };
}

export interface StoredDiscountSettings {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  scope: DiscountScope;
  categoryIds: string[];
  appliesToSaleItems: boolean;
  startsAt: Date | string;
  endsAt: Date | string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** A stored code as its form shows it; its products by slug, one a line. */
export function storedDiscountValues(code: StoredDiscountSettings, productSlugs: string[]): DiscountFormValues {
  const optional = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "free_delivery" ? "" : String(code.value),
    minSubtotal: code.minSubtotal > 0 ? String(code.minSubtotal) : "",
    scope: code.scope,
    categoryIds: code.categoryIds,
    products: productSlugs.join("\n"),
    appliesToSaleItems: code.appliesToSaleItems,
    startsAt: shopDateTimeValue(code.startsAt),
    endsAt: code.endsAt ? shopDateTimeValue(code.endsAt) : "",
    usageLimit: optional(code.usageLimit),
    perCustomerLimit: optional(code.perCustomerLimit),
  };
}

/** A posted form as the schema reads it: each field's first value, every ticked category. */
export function discountFormValues(form: FormData): DiscountFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    code: text("code"),
    kind: text("kind"),
    value: text("value"),
    minSubtotal: text("minSubtotal"),
    scope: text("scope"),
    categoryIds: form.getAll("categoryIds").filter((value): value is string => typeof value === "string"),
    products: text("products"),
    // A ticked box is posted ('on'); an unticked one is not posted at all.
    appliesToSaleItems: form.has("appliesToSaleItems"),
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
    usageLimit: text("usageLimit"),
    perCustomerLimit: text("perCustomerLimit"),
  };
}

import Lock from "lucide-react/icons/lock";
import Save from "lucide-react/icons/save";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, FormError } from "~/components/ui/field";
import { formatShopDateTime } from "~/utils/shop-time";
import { discountGives, discountMinimum } from "../admin-discount-state";
import { DISCOUNT_FIELD_LABELS, type DiscountFormValues } from "../admin-discount.schema";
import type { DiscountKind } from "../discount-rules";
import { discountFieldId } from "./admin-discount-choices";

export interface LockedSettings {
  kind: DiscountKind;
  value: number;
  minSubtotal: number;
  appliesToSaleItems: boolean;
  startsAt: string | Date;
  perCustomerLimit: number | null;
  /** 'Everything', or the categories' or products' names. */
  appliesTo: string;
}

/**
 * A used code's page: why most of it is locked (the orders placed with it were priced under it),
 * what it stays, and the two things that may change, its end and its total uses limit.
 */
export function AdminDiscountLockedForm({
  code,
  orders,
  settings,
  values,
  errors,
}: {
  code: string;
  orders: number;
  settings: LockedSettings;
  values: DiscountFormValues;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const facts = [
    { label: "Gives", value: discountGives(settings) },
    { label: "Minimum", value: discountMinimum(settings.minSubtotal) },
    { label: "Applies to", value: settings.appliesTo },
    { label: "Pieces on sale", value: settings.appliesToSaleItems ? "Reduced too" : "Not reduced" },
    { label: "Starts", value: formatShopDateTime(settings.startsAt) },
    {
      label: "Uses per customer",
      value: settings.perCustomerLimit === null ? "No limit" : String(settings.perCustomerLimit),
    },
  ];
  const labels = { endsAt: DISCOUNT_FIELD_LABELS.endsAt, usageLimit: DISCOUNT_FIELD_LABELS.usageLimit };
  return (
    <div className="grid gap-6">
      <div className="flex gap-3 rounded-2xl border border-line bg-ivory p-4 text-sm" data-testid="discount-locked">
        <Lock className="mt-0.5 size-5 shrink-0 text-walnut" aria-hidden="true" />
        <p className="leading-relaxed">
          <span className="font-semibold">
            {orders === 1 ? "1 order was" : `${orders} orders were`} placed with {code}.
          </span>{" "}
          What it gives, its minimum, what it applies to and its start stay as they were, so that those orders and their
          reductions keep meaning what they said. Only its end and its total uses limit can change.
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
            <dd className="mt-0.5 break-words text-espresso">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" noValidate aria-label="Edit discount code" className="grid gap-6 border-t border-line pt-6">
        <ErrorSummary errors={errors} fieldId={discountFieldId} labels={labels} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="form" value="locked" />
        {errors.form && (
          <div id={discountFieldId("form")}>
            <FormError>{errors.form}</FormError>
          </div>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            id={discountFieldId("endsAt")}
            name="endsAt"
            label={labels.endsAt}
            type="datetime-local"
            step={60}
            defaultValue={values.endsAt}
            error={errors.endsAt}
            hint="Pakistan time. Empty: no end."
          />
          <Field
            id={discountFieldId("usageLimit")}
            name="usageLimit"
            label={labels.usageLimit}
            inputMode="numeric"
            defaultValue={values.usageLimit}
            error={errors.usageLimit}
            hint="Orders in all, never fewer than those that hold it. Empty: no limit."
          />
        </div>
        <div>
          <Button type="submit" disabled={saving}>
            <Save className="size-4" aria-hidden="true" />
            {saving ? "Saving…" : "Save changes"}
          </Button>
        </div>
      </Form>
    </div>
  );
}

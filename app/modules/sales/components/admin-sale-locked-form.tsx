import Lock from "lucide-react/icons/lock";
import Save from "lucide-react/icons/save";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, FormError } from "~/components/ui/field";
import type { SaleKind } from "~/modules/catalog/sale-rules";
import { discountGives } from "~/modules/discounts/admin-discount-state";
import { discountFieldId as fieldId } from "~/modules/discounts/components/admin-discount-choices";
import { formatShopDateTime } from "~/utils/shop-time";
import { SALE_FIELD_LABELS } from "../admin-sale.schema";
import { AdminSaleFacts } from "./admin-sale-facts";

const LABELS = { form: SALE_FIELD_LABELS.form, endsAt: SALE_FIELD_LABELS.endsAt };

/**
 * A sold sale's page: why most of it is locked (orders were priced under it), what it stays, and
 * the one thing that may change, its end (Pause, Resume and End now stay above).
 */
export function AdminSaleLockedForm({
  settings,
  endsAt,
  errors,
}: {
  settings: { kind: SaleKind; value: number; startsAt: string | Date; reduces: string };
  /** The end as the field shows it ('YYYY-MM-DDTHH:mm', Pakistan time). */
  endsAt: string;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const facts = [
    { label: "Takes off", value: discountGives(settings) },
    { label: "Starts", value: formatShopDateTime(settings.startsAt) },
    { label: "Reduces", value: settings.reduces },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex gap-3 rounded-2xl border border-line bg-ivory p-4 text-sm" data-testid="sale-locked">
        <Lock className="mt-0.5 size-5 shrink-0 text-walnut" aria-hidden="true" />
        <p className="leading-relaxed">
          <span className="font-semibold">Orders have been placed at this sale's prices.</span> What it takes off, what
          it reduces and its start stay as they were, so that those orders and the savings they show keep meaning what
          they said. Only its end can change; Pause and End now still work.
        </p>
      </div>
      <AdminSaleFacts items={facts} className="gap-x-6 sm:grid-cols-2" />
      <Form method="post" noValidate aria-label="Edit sale" className="grid gap-6 border-t border-line pt-6">
        <ErrorSummary errors={errors} fieldId={fieldId} labels={LABELS} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="form" value="locked" />
        {errors.form && (
          <div id={fieldId("form")}>
            <FormError>{errors.form}</FormError>
          </div>
        )}
        <Field
          id={fieldId("endsAt")}
          name="endsAt"
          label={LABELS.endsAt}
          type="datetime-local"
          step={60}
          defaultValue={endsAt}
          error={errors.endsAt}
          hint="Pakistan time. Every sale ends."
          className="sm:max-w-xs"
        />
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

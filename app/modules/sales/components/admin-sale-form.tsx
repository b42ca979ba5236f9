import Save from "lucide-react/icons/save";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, FormError, TextAreaField } from "~/components/ui/field";
import { SALE_MAX_PERCENT } from "~/modules/catalog/sale-rules";
import {
  CategoryBoxes,
  ChoiceCards,
  discountFieldId as fieldId,
} from "~/modules/discounts/components/admin-discount-choices";
import { SALE_NAME_MAX_LENGTH } from "../admin-sale-fields";
import { SALE_FIELD_LABELS, type SaleFormValues } from "../admin-sale.schema";

const KINDS = [
  { value: "percent", label: "Percent off", hint: `A share of each piece's price, 1% to ${SALE_MAX_PERCENT}%.` },
  { value: "amount", label: "Amount off", hint: "Whole rupees off each piece, e.g. PKR 5,000." },
] as const;

type TextField = Exclude<keyof SaleFormValues, "categoryIds">;

/**
 * The whole form of a sale: for a new one, and for one no order has been placed under yet. A
 * plain post (it works without JavaScript); the server checks every field and answers all the
 * problems at once, listed above the form and said under each field.
 */
export function AdminSaleForm({
  mode,
  values,
  errors,
  categories,
}: {
  mode: "new" | "edit";
  values: SaleFormValues;
  errors: Record<string, string>;
  categories: { id: string; name: string }[];
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const field = (name: TextField) => ({
    id: fieldId(name),
    name,
    label: SALE_FIELD_LABELS[name],
    error: errors[name],
    defaultValue: values[name],
  });
  const piecesError = `${fieldId("pieces")}-error`;
  return (
    <Form method="post" noValidate aria-label={mode === "new" ? "New sale" : "Edit sale"} className="grid gap-6">
      <ErrorSummary errors={errors} fieldId={fieldId} labels={SALE_FIELD_LABELS} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="form" value="full" />
      {errors.form && (
        <div id={fieldId("form")}>
          <FormError>{errors.form}</FormError>
        </div>
      )}
      <Field
        {...field("name")}
        maxLength={SALE_NAME_MAX_LENGTH}
        autoComplete="off"
        className="sm:max-w-md"
        hint="What buyers see on the Sale page, e.g. Eid Sale. Up to 80 characters."
      />
      <ChoiceCards
        name="kind"
        legend={SALE_FIELD_LABELS.kind}
        choices={KINDS}
        checked={values.kind}
        error={errors.kind}
      />
      <Field
        {...field("value")}
        inputMode="numeric"
        className="sm:max-w-xs"
        hint={`A percent from 1 to ${SALE_MAX_PERCENT}, or whole rupees: less than the price of every piece it reduces.`}
      />
      <fieldset
        id={fieldId("pieces")}
        tabIndex={-1}
        aria-describedby={errors.pieces ? piecesError : undefined}
        className="grid min-w-0 gap-5 rounded-2xl border border-line p-4 sm:p-5"
      >
        <legend className="px-1 text-sm font-semibold text-espresso">{SALE_FIELD_LABELS.pieces}</legend>
        <p className="-mt-2 text-sm text-muted">
          Tick categories, list products or variants, or mix them: each piece is reduced once.
        </p>
        <CategoryBoxes categories={categories} ticked={values.categoryIds} error={errors.categoryIds} />
        <TextAreaField
          {...field("products")}
          rows={4}
          spellCheck={false}
          placeholder={"noor-walnut-dining-chair\n/furniture/brass-side-table"}
          hint="One a line: the product's page address or its slug. Every variant of it is reduced."
        />
        <TextAreaField
          {...field("skus")}
          rows={3}
          spellCheck={false}
          autoCapitalize="characters"
          placeholder="NW-CHAIR-TEAK, NW-CHAIR-OAK"
          hint="Single variants by SKU, one a line or separated by commas."
        />
        {errors.pieces && (
          <p id={piecesError} className="text-sm font-medium text-terracotta">
            {errors.pieces}
          </p>
        )}
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field {...field("startsAt")} type="datetime-local" step={60} hint="Pakistan time. Empty: now." />
        <Field {...field("endsAt")} type="datetime-local" step={60} hint="Pakistan time. Every sale ends." />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <Button type="submit" disabled={saving}>
          <Save className="size-4" aria-hidden="true" />
          {saving ? "Saving…" : mode === "new" ? "Add sale" : "Save changes"}
        </Button>
        <ButtonLink to="/admin/sales" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

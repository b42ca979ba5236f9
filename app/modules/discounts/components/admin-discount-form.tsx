import Save from "lucide-react/icons/save";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, FormError, TextAreaField } from "~/components/ui/field";
import { DISCOUNT_FIELD_LABELS, type DiscountFormValues } from "../admin-discount.schema";
import { CategoryBoxes, ChoiceCards, discountFieldId } from "./admin-discount-choices";

const KINDS = [
  { value: "percent", label: "Percent off", hint: "A share of the pieces' prices, e.g. 10%." },
  { value: "amount", label: "Amount off", hint: "Whole rupees off the pieces, e.g. PKR 5,000." },
  { value: "free_delivery", label: "Free delivery", hint: "The delivery charge, where it is set." },
] as const;

const SCOPES = [
  { value: "all", label: "Everything", hint: "Every piece in the cart." },
  { value: "categories", label: "Some categories", hint: "Pieces of the categories ticked below." },
  { value: "products", label: "Some products", hint: "The products listed below." },
] as const;

// The fields that follow a choice are shown by CSS (works without JavaScript): the form is the group.
const ONLY_PRICED = "group-has-[input[name=kind][value=free_delivery]:checked]/discount:hidden";
const ONLY_CATEGORIES = "hidden group-has-[input[name=scope][value=categories]:checked]/discount:block";
const ONLY_PRODUCTS = "hidden group-has-[input[name=scope][value=products]:checked]/discount:block";

/**
 * The whole form of a code: for a new one, and for one no order has used yet. A plain post (it
 * works without JavaScript); the server checks every field and answers all the problems at once,
 * listed above the form and said under each field.
 */
export function AdminDiscountForm({
  mode,
  values,
  errors,
  categories,
}: {
  mode: "new" | "edit";
  values: DiscountFormValues;
  errors: Record<string, string>;
  categories: { id: string; name: string }[];
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const field = (name: keyof DiscountFormValues & keyof typeof DISCOUNT_FIELD_LABELS) => ({
    id: discountFieldId(name),
    name,
    label: DISCOUNT_FIELD_LABELS[name],
    error: errors[name],
    defaultValue: values[name] as string,
  });
  return (
    <Form
      method="post"
      noValidate
      aria-label={mode === "new" ? "New discount code" : "Edit discount code"}
      className="group/discount grid gap-6"
    >
      <ErrorSummary errors={errors} fieldId={discountFieldId} labels={DISCOUNT_FIELD_LABELS} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="form" value="full" />
      {errors.form && (
        <div id={discountFieldId("form")}>
          <FormError>{errors.form}</FormError>
        </div>
      )}
      <Field
        {...field("code")}
        maxLength={30}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="sm:max-w-xs"
        hint="Letters and digits, 3 to 30. Buyers may type it in any case: it is kept in capitals."
      />
      <ChoiceCards
        name="kind"
        legend={DISCOUNT_FIELD_LABELS.kind}
        choices={KINDS}
        checked={values.kind}
        error={errors.kind}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          {...field("value")}
          inputMode="numeric"
          className={ONLY_PRICED}
          hint="A percent from 1 to 100, or whole rupees: no more than the minimum subtotal."
        />
        <Field
          {...field("minSubtotal")}
          label="Minimum subtotal (PKR)"
          inputMode="numeric"
          hint="What the pieces must come to before the reduction. Empty: no minimum."
        />
      </div>
      <ChoiceCards
        name="scope"
        legend={DISCOUNT_FIELD_LABELS.scope}
        choices={SCOPES}
        checked={values.scope}
        error={errors.scope}
      />
      <CategoryBoxes
        categories={categories}
        ticked={values.categoryIds}
        error={errors.categoryIds}
        className={ONLY_CATEGORIES}
      />
      <TextAreaField
        {...field("products")}
        rows={5}
        spellCheck={false}
        className={ONLY_PRODUCTS}
        placeholder={"noor-walnut-dining-chair\n/furniture/brass-side-table"}
        hint="One a line: the product's page address or its slug. Archived products cannot be chosen."
      />
      <label className="flex items-start gap-3 rounded-xl border border-line bg-ivory p-4">
        <input
          type="checkbox"
          name="appliesToSaleItems"
          defaultChecked={values.appliesToSaleItems}
          className="mt-0.5 size-5 shrink-0 accent-walnut"
        />
        <span>
          <span className="block font-semibold">Also reduces pieces on sale</span>
          <span className="block text-sm text-muted">The shop has no sales yet: this is kept for when it does.</span>
        </span>
      </label>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field {...field("startsAt")} type="datetime-local" step={60} hint="Pakistan time. Empty: now." />
        <Field {...field("endsAt")} type="datetime-local" step={60} hint="Pakistan time. Empty: no end." />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field {...field("usageLimit")} inputMode="numeric" hint="Orders in all. Empty: no limit." />
        <Field
          {...field("perCustomerLimit")}
          inputMode="numeric"
          hint="Orders of one account, e-mail or phone. Empty: no limit."
        />
      </div>
      <div className="flex flex-wrap gap-3 border-t border-line pt-6">
        <Button type="submit" disabled={saving}>
          <Save className="size-4" aria-hidden="true" />
          {saving ? "Saving…" : mode === "new" ? "Add code" : "Save changes"}
        </Button>
        <ButtonLink to="/admin/discounts" variant="ghost">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}

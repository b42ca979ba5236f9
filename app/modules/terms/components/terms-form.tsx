import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { RETURN_DAY_CHOICES, returnDaysText } from "../return-terms";
import {
  INHERIT,
  termsFormValues,
  warrantyField,
  WARRANTY_YEAR_CHOICES,
  type OwnTerms,
  type TermsScope,
} from "../terms-form";
import { warrantyList, WARRANTY_PART_WORDS, WARRANTY_PARTS, yearsText, type WarrantyTerm } from "../warranty-parts";

/** What a category or product takes when it has nothing of its own: the shop's or its category's terms. */
export interface InheritedTerms {
  from: string;
  returnDays: number;
  warranty: WarrantyTerm[];
}

const yearChoice = (value: string) => ({
  value,
  label: value === "lifetime" ? "Lifetime" : yearsText(Number(value)),
});

/**
 * One scope's returns and warranty: the return window, and each part's years of cover
 * (none, years or lifetime). A category or product may take the next one's instead
 * ('Same as …'). Posts through a fetcher; works as a plain form without JavaScript.
 */
export function TermsForm({
  intent,
  scope,
  own,
  inherited,
  outcome,
}: {
  intent: string;
  scope: TermsScope;
  own: OwnTerms;
  inherited?: InheritedTerms;
  outcome?: AdminActionResult;
}) {
  const { fetcher, formRef, errors, values: posted, busy } = useAdminForm(intent, outcome, { resetOnSuccess: false });
  // A form sent back without JavaScript shows what was sent (an unticked box sends nothing).
  const values =
    Object.keys(posted).length > 0
      ? { ...termsFormValues(own), warrantyInherit: "", ...posted }
      : termsFormValues(own, inherited?.warranty);
  const dayChoices = [...RETURN_DAY_CHOICES].map((days) => ({ value: String(days), label: returnDaysText(days) }));
  if (own.returnDays !== null && !RETURN_DAY_CHOICES.some((days) => days === own.returnDays)) {
    dayChoices.push({ value: String(own.returnDays), label: returnDaysText(own.returnDays) });
  }
  const inheritedWarranty = inherited ? (warrantyList(inherited.warranty) ?? "no warranty") : "";
  return (
    <fetcher.Form method="post" ref={formRef} className="grid gap-5">
      <input type="hidden" name="intent" value={intent} />
      <SelectField
        label="Returns"
        name="returnDays"
        defaultValue={values.returnDays}
        error={errors.returnDays}
        hint="Days from the delivery day. Made-to-order pieces are returned for a defect only, whatever is set here."
      >
        {inherited && (
          <option value={INHERIT}>
            Same as {inherited.from} ({returnDaysText(inherited.returnDays)})
          </option>
        )}
        {dayChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">Warranty</legend>
        {scope !== "shop" && inherited && (
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="warrantyInherit"
              value="yes"
              defaultChecked={values.warrantyInherit === "yes"}
              className="mt-0.5 size-5 accent-walnut"
            />
            <span>
              Same as {inherited.from} <span className="text-muted">({inheritedWarranty})</span>
            </span>
          </label>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {WARRANTY_PARTS.map((part) => (
            <SelectField
              key={part}
              label={WARRANTY_PART_WORDS[part].label}
              name={warrantyField(part)}
              defaultValue={values[warrantyField(part)]}
              error={errors[warrantyField(part)]}
              options={WARRANTY_YEAR_CHOICES.map(yearChoice)}
              placeholder="Not covered"
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save Terms"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

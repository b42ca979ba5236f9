import Send from "lucide-react/icons/send";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { BUDGETS, budgetLabels, TIMELINES, timelineLabels } from "../custom-order-options";
import { CUSTOM_ORDER_FIELDS, customOrderSchema } from "../custom-order.schema";
import type { InboxFormResult } from "../inbox-notices";
import { FormStatus } from "./form-status";
import { ProjectTypeChoice } from "./project-type-choice";
import { useInboxForm } from "./use-inbox-form";

const budgetOptions = BUDGETS.map((value) => ({ value, label: budgetLabels[value] }));
const timelineOptions = TIMELINES.map((value) => ({ value, label: timelineLabels[value] }));

export interface CustomerPrefill {
  name: string;
  email: string;
  /** As people write it: +92 300 1234567. */
  phone: string;
}

/** The custom-order request form (spec §3): for a signed-in customer, prefilled from the account. */
export function CustomOrderForm({
  prefill,
  idempotencyKey,
  pageResult,
}: {
  prefill: CustomerPrefill;
  idempotencyKey: string;
  pageResult: InboxFormResult | undefined;
}) {
  const { fetcher, formRef, onSubmit, onChange, errors, busy, inline, values } = useInboxForm({
    schema: customOrderSchema,
    fields: CUSTOM_ORDER_FIELDS,
    pageResult,
  });
  const defaults: Record<string, string | undefined> = { ...prefill, ...values };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/custom-orders#request"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="request-form-heading"
      className="grid gap-5"
    >
      <FormStatus result={inline} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Field label="Name" name="name" autoComplete="name" required defaultValue={defaults.name} error={errors.name} />
      <EmailAndPhoneFields defaults={defaults} errors={errors} />
      <ProjectTypeChoice defaultValue={defaults.projectType} error={errors.projectType} />
      <TextAreaField
        label="Project description"
        name="description"
        rows={5}
        required
        defaultValue={defaults.description}
        error={errors.description}
        hint="The piece or space, sizes, materials and finishes you like; links to pictures are welcome."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Budget (optional)"
          name="budget"
          placeholder="Not sure yet"
          options={budgetOptions}
          defaultValue={defaults.budget}
          error={errors.budget}
        />
        <SelectField
          label="Timeline (optional)"
          name="timeline"
          placeholder="Not sure yet"
          options={timelineOptions}
          defaultValue={defaults.timeline}
          error={errors.timeline}
        />
      </div>
      <Field
        label="Location (optional)"
        name="location"
        list="request-cities"
        autoComplete="address-level2"
        placeholder="City or area, e.g. DHA Lahore"
        defaultValue={defaults.location}
        error={errors.location}
      />
      <datalist id="request-cities">
        {PAKISTAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <Send className="size-4" aria-hidden="true" />
        {busy ? "Submitting..." : "Submit Request"}
      </Button>
    </fetcher.Form>
  );
}

import Send from "lucide-react/icons/send";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, TextAreaField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import type { SwatchGroup } from "../swatch-groups";
import { swatchNotices, type SwatchFormResult } from "../swatch-notices";
import { StepLegend } from "~/components/ui/step-legend";
import { SwatchPicker } from "./swatch-picker";
import { useSwatchForm } from "./use-swatch-form";

export interface SwatchFormPage {
  groups: SwatchGroup[];
  cities: string[];
  prefill: { name: string; email: string; phone: string } | null;
  idempotencyKey: string;
}

/**
 * The 'Request free swatches' form: the swatches, then where to post them. A plain form post that
 * works without JavaScript; with JavaScript the same rules answer before sending. The action is
 * the page's own address, so a buyer who came from a product keeps that product first.
 */
export function SwatchRequestForm({ page, result }: { page: SwatchFormPage; result: SwatchFormResult | undefined }) {
  const { formRef, noticeRef, errors, onSubmit, onChange, checkedHere } = useSwatchForm(result);
  const busy = useNavigation().state === "submitting";
  const refused = result && !result.ok ? result : undefined;
  const values: Record<string, string | undefined> = { ...page.prefill, ...refused?.values };
  const notice = checkedHere ? (Object.keys(errors).length > 0 ? swatchNotices.invalid : null) : refused?.notice;
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label="Request free swatches"
      className="grid gap-10"
    >
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
          <Notice tone="error" title={notice.title}>
            {notice.text}
          </Notice>
        </div>
      )}
      <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />

      <SwatchPicker groups={page.groups} initial={refused?.chosen ?? []} error={errors.swatches} />

      <fieldset className="grid gap-5" id="details">
        <StepLegend step={2}>Where should we post them?</StepLegend>
        <Field
          label="Full name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={values.name}
          error={errors.name}
        />
        <EmailAndPhoneFields defaults={values} errors={errors} />
        <TextAreaField
          label="Address"
          name="address"
          autoComplete="street-address"
          required
          rows={2}
          maxLength={500}
          defaultValue={values.address}
          error={errors.address}
          hint="House, street and area, e.g. House 12, Street 4, Gulberg III."
        />
        <Field
          label="City"
          name="city"
          list="swatch-cities"
          autoComplete="address-level2"
          required
          maxLength={80}
          defaultValue={values.city}
          error={errors.city}
        />
        <datalist id="swatch-cities">
          {page.cities.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </fieldset>

      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
          <Send className="size-5" aria-hidden="true" />
          {busy ? "Sending..." : "Request my free swatches"}
        </Button>
        <p className="text-sm text-muted">
          Free, with no account and no payment. We e-mail you what is on its way at once.
        </p>
      </div>
    </Form>
  );
}

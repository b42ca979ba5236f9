import Send from "lucide-react/icons/send";
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { useNotice } from "~/components/ui/toaster";
import { BUDGETS, budgetLabels, TIMELINES, timelineLabels } from "~/modules/inbox/custom-order-options";
import { FormStatus } from "~/modules/inbox/components/form-status";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { fieldErrors } from "~/utils/form-fields";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { CUSTOM_ORDER_FIELDS, customOrderSchema } from "../custom-order.schema";
import type { CustomRequestResult } from "../request-result";
import { photoProblem } from "../request-limits";
import { PhotoPicker } from "./photo-picker";
import { ProjectTypeChoice } from "./project-type-choice";
import { sendWithProgress } from "~/utils/send-with-progress";
import { UploadProgress } from "./upload-progress";

const budgetOptions = BUDGETS.map((value) => ({ value, label: budgetLabels[value] }));
const timelineOptions = TIMELINES.map((value) => ({ value, label: timelineLabels[value] }));
const FIELDS = [...CUSTOM_ORDER_FIELDS, "photos"];

export interface CustomerPrefill {
  name: string;
  email: string;
  /** As people write it: +92 300 1234567. */
  phone: string;
}

function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const name = FIELDS.find((field) => errors[field]);
  const control = name ? form?.elements.namedItem(name) : null;
  if (control instanceof RadioNodeList) ((control[0] as HTMLInputElement | undefined) ?? null)?.focus();
  else if (control instanceof HTMLElement) control.focus();
}

/**
 * The custom-order request form (spec §3) with up to six photos; no account needed (DECISIONS).
 * With JavaScript it checks the fields in the browser, then sends the form with a progress bar
 * (photos from a phone take a while on a mobile connection); without it, the form posts to the
 * page and `pageResult` brings the answer back. A signed-in customer's details are prefilled.
 */
export function CustomOrderForm({
  prefill,
  idempotencyKey,
  pageResult,
}: {
  prefill: CustomerPrefill | null;
  idempotencyKey: string;
  pageResult: CustomRequestResult | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<CustomRequestResult | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [key, setKey] = useState(idempotencyKey);
  const [sent, setSent] = useState(0);
  useNotice(answer);

  const result = answer ?? pageResult;
  const errors = clientErrors ?? result?.errors ?? {};
  const values = !answer && pageResult && !pageResult.ok ? pageResult.values : undefined;
  const defaults: Record<string, string | undefined> = { ...prefill, ...values };
  const done = result?.ok ? result.request : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const parsed = customOrderSchema.safeParse(Object.fromEntries(body));
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const photos = body.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
    const problem = photoProblem(photos);
    if (problem) found.photos = problem;
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      requestAnimationFrame(() => focusFirstError(form, found));
      return;
    }
    setClientErrors(null);
    setProgress(0);
    const reply = await sendWithProgress<CustomRequestResult>("/custom-orders/request", body, setProgress);
    setProgress(null);
    const next = reply ?? { ok: false, notice: inboxNotices.requestFailed, errors: {}, values: {} };
    setAnswer(next);
    if (next.ok) {
      form.reset();
      setSent((count) => count + 1);
      // The next request from this page is a new one.
      setKey(crypto.randomUUID());
    } else {
      requestAnimationFrame(() => focusFirstError(form, next.errors));
    }
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setClientErrors(rest);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/custom-orders#request"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="request-form-heading"
      className="grid gap-5"
    >
      <FormStatus result={answer ? undefined : pageResult} />
      {done && (
        <p className="rounded-xl border border-sage/40 bg-sage/10 px-4 py-3 text-espresso" data-testid="request-sent">
          Your request number is <strong>{done.number}</strong>. We sent its private link by e-mail.{" "}
          <Link to={done.path} className="font-semibold text-walnut underline underline-offset-4">
            Open your request
          </Link>
        </p>
      )}
      <input type="hidden" name="idempotencyKey" value={key} />
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
        hint="The piece or space, sizes, materials and finishes you like."
      />
      <PhotoPicker key={sent} error={errors.photos} />
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
      {progress !== null && <UploadProgress share={progress} />}
      <Button type="submit" size="lg" disabled={progress !== null} className="w-full sm:w-auto sm:justify-self-start">
        <Send className="size-4" aria-hidden="true" />
        {progress !== null ? "Submitting..." : "Submit Request"}
      </Button>
    </form>
  );
}

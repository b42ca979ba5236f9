import Send from "lucide-react/icons/send";
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, SelectField, TextAreaField } from "~/components/ui/field";
import { useNotice } from "~/components/ui/toaster";
import { BUDGETS, budgetLabels, TIMELINES, timelineLabels } from "~/modules/inbox/custom-order-options";
import { FormStatus } from "~/modules/inbox/components/form-status";
import { inboxNotices } from "~/modules/inbox/inbox-notices";
import { fieldErrors } from "~/utils/field-errors";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { CUSTOM_ORDER_FIELDS } from "../custom-order-fields";
import type { CustomRequestResult } from "../request-result";
import { photoProblem } from "../request-limits";
import { PhotoPicker } from "./photo-picker";
import { ProjectTypeChoice } from "./project-type-choice";
import { sendWithProgress } from "~/utils/send-with-progress";

const budgetOptions = BUDGETS.map((value) => ({ value, label: budgetLabels[value] }));
const timelineOptions = TIMELINES.map((value) => ({ value, label: timelineLabels[value] }));
const FIELDS = [...CUSTOM_ORDER_FIELDS, "photos"];
/** Shown only while a request is being sent: fetched then, not with the page. */
const UploadProgress = lazy(() => import("./upload-progress").then((module) => ({ default: module.UploadProgress })));

/**
 * The form's zod schema, fetched when the form is first used (a field focused) or at the latest
 * when it is sent: zod (about 26 KB) stays out of the page's own script, which keeps within the
 * 140 KB of every page (DECISIONS.md: JavaScript). One fetch for the page's life.
 */
let schemaModule: Promise<typeof import("../custom-order.schema")> | null = null;
function loadSchema() {
  schemaModule ??= import("../custom-order.schema").catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

export interface CustomerPrefill {
  name?: string;
  email?: string;
  /** As people write it: +92 300 1234567. */
  phone?: string;
  /** What the visitor searched for and the shop does not sell yet (a search with no result). */
  description?: string;
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
  // "Send another request": the sent request's panel gives way to the form again.
  const [again, setAgain] = useState(false);
  useNotice(answer);

  const result = answer ?? pageResult;
  const errors = clientErrors ?? result?.errors ?? {};
  const values = !answer && pageResult && !pageResult.ok ? pageResult.values : undefined;
  const defaults: Record<string, string | undefined> = { ...prefill, ...values };
  const done = !again && result?.ok ? result.request : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    // Not fetched (offline?): the server checks the same rules.
    const schema = await loadSchema().then(
      (module) => module.customOrderSchema,
      () => null,
    );
    const parsed = schema?.safeParse(Object.fromEntries(body));
    const found = !parsed || parsed.success ? {} : fieldErrors(parsed.error);
    const photos = body.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
    const problem = photoProblem(photos);
    if (problem) found.photos = problem;
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      requestAnimationFrame(() => focusFirstError(form, found));
      return;
    }
    setClientErrors(null);
    setAgain(false);
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

  if (done) {
    return (
      <RequestSent
        request={done}
        pageResult={answer ? undefined : pageResult}
        onAgain={() => {
          setAgain(true);
          // The emptied form, from its first field.
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus());
        }}
      />
    );
  }

  return (
    <>
      <h3 id="request-form-heading" className="mb-6 font-display text-2xl font-medium">
        Tell us about your project
      </h3>
      <form
        ref={formRef}
        method="post"
        action="/custom-orders#request"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        // Used: what sending needs (the schema, the progress bar) is fetched while the form is filled in.
        onFocus={() => {
          void loadSchema().catch(() => undefined);
          void import("./upload-progress").catch(() => undefined);
        }}
        onChange={onChange}
        aria-labelledby="request-form-heading"
        className="grid gap-5"
      >
        <FormStatus result={answer || again ? undefined : pageResult} />
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
        {progress !== null && (
          <Suspense fallback={null}>
            <UploadProgress share={progress} />
          </Suspense>
        )}
        <Button type="submit" size="lg" disabled={progress !== null} className="w-full sm:w-auto sm:justify-self-start">
          <Send className="size-4" aria-hidden="true" />
          {progress !== null ? "Submitting..." : "Submit Request"}
        </Button>
      </form>
    </>
  );
}

/**
 * What a sent request leaves in the form's place: its number and its private link (the buyer's
 * way back to the quote without an account), not an emptied form that looks as if nothing happened.
 */
function RequestSent({
  request,
  pageResult,
  onAgain,
}: {
  request: { number: string; path: string };
  pageResult: CustomRequestResult | undefined;
  onAgain: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Sent from the page (not a new document): the keyboard and screen readers land on the answer.
  useEffect(() => {
    if (!pageResult) heading.current?.focus();
  }, [pageResult]);
  return (
    <div data-testid="request-sent" className="grid gap-5">
      <FormStatus result={pageResult} />
      <h3 ref={heading} tabIndex={-1} className="font-display text-2xl font-medium">
        Request {request.number} is sent
      </h3>
      <div className="rounded-xl border border-sage/40 bg-sage/10 px-4 py-4 leading-relaxed text-espresso">
        <p>
          Your request number is <strong>{request.number}</strong>. A designer replies within 24 hours.
        </p>
        <p className="mt-2">
          Its private link, also sent to you by e-mail, is where you read the quote, ask questions and accept it:{" "}
          <Link to={request.path} className="font-semibold text-walnut underline underline-offset-4">
            Open your request
          </Link>
        </p>
      </div>
      {/* A link without JavaScript (a fresh page), the form again in place with it. */}
      <Link
        to="/custom-orders#request"
        onClick={(event) => {
          event.preventDefault();
          onAgain();
        }}
        className="inline-flex min-h-11 items-center justify-self-start font-semibold text-walnut underline underline-offset-4"
      >
        Send another request
      </Link>
    </div>
  );
}

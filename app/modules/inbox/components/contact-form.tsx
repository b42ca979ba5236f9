import Send from "lucide-react/icons/send";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAndPhoneFields, Field, TextAreaField } from "~/components/ui/field";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "../contact-fields";
import type { InboxFormResult } from "../inbox-notices";
import { FormStatus } from "./form-status";
import { useInboxForm } from "./use-inbox-form";

export interface ContactPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  subject?: string;
}

/**
 * A field for software only: off screen, out of the tab order and hidden from
 * assistive technology. People leave it empty; form-filling bots do not.
 */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The contact form (spec §3): open to visitors; the subject may come from the link that led here. */
export function ContactForm({
  prefill,
  messageHint,
  idempotencyKey,
  pageResult,
}: {
  prefill: ContactPrefill;
  messageHint: string;
  idempotencyKey: string;
  pageResult: InboxFormResult | undefined;
}) {
  const location = useLocation();
  const { fetcher, formRef, onSubmit, onFocus, onChange, errors, busy, inline, values } = useInboxForm({
    // Fetched when the form is first used: zod stays out of the page's own script.
    loadSchema: () => import("../contact.schema").then((module) => module.contactSchema),
    fields: CONTACT_FIELDS,
    pageResult,
  });
  const defaults: Record<string, string | undefined> = { ...prefill, ...values };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={`/contact${location.search}#message`}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      onChange={onChange}
      aria-labelledby="message-form-heading"
      className="relative grid gap-5"
    >
      <FormStatus result={inline} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          defaultValue={defaults.firstName}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          defaultValue={defaults.lastName}
          error={errors.lastName}
        />
      </div>
      <EmailAndPhoneFields defaults={defaults} errors={errors} phoneOptional />
      <Field label="Subject" name="subject" required defaultValue={defaults.subject} error={errors.subject} />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        defaultValue={defaults.message}
        error={errors.message}
        hint={messageHint}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <Send className="size-4" aria-hidden="true" />
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}

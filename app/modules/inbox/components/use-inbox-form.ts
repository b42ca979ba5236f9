import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useNotice } from "~/components/ui/toaster";
import { fieldErrors } from "~/utils/form-fields";
import type { InboxFormResult } from "../inbox-notices";

/** Focuses the first field in error, in the form's order (a radio group: its checked or first radio). */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>, fields: readonly string[]) {
  const name = fields.find((field) => errors[field]);
  if (!form || !name) return;
  const control = form.elements.namedItem(name);
  if (control instanceof RadioNodeList) {
    const radios = [...control] as HTMLInputElement[];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

/**
 * The custom-order and contact forms' behaviour: the shared zod schema checks
 * the form in the browser first (the server checks again); the form is sent
 * by a fetcher, whose answer shows as a notice and, on success, resets the
 * form. Without JavaScript the form posts to the page, and `pageResult` (the
 * page's action data) brings the same answer back, shown inline.
 */
export function useInboxForm({
  schema,
  fields,
  pageResult,
}: {
  schema: z.ZodType;
  fields: readonly string[];
  pageResult: InboxFormResult | undefined;
}) {
  const fetcher = useFetcher<InboxFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  useNotice(fetcher.data);

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) formRef.current?.reset();
    else focusFirstError(formRef.current, fetcher.data.errors, fields);
  }, [fetcher.data, fields]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const errors = fieldErrors(parsed.error);
    setClientErrors(errors);
    // After React has shown the messages, so the field is read with its error.
    requestAnimationFrame(() => focusFirstError(form, errors, fields));
  }

  const result = fetcher.data ?? pageResult;
  const errors = clientErrors ?? result?.errors ?? {};

  /** A field being corrected loses its message. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setClientErrors(rest);
  }

  return {
    fetcher,
    formRef,
    onSubmit,
    onChange,
    errors,
    busy: fetcher.state !== "idle",
    /** Only a page rendered after a post without JavaScript shows the answer inline. */
    inline: fetcher.data ? undefined : pageResult,
    /** What a refused post without JavaScript had typed, to fill the fields again. */
    values: pageResult && !pageResult.ok ? pageResult.values : undefined,
  };
}

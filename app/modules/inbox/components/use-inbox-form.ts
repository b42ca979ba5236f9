import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { useNotice } from "~/components/ui/toaster";
import { fieldErrors } from "~/utils/field-errors";
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
 * The contact form's behaviour: the shared zod schema checks the form in the
 * browser first (the server checks again). The schema, and zod with it (about
 * 26 KB), is fetched when the form is first used (a field focused), not with the
 * page, which stays within the 140 KB every page keeps (DECISIONS.md: JavaScript);
 * a form sent before it arrives waits for it. The form is sent
 * by a fetcher, whose answer shows as a notice and, on success, resets the
 * form. Without JavaScript the form posts to the page, and `pageResult` (the
 * page's action data) brings the same answer back, shown inline.
 */
export function useInboxForm({
  loadSchema,
  fields,
  pageResult,
}: {
  /** A dynamic import of the form's schema module. */
  loadSchema: () => Promise<z.ZodType>;
  fields: readonly string[];
  pageResult: InboxFormResult | undefined;
}) {
  const fetcher = useFetcher<InboxFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const schema = useRef<z.ZodType | null>(null);
  const loading = useRef<Promise<z.ZodType> | null>(null);
  useNotice(fetcher.data);

  function preload() {
    loading.current ??= loadSchema().then((loaded) => (schema.current = loaded));
    return loading.current;
  }

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) formRef.current?.reset();
    else focusFirstError(formRef.current, fetcher.data.errors, fields);
  }, [fetcher.data, fields]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    let check = schema.current;
    // Sent before the schema came: held until it is here, then sent by the fetcher as it would have been.
    const held = !check;
    if (held) {
      event.preventDefault();
      try {
        check = await preload();
      } catch {
        // The schema could not be fetched (offline?): the server checks anyway.
        loading.current = null;
        fetcher.submit(form);
        return;
      }
    }
    const parsed = check!.safeParse(Object.fromEntries(new FormData(form)));
    if (parsed.success) {
      setClientErrors(null);
      if (held) fetcher.submit(form);
      return;
    }
    event.preventDefault();
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
    /** For the form's onFocus: the schema is fetched as soon as the form is used. */
    onFocus: () => void preload(),
    onChange,
    errors,
    busy: fetcher.state !== "idle",
    /** Only a page rendered after a post without JavaScript shows the answer inline. */
    inline: fetcher.data ? undefined : pageResult,
    /** What a refused post without JavaScript had typed, to fill the fields again. */
    values: pageResult && !pageResult.ok ? pageResult.values : undefined,
  };
}

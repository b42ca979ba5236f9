import { useEffect, useRef, useState, type FormEvent } from "react";
import type { SwatchFormResult } from "../swatch-notices";
import { parseSwatchRequest, SWATCH_FIELD, SWATCH_FORM_FIELDS, swatchFormValues } from "../swatch-request.schema";

/** Focuses the first field in error in the form's order (the swatches: the first checked, else the first box); else the notice. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>, notice: HTMLElement | null) {
  const name = SWATCH_FORM_FIELDS.find((field) => errors[field]);
  if (!form || !name) return notice?.focus();
  const boxes = [...form.querySelectorAll<HTMLInputElement>(`input[name="${SWATCH_FIELD}"]`)];
  const target = name === "swatches" ? (boxes.find((box) => box.checked) ?? boxes[0]) : form.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}

/**
 * The swatch form's checks in the browser: the server's own schema answers before the form is
 * sent, under the fields, and the first field in error takes the focus. The server checks
 * everything again (and the city, the swatches on offer and the monthly limit, which only it
 * knows); its answer (`result`, the page's action data) shows and takes the focus the same way.
 */
export function useSwatchForm(result: SwatchFormResult | undefined) {
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    setClientErrors(null);
    if (result && !result.ok) focusFirstError(formRef.current, result.errors, noticeRef.current);
  }, [result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = parseSwatchRequest(swatchFormValues(new FormData(form)));
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(parsed.errors);
    // After React has shown the messages, so the field is read with its error.
    requestAnimationFrame(() => focusFirstError(form, parsed.errors, null));
  }

  const errors = clientErrors ?? result?.errors ?? {};

  /** A field being corrected loses its message (a swatch ticked or unticked: the list's). */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = (event.target as HTMLInputElement).name;
    const name = target === SWATCH_FIELD ? "swatches" : target;
    if (!name || !errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setClientErrors(rest);
  }

  return { formRef, noticeRef, errors, onSubmit, onChange, checkedHere: clientErrors !== null };
}

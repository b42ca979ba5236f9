import { useEffect, useRef, useState, type FormEvent } from "react";
import { BOOKING_FIELDS, parseBooking } from "../booking.schema";
import type { BookingFormResult } from "../booking-notices";

/** Focuses the first field in error, in the form's order (a radio group: its checked or first radio); returns it. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>): HTMLElement | null {
  const name = BOOKING_FIELDS.find((field) => errors[field]);
  if (!form || !name) return null;
  const control = form.elements.namedItem(name);
  const target =
    control instanceof RadioNodeList
      ? (([...control] as HTMLInputElement[]).find((radio) => radio.checked) ??
        (control[0] as HTMLInputElement | undefined))
      : control;
  if (!(target instanceof HTMLElement)) return null;
  target.focus();
  return target;
}

/**
 * The booking form's checks in the browser: the server's own rules (parseBooking) answer before
 * the form is sent, under the fields, and the first field in error takes the focus. The server
 * checks everything again; its answer (`result`, the page's action data) shows the same way.
 */
export function useBookingForm(result: BookingFormResult | undefined, times: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const focused = useRef<{ result: BookingFormResult; target: HTMLElement | null } | null>(null);

  useEffect(() => setClientErrors(null), [result]);

  // A refusal takes the focus to its field once. The day's times may be redrawn just after the
  // answer (the time refused is gone): if that took the focused radio away, focus the times again.
  useEffect(() => {
    if (!result || result.ok) return;
    const last = focused.current;
    if (last?.result === result && (last.target?.isConnected || document.activeElement !== document.body)) return;
    focused.current = { result, target: focusFirstError(formRef.current, result.errors) };
  }, [result, times]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = parseBooking(Object.fromEntries(new FormData(form)));
    if (parsed.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(parsed.errors);
    // After React has shown the messages, so the field is read with its error.
    requestAnimationFrame(() => focusFirstError(form, parsed.errors));
  }

  const errors = clientErrors ?? result?.errors ?? {};

  /** A field being corrected loses its message. */
  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!name || !errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setClientErrors(rest);
  }

  return { formRef, errors, onSubmit, onChange };
}

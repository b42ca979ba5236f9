import type { ComponentProps, ReactNode } from "react";
import { inputClass } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import { fieldId } from "../delivery-policy-form";

interface FieldText {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

/**
 * The label, hint and error around one field of the delivery editor, wired for screen readers.
 * Its id comes from the field's name (not useId), so the error summary can link to it.
 */
function PolicyFieldFrame({
  name,
  label,
  hint,
  error,
  className,
  control,
}: FieldText & {
  className?: string;
  control: (wiring: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
      </label>
      {control({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id"> & FieldText;

export function PolicyInput({ name, label, hint, error, className, ...input }: InputProps) {
  return (
    <PolicyFieldFrame
      name={name}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(wiring) => <input className={inputClass} {...input} {...wiring} />}
    />
  );
}

/** Whole rupees: text, so that '15,000' may be typed as written. */
export function MoneyInput(props: InputProps) {
  return <PolicyInput inputMode="numeric" autoComplete="off" spellCheck={false} {...props} />;
}

/** A number of days. */
export function DaysInput(props: InputProps) {
  return <PolicyInput inputMode="numeric" autoComplete="off" maxLength={4} {...props} />;
}

type TextAreaProps = Omit<ComponentProps<"textarea">, "name" | "id"> & FieldText;

/** Grows with its text where the browser can (field-sizing), so a long list is seen whole on a phone. */
export function PolicyTextArea({ name, label, hint, error, className, ...textarea }: TextAreaProps) {
  return (
    <PolicyFieldFrame
      name={name}
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(wiring) => (
        <textarea rows={3} className={cn(inputClass, "min-h-20 field-sizing-content")} {...textarea} {...wiring} />
      )}
    />
  );
}

/** A titled group of fields inside a card: a transit or production span, a zone's charges. */
export function PolicyGroup({
  legend,
  hint,
  className,
  children,
}: {
  legend: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("min-w-0", className)}>
      <legend className="mb-2 text-sm font-semibold text-espresso">{legend}</legend>
      {hint && <p className="-mt-1 mb-3 text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

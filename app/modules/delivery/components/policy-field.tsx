import type { ComponentProps, ReactNode } from "react";
import { FieldFrame, inputClass } from "~/components/ui/field";
import { cn } from "~/utils/cn";
import { fieldId } from "../delivery-policy-form";

interface FieldText {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

/**
 * One field of the delivery editor in the shop's field frame. Its id comes from the field's
 * name (not useId), so the error summary can link to it.
 */
function PolicyFieldFrame({
  name,
  className,
  control,
  ...text
}: FieldText & {
  className?: string;
  control: (wiring: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <FieldFrame
      {...text}
      id={fieldId(name)}
      className={cn("min-w-0", className)}
      control={(wiring) => control({ ...wiring, name })}
    />
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

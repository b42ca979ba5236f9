import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/utils/cn";

export const inputClass =
  "block w-full rounded-xl border border-line bg-linen px-4 py-3 text-base text-espresso placeholder:text-muted/70 shadow-sm transition-colors focus:border-walnut focus:outline-none focus-visible:ring-3 focus-visible:ring-brass/40 disabled:bg-cream disabled:text-muted aria-[invalid=true]:border-terracotta";

/** The same field, smaller and without a width of its own: for a table's cells (the variant editor's). */
export const cellInputClass = inputClass
  .replace("block w-full", "block")
  .replace("px-4 py-3 text-base", "px-3 py-2 text-sm");

interface FieldText {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The label, hint and error around a control, and the attributes that tie them to it for screen readers. */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  control,
  id: givenId,
}: FieldText & {
  className?: string;
  /** A fixed id, for an error summary's link to the field; generated otherwise. */
  id?: string;
  control: (wiring: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
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

/** A labelled input with its hint and its error, wired for screen readers. */
export function Field({ label, error, hint, className, id, ...input }: ComponentProps<"input"> & FieldText) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      id={id}
      control={(wiring) => <input className={inputClass} {...wiring} {...input} />}
    />
  );
}

/** A labelled multi-line field (addresses, notes), wired like Field. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...textarea
}: ComponentProps<"textarea"> & FieldText) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      id={id}
      control={(wiring) => <textarea rows={3} className={inputClass} {...wiring} {...textarea} />}
    />
  );
}

export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("text-sm font-medium text-terracotta", className)}>{children}</p>;
}

/**
 * A labelled native select, wired like Field: the choices as `options` (with
 * an optional empty first choice, `placeholder`) or as <option> children.
 */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  children,
  id,
  ...select
}: ComponentProps<"select"> &
  FieldText & { options?: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      id={id}
      control={(wiring) => (
        <div className="relative">
          <select className={cn(inputClass, "appearance-none pr-11")} {...wiring} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          {/* appearance-none hides the browser's arrow: this one matches the shop's fields. */}
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-walnut"
            aria-hidden="true"
          />
        </div>
      )}
    />
  );
}

/**
 * The e-mail and phone pair that checkout, the custom-order request and the
 * contact form all ask for, side by side from small tablets up. The phone
 * takes Pakistani formats (the server stores one canonical form).
 */
export function EmailAndPhoneFields({
  defaults,
  errors,
  phoneOptional = false,
  idPrefix,
}: {
  defaults: { email?: string; phone?: string | null };
  errors: { email?: string; phone?: string };
  phoneOptional?: boolean;
  /** Fixed ids ('checkout-email'), for a form whose error summary links to its fields. */
  idPrefix?: string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="E-mail"
        id={idPrefix && `${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={defaults.email}
        error={errors.email}
      />
      <Field
        label={phoneOptional ? "Phone (optional)" : "Phone"}
        id={idPrefix && `${idPrefix}-phone`}
        name="phone"
        type="tel"
        autoComplete="tel"
        required={!phoneOptional}
        placeholder="0300 1234567"
        defaultValue={defaults.phone ?? undefined}
        error={errors.phone}
      />
    </div>
  );
}

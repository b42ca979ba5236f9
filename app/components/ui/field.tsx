import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/utils/cn";

export const inputClass =
  "block w-full rounded-xl border border-line bg-linen px-4 py-3 text-base text-espresso placeholder:text-muted/70 shadow-sm transition-colors focus:border-walnut focus:outline-none focus-visible:ring-3 focus-visible:ring-brass/40 disabled:bg-cream disabled:text-muted aria-[invalid=true]:border-terracotta";

/** A labelled input with its hint and its error, wired for screen readers. */
export function Field({
  label,
  error,
  hint,
  className,
  ...input
}: ComponentProps<"input"> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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

export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("text-sm font-medium text-terracotta", className)}>{children}</p>;
}

/** A labelled multi-line field (addresses, notes), wired like Field. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...textarea
}: ComponentProps<"textarea"> & { label: string; error?: string; hint?: ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
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

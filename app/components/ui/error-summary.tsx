import { useEffect, useRef } from "react";

/**
 * The list of what is wrong with a submitted form, each linking to its field (GOV.UK's error
 * summary pattern): it takes the focus when it appears, so a phone user whose field is off
 * screen learns what to fix, and a screen reader reads it out.
 */
export function ErrorSummary({
  errors,
  fieldId,
  labels,
}: {
  errors: Record<string, string>;
  /** The id of a field's control, for the link. */
  fieldId: (name: string) => string;
  /** The fields in the form's order, with their labels; errors of other names are listed last. */
  labels: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const names = [
    ...Object.keys(labels).filter((name) => errors[name]),
    ...Object.keys(errors).filter((name) => !(name in labels)),
  ];
  useEffect(() => {
    if (names.length > 0) ref.current?.focus();
  }, [errors]); // eslint-disable-line react-hooks/exhaustive-deps -- a new submission's errors, not each render
  if (names.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-8 rounded-2xl border-2 border-terracotta bg-linen p-5 focus:outline-none focus-visible:ring-3 focus-visible:ring-brass/40"
    >
      <h2 id="error-summary-title" className="font-semibold text-terracotta">
        There is a problem
      </h2>
      <ul role="list" className="mt-3 space-y-1.5 text-sm">
        {names.map((name) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="font-medium text-terracotta underline underline-offset-4">
              {errors[name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

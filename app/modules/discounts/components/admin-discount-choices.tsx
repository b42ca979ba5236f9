import { cn } from "~/utils/cn";

export const discountFieldId = (name: string) => `discount-${name}`;

export interface Choice {
  value: string;
  label: string;
  hint: string;
}

/**
 * A choice of a few, as cards of radio buttons (what a code gives, what it applies to), with its
 * error under them. The first radio carries the field's id, where the error summary leads.
 */
export function ChoiceCards({
  name,
  legend,
  choices,
  checked,
  error,
  className,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  checked: string;
  error?: string;
  className?: string;
}) {
  const errorId = `${discountFieldId(name)}-error`;
  return (
    <fieldset className={cn("min-w-0", className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-espresso">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className="flex items-start gap-3 rounded-xl border border-line bg-ivory p-4 has-[:checked]:border-walnut has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={checked === choice.value}
              id={index === 0 ? discountFieldId(name) : undefined}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-5 shrink-0 accent-walnut focus:outline-none"
            />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              <span className="block text-sm text-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The categories a code may apply to, as boxes (an unticked box is not posted). */
export function CategoryBoxes({
  categories,
  ticked,
  error,
  className,
}: {
  categories: { id: string; name: string }[];
  ticked: string[];
  error?: string;
  className?: string;
}) {
  const errorId = `${discountFieldId("categoryIds")}-error`;
  return (
    <fieldset className={cn("min-w-0", className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-semibold text-espresso">Categories</legend>
      {categories.length === 0 ? (
        <p className="text-sm text-muted">The shop has no categories yet.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {categories.map((category, index) => (
            <label
              key={category.id}
              className="flex min-h-11 items-center gap-2.5 rounded-full border border-line bg-ivory py-2 pr-4 pl-3 has-[:checked]:border-walnut has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/40"
            >
              <input
                type="checkbox"
                name="categoryIds"
                value={category.id}
                defaultChecked={ticked.includes(category.id)}
                id={index === 0 ? discountFieldId("categoryIds") : undefined}
                aria-invalid={error ? true : undefined}
                className="size-5 shrink-0 accent-walnut focus:outline-none"
              />
              <span className="font-medium">{category.name}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}

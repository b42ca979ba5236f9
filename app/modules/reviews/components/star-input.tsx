import Star from "lucide-react/icons/star";
import { cn } from "~/utils/cn";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * The rating as five radio buttons in a fieldset: arrow keys move between them, as in any
 * radio group, and it posts without JavaScript. The stars light up to the checked one by CSS
 * alone: the row is laid out in reverse, so the lower stars follow the checked one (`~`).
 */
export function StarInput({ name, defaultValue, error }: { name: string; defaultValue?: string; error?: string }) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-espresso">Your rating</legend>
      <div className="flex flex-row-reverse justify-end gap-1">
        {[5, 4, 3, 2, 1].map((value) => (
          <label
            key={value}
            className={cn(
              "relative cursor-pointer rounded-md text-brass",
              // Lit: the checked star, and the lower ones (after it in the reversed row).
              "has-[:checked]:[&_svg]:fill-brass [label:has(:checked)~&]:[&_svg]:fill-brass",
              "hover:[&_svg]:fill-brass-light has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brass/60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              required
              defaultChecked={defaultValue === String(value)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">
              {value} {value === 1 ? "star" : "stars"}: {WORDS[value]}
            </span>
            <Star aria-hidden="true" className="size-9 fill-transparent p-0.5 transition-colors" />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}

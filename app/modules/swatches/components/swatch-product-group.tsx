import Check from "lucide-react/icons/check";
import { cn } from "~/utils/cn";
import type { SwatchChoice, SwatchGroup } from "../swatch-groups";
import { SWATCH_FIELD } from "../swatch-request.schema";
import { SwatchDot } from "./swatch-dot";

/** What each group needs of the picker: which boxes are ticked, which rest (five chosen), and the toggle. */
export interface SwatchBoxState {
  chosen: ReadonlySet<string>;
  full: boolean;
  invalid: boolean;
  onToggle: (id: string, on: boolean) => void;
}

/**
 * One product's swatches: a fieldset whose legend names the piece (a screen reader hears it with
 * each box), a caption per option, and a colour chip with the value's name per checkbox.
 */
export function SwatchProductGroup({ group, state }: { group: SwatchGroup; state: SwatchBoxState }) {
  return (
    <fieldset className={cn("min-w-0 rounded-2xl", group.featured && "border border-brass/50 bg-cream/60 p-4 sm:p-5")}>
      <legend className="float-left w-full font-display text-lg leading-snug font-medium text-espresso">
        {group.productName}
        {group.featured && <span className="sr-only"> (the piece you were viewing)</span>}
      </legend>
      {group.featured && (
        <p className="clear-both pt-1 text-xs font-bold tracking-wider text-terracotta uppercase" aria-hidden="true">
          The piece you were viewing
        </p>
      )}
      {group.options.map((option) => (
        <div key={option.name} className="clear-both pt-2">
          <p className="text-xs font-bold tracking-wider text-muted uppercase">{option.name}</p>
          <ul role="list" className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
            {option.values.map((value) => (
              <li key={value.id}>
                <SwatchCheckbox value={value} state={state} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}

function SwatchCheckbox({ value, state }: { value: SwatchChoice; state: SwatchBoxState }) {
  const checked = state.chosen.has(value.id);
  return (
    <label
      className={cn(
        "group relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line bg-linen py-2 pr-3 pl-2.5 shadow-sm transition-colors",
        "hover:border-walnut/60 has-checked:border-walnut has-checked:bg-cream has-checked:ring-1 has-checked:ring-walnut",
        "has-focus-visible:ring-3 has-focus-visible:ring-brass/40 has-disabled:cursor-not-allowed has-disabled:opacity-55",
      )}
    >
      <input
        type="checkbox"
        name={SWATCH_FIELD}
        value={value.id}
        checked={checked}
        disabled={state.full && !checked}
        onChange={(event) => state.onToggle(value.id, event.target.checked)}
        aria-invalid={state.invalid ? true : undefined}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
      />
      <SwatchDot color={value.swatchColor} image={value.swatchImage} />
      <span className="min-w-0 text-sm leading-snug font-medium break-words text-espresso">{value.value}</span>
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -right-1.5 hidden size-5 place-items-center rounded-full bg-walnut text-linen shadow-sm group-has-checked:grid"
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}

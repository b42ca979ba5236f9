import Palette from "lucide-react/icons/palette";
import { optionParam, type OptionChoice } from "../catalog-filters";
import type { OptionFacet } from "../option-filters.server";

/**
 * The filter panel's options (issue 34): one group per option the view's pieces come in ('Fabric',
 * 'Size'), each value a checkbox with how many pieces have it. Plain checkboxes named `opt`, so the
 * form works without JavaScript. A value chosen stays listed even when the view offers no counts
 * (a view too large to count: the shopper narrows it first).
 */
export function OptionFacets({ facets, chosen }: { facets: OptionFacet[]; chosen: OptionChoice[] }) {
  const groups = facets.map((facet) => ({ ...facet, values: [...facet.values] as FacetValue[] }));
  for (const choice of chosen) {
    let group = groups.find((entry) => entry.name === choice.name);
    if (!group) {
      group = { name: choice.name, label: choice.name, values: [] };
      groups.push(group);
    }
    if (!group.values.some((value) => value.value === choice.value)) {
      group.values.push({ value: choice.value, label: choice.value, count: null });
    }
  }
  if (groups.length === 0) return null;
  const isChosen = (name: string, value: string) =>
    chosen.some((choice) => choice.name === name && choice.value === value);
  return (
    // On desktop a disclosure under the row, open when something is chosen; in the drawer always open.
    <details
      className="group lg:col-span-full max-lg:details-content:[content-visibility:visible]"
      open={chosen.length > 0}
    >
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-walnut supports-[selector(::details-content)]:max-lg:hidden [&::-webkit-details-marker]:hidden">
        <Palette className="size-4" aria-hidden="true" />
        {/* 'Filter by fabric and size': the groups' own legends name each. */}
        Filter by {listed(groups.map((group) => group.label.toLowerCase()))}
      </summary>
      <div className="grid gap-4 lg:mt-3 lg:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.name}>
            <legend className="mb-2 text-sm font-semibold text-espresso">{group.label}</legend>
            <div className="flex flex-wrap gap-2">
              {group.values.map((value) => (
                <label
                  key={value.value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-ivory px-4 text-sm has-checked:border-walnut has-checked:bg-cream has-focus-visible:ring-3 has-focus-visible:ring-brass/40"
                >
                  <input
                    type="checkbox"
                    name="opt"
                    value={optionParam({ name: group.name, value: value.value })}
                    defaultChecked={isChosen(group.name, value.value)}
                    className="size-4 accent-walnut"
                  />
                  {value.label}
                  {value.count !== null && <span className="text-muted">({value.count})</span>}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}

type FacetValue = { value: string; label: string; count: number | null };

/** 'fabric', 'fabric and size', 'fabric, finish and size'. */
const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

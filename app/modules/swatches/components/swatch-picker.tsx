import ChevronDown from "lucide-react/icons/chevron-down";
import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { SwatchGroup } from "../swatch-groups";
import { MAX_SWATCHES } from "../swatch-request.schema";
import { StepLegend } from "~/components/ui/step-legend";
import { SwatchProductGroup, type SwatchBoxState } from "./swatch-product-group";

export const SWATCHES_ERROR_ID = "swatches-error";

const valueIds = (groups: SwatchGroup[]) =>
  groups.flatMap((group) => group.options.flatMap((option) => option.values.map((value) => value.id)));

/**
 * Step 1: a checkbox per swatch, product by product. Plain checkboxes: they post without
 * JavaScript, Tab and Space choose them, and a screen reader hears the piece and the value. A
 * buyer who came from a product sees its swatches first and the other pieces' folded beneath
 * (a native disclosure, open when one of them is ticked), so the address is a short scroll away
 * on a phone. With JavaScript a live line counts the choice, and once five are chosen the others
 * rest until one is unchecked; the server refuses a sixth either way.
 */
export function SwatchPicker({
  groups,
  initial,
  error,
}: {
  groups: SwatchGroup[];
  initial: readonly string[];
  error?: string;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => new Set(initial));
  const featured = groups.filter((group) => group.featured);
  const others = groups.filter((group) => !group.featured);
  // Decided once: React must not fold the list away under the buyer's hand.
  const [othersOpen] = useState(() => featured.length === 0 || valueIds(others).some((id) => chosen.has(id)));
  // A swatch withdrawn since the page was drawn no longer counts.
  const offered = new Set(valueIds(groups));
  const count = [...chosen].filter((id) => offered.has(id)).length;
  const state: SwatchBoxState = {
    chosen,
    full: hydrated && count >= MAX_SWATCHES,
    invalid: Boolean(error),
    onToggle: (id, on) =>
      setChosen((before) => {
        const next = new Set(before);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };
  const list = (items: SwatchGroup[]) =>
    items.map((group) => <SwatchProductGroup key={group.productId} group={group} state={state} />);

  return (
    <fieldset aria-describedby={error ? SWATCHES_ERROR_ID : undefined} className="min-w-0">
      <StepLegend step={1}>Choose up to {MAX_SWATCHES} swatches</StepLegend>
      <p className="text-sm text-muted" aria-live="polite" data-testid="swatch-count">
        {hydrated
          ? `${count} of ${MAX_SWATCHES} chosen${state.full ? ": uncheck one to choose another." : "."}`
          : `Tick the fabrics and finishes you would like to see, ${MAX_SWATCHES} at most.`}
      </p>
      {error && (
        <p id={SWATCHES_ERROR_ID} className="mt-2 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
      <div className="mt-5 grid gap-6">
        {list(featured)}
        {featured.length > 0 && others.length > 0 ? (
          <details open={othersOpen} className="group/more rounded-2xl border border-line">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold text-walnut hover:bg-cream focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              <span>
                More fabrics and finishes
                <span className="font-normal text-muted"> from {others.length} other pieces</span>
              </span>
              <ChevronDown
                className="size-5 shrink-0 transition-transform group-open/more:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="grid gap-6 px-4 pt-2 pb-5">{list(others)}</div>
          </details>
        ) : (
          list(others)
        )}
      </div>
    </fieldset>
  );
}

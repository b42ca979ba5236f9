import type { LucideIcon } from "lucide-react";
import House from "lucide-react/icons/house";
import Store from "lucide-react/icons/store";
import Video from "lucide-react/icons/video";
import { cn } from "~/utils/cn";
import { CONSULTATION_KINDS, kindHints, kindLabels, type ConsultationKind } from "../consultation-kinds";
import { StepLegend } from "~/components/ui/step-legend";
import { kindFeeText } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";

const icons: Record<ConsultationKind, LucideIcon> = { showroom: Store, home: House, video: Video };

/**
 * How to meet, as three radio cards in a fieldset: arrow keys move between them, the legend names
 * the group, and its error is read with each card.
 */
export function KindChoice({ defaultValue, error }: { defaultValue?: string | null; error?: string }) {
  // Each kind's price, from the settings (issue 33, part 4), so the choice is made knowing it.
  const { consultationFees } = useShopSettings();
  return (
    <fieldset>
      <StepLegend step={3}>How would you like to meet?</StepLegend>
      <div className="grid gap-3 md:grid-cols-3">
        {CONSULTATION_KINDS.map((kind) => {
          const Icon = icons[kind];
          return (
            <label
              key={kind}
              className={cn(
                "group relative flex cursor-pointer items-start gap-3 rounded-xl border bg-linen p-4 shadow-sm transition-colors md:flex-col",
                "hover:border-walnut/60 has-checked:border-walnut has-checked:bg-cream has-checked:ring-1 has-checked:ring-walnut",
                "has-focus-visible:ring-3 has-focus-visible:ring-brass/40",
                error ? "border-terracotta" : "border-line",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                required
                defaultChecked={defaultValue === kind}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "kind-error" : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-cream text-walnut transition-colors group-has-checked:bg-walnut group-has-checked:text-linen">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-espresso">
                  {kindLabels[kind]}
                  <span className="font-normal text-walnut" data-testid={`kind-fee-${kind}`}>
                    {" "}
                    · {kindFeeText(consultationFees, kind)}
                  </span>
                </span>
                <span className="mt-0.5 block text-sm leading-snug text-muted">{kindHints[kind]}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="kind-error" className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}

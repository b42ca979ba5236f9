import type { LucideIcon } from "lucide-react";
import Armchair from "lucide-react/icons/armchair";
import Hammer from "lucide-react/icons/hammer";
import Lamp from "lucide-react/icons/lamp";
import MessagesSquare from "lucide-react/icons/messages-square";
import { useId } from "react";
import { cn } from "~/utils/cn";
import {
  PROJECT_TYPES,
  projectTypeHints,
  projectTypeLabels,
  type ProjectType,
} from "~/modules/inbox/custom-order-options";

const icons: Record<ProjectType, LucideIcon> = {
  "custom-furniture": Armchair,
  "interior-design": Lamp,
  consultation: MessagesSquare,
  renovation: Hammer,
};

/**
 * The project type as four radio cards in a fieldset: arrow keys move
 * between them, the legend names the group and the error is read with each.
 */
export function ProjectTypeChoice({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-espresso">Project type</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROJECT_TYPES.map((type) => {
          const Icon = icons[type];
          return (
            <label
              key={type}
              className={cn(
                "group relative flex cursor-pointer items-start gap-3 rounded-xl border bg-linen p-4 shadow-sm transition-colors",
                "hover:border-walnut/60 has-checked:border-walnut has-checked:bg-cream has-checked:ring-1 has-checked:ring-walnut",
                "has-focus-visible:ring-3 has-focus-visible:ring-brass/40",
                error ? "border-terracotta" : "border-line",
              )}
            >
              <input
                type="radio"
                name="projectType"
                value={type}
                required
                defaultChecked={defaultValue === type}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
              />
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-cream text-walnut transition-colors group-has-checked:bg-walnut group-has-checked:text-linen">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-espresso">{projectTypeLabels[type]}</span>
                <span className="mt-0.5 block text-sm leading-snug text-muted">{projectTypeHints[type]}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-terracotta">
          {error}
        </p>
      )}
    </fieldset>
  );
}

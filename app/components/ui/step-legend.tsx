import type { ReactNode } from "react";

/**
 * A numbered step of a form (the consultation booking, the free swatches): its fieldset's legend
 * (or a heading), with its number.
 */
export function StepLegend({
  step,
  children,
  as: Tag = "legend",
  id,
}: {
  step: number;
  children: ReactNode;
  as?: "legend" | "h2" | "h3";
  id?: string;
}) {
  return (
    <Tag id={id} className="mb-3 flex items-center gap-3 font-display text-xl font-medium text-espresso">
      <span
        className="grid size-8 shrink-0 place-items-center rounded-full bg-walnut font-sans text-sm font-bold text-linen"
        aria-hidden="true"
      >
        {step}
      </span>
      <span>{children}</span>
    </Tag>
  );
}

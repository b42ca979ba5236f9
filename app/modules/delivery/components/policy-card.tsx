import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/** What every part of the delivery editor is given: the values to show and the messages per field. */
export interface PolicyFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A field's name, shown value and message, to spread onto a PolicyInput. */
export const fieldProps = ({ values, errors }: PolicyFormState, name: string) => ({
  name,
  defaultValue: values[name] ?? "",
  error: errors[name],
});

/** One card of the editor (a zone, an option, the working days): a fieldset whose legend names it. */
export function PolicyCard({
  legend,
  description,
  action,
  className,
  children,
}: {
  legend: string;
  description?: ReactNode;
  /** Beside the legend: a zone's Remove button. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={cn(
        "relative min-w-0 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7",
        className,
      )}
    >
      {/* A floated legend sits inside the card like a heading (a plain one straddles the border). */}
      <legend className={cn("float-left w-full font-display text-2xl font-medium", action && "pr-44")}>{legend}</legend>
      {/* Beside the legend, not in it: the group's name is the legend alone. */}
      {action && <div className="absolute top-4 right-4 sm:top-6 sm:right-6">{action}</div>}
      {description && <div className="clear-left pt-1 text-sm text-muted">{description}</div>}
      <div className="clear-left grid gap-5 pt-5">{children}</div>
    </fieldset>
  );
}

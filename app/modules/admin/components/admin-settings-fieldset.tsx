import type { ReactNode } from "react";

/** One section of the settings form: a card whose legend names it, with its fields in two columns on wide screens. */
export function AdminFieldset({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-7">
      {/* A floated legend sits inside the card like a heading (a plain one straddles the border). */}
      <legend className="float-left w-full font-display text-2xl font-medium">{legend}</legend>
      {description && <p className="clear-left pt-1 text-sm text-muted">{description}</p>}
      <div className="clear-left grid gap-5 pt-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

import { useId, type ReactNode } from "react";
import { cn } from "~/utils/cn";

export interface DataTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart's card: its title and a line on what it shows, an optional headline
 * figure, the picture, and the same figures as a table behind 'Show data'
 * (the text alternative, for screen readers, keyboards and copying out).
 */
export function ChartFrame({
  title,
  description,
  headline,
  table,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  headline?: { value: string; label: string };
  table: DataTable;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6",
        className,
      )}
    >
      {/* The headline figure sits beside the title from sm up, under it on a phone. */}
      <figcaption className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div>
          <h3 id={`${id}-title`} className="text-xl font-medium text-espresso">
            {title}
          </h3>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        {headline && (
          <p className="sm:text-right">
            <span className="block font-display text-2xl leading-tight font-medium text-espresso tabular-nums">
              {headline.value}
            </span>
            <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{headline.label}</span>
          </p>
        )}
      </figcaption>
      <div className="mt-6 flex-1">{children}</div>
      <details className="group mt-5 border-t border-line pt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-walnut select-none hover:text-espresso">
          Show data<span className="sr-only">: {title}</span>
        </summary>
        {/* Scrolls when long: focusable, so keyboards can scroll it too. */}
        <div
          role="region"
          aria-label={`${title}: data`}
          tabIndex={0}
          className="mt-3 max-h-80 overflow-auto rounded-lg border border-line"
        >
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-cream">
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={cn("px-3 py-2 font-semibold", index > 0 && "text-right")}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([head, ...cells], row) => (
                <tr key={row} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {head}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={index} className="px-3 py-1.5 text-right">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

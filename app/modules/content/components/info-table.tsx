import { useId } from "react";

/**
 * A real data table: visible caption, column headers and a row header in the first column.
 * From the `sm` breakpoint it is laid out as a table; on phones each row stacks into a small card
 * with the column names shown beside the values. The explicit roles keep table semantics for
 * assistive technology even while the phone layout changes how the elements are displayed.
 */
export function InfoTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-linen shadow-soft"
    >
      <table role="table" className="block w-full text-left text-sm sm:table sm:min-w-[34rem] sm:text-base">
        <caption id={captionId} className="block px-6 pt-5 pb-3 text-left text-sm text-muted sm:table-caption">
          {caption}
        </caption>
        <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
          <tr role="row" className="border-y border-line bg-cream">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-6 py-3 text-xs font-bold tracking-[0.15em] text-espresso uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block divide-y divide-line border-t border-line sm:table-row-group sm:border-t-0"
        >
          {rows.map(([first, ...rest]) => (
            <tr key={first} role="row" className="block px-6 py-4 sm:table-row sm:p-0">
              <th
                role="rowheader"
                scope="row"
                className="block font-semibold text-espresso sm:table-cell sm:px-6 sm:py-4 sm:align-top sm:whitespace-nowrap"
              >
                {first}
              </th>
              {rest.map((cell, index) => (
                <td
                  key={index}
                  role="cell"
                  className="block pt-1.5 text-muted sm:table-cell sm:px-6 sm:py-4 sm:align-top"
                >
                  <span className="font-semibold text-espresso sm:hidden" aria-hidden="true">
                    {columns[index + 1]}:{" "}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

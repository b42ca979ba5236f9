import { useId, type ReactNode } from "react";
import type { FieldChange } from "../product-csv-plan";

const listClass = "mt-2 max-h-72 overflow-y-auto rounded-xl border border-line bg-linen text-sm";
const itemClass = "border-b border-line px-4 py-2 last:border-b-0";

/** A titled, scrollable list of a file's rows; focusable, so that it scrolls with the keyboard too. */
function RowList({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <h4 id={id} className="text-sm font-semibold text-espresso">
        {title}
      </h4>
      <ol aria-labelledby={id} tabIndex={0} className={listClass}>
        {children}
      </ol>
    </div>
  );
}

/** Rows that fail, each with its row number as the spreadsheet shows it and why. */
export function RowFailures({
  rows,
  title,
}: {
  rows: { row: number; reason: string; name?: string; slug?: string | null }[];
  title: string;
}) {
  return (
    <RowList title={`${title} (${rows.length})`}>
      {rows.map((row) => (
        <li key={row.row} className={itemClass}>
          <span className="font-semibold">Row {row.row}</span>
          {row.name || row.slug ? <span className="text-muted"> ({row.name || row.slug})</span> : null}:{" "}
          <span className="text-terracotta">{row.reason}</span>
        </li>
      ))}
    </RowList>
  );
}

export function RowCreates({
  rows,
  total,
  keyName,
}: {
  rows: { row: number; name: string; slug: string | null }[];
  total: number;
  /** What a row is known by: a product's slug, a variant's SKU. */
  keyName: "slug" | "SKU";
}) {
  return (
    <RowList title={`${keyName === "SKU" ? "To add" : "To create"} (${total})`}>
      {rows.map((row) => (
        <li key={row.row} className={itemClass}>
          <span className="font-semibold">Row {row.row}</span>: {row.name}{" "}
          <span className="text-muted">({row.slug ? `${keyName} ${row.slug}` : "slug made from the name"})</span>
        </li>
      ))}
      {total > rows.length && <li className={`${itemClass} text-muted`}>…and {total - rows.length} more.</li>}
    </RowList>
  );
}

export function RowUpdates({
  rows,
  total,
  keyName,
}: {
  rows: { row: number; name: string; slug: string; changes: FieldChange[] }[];
  total: number;
  keyName: "slug" | "SKU";
}) {
  return (
    <RowList title={`To update (${total})`}>
      {rows.map((row) => (
        <li key={row.row} className={itemClass}>
          <span className="font-semibold">Row {row.row}</span>: {row.name}{" "}
          <span className="text-muted">({keyName === "SKU" ? `SKU ${row.slug}` : row.slug})</span>
          <ul className="mt-1 grid gap-0.5 pl-4 text-muted">
            {row.changes.map((change) => (
              <li key={change.field}>
                <span className="font-semibold text-espresso">{change.field}</span>: {change.before || "(empty)"} →{" "}
                {change.after || "(empty)"}
              </li>
            ))}
          </ul>
        </li>
      ))}
      {total > rows.length && <li className={`${itemClass} text-muted`}>…and {total - rows.length} more.</li>}
    </RowList>
  );
}

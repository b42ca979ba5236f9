import { formatShopDate, formatShopTime } from "~/utils/shop-time";
import { AUDIT_ACTIONS, isAuditAction } from "../audit-actions";
import type { AuditRow } from "../audit.server";

/** An entry as the page shows it: the loader's rows after JSON (dates become strings). */
export type AuditListRow = Omit<AuditRow, "at"> & { at: string | Date };

const MAX_SHOWN = 160;

/** A value of a change as one short line: long texts and lists are cut, empty is a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function isFieldChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === "object" && value !== null && "before" in value && "after" in value;
}

/** What changed: 'field: before → after' per field, or the facts of the event. */
function ChangeList({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="grid gap-1">
      {entries.map(([field, value]) => (
        <div key={field} className="break-words">
          <dt className="inline font-semibold">{field}: </dt>
          <dd className="inline">
            {isFieldChange(value) ? (
              <>
                <del className="text-muted">{shown(value.before)}</del> <span aria-hidden="true">→</span>
                <span className="sr-only">changed to</span> <ins className="no-underline">{shown(value.after)}</ins>
              </>
            ) : (
              shown(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The log, newest first: when, who and from where, what, on what, and the change. */
export function AuditTable({ rows }: { rows: AuditListRow[] }) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-linen shadow-soft">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Audit log entries, newest first</caption>
        <thead className="border-b border-line bg-cream text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              When
            </th>
            <th scope="col" className="px-4 py-3">
              Who
            </th>
            <th scope="col" className="px-4 py-3">
              Action
            </th>
            <th scope="col" className="px-4 py-3">
              On
            </th>
            <th scope="col" className="px-4 py-3">
              Changes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="align-top" data-testid="audit-row">
              <td className="px-4 py-3 whitespace-nowrap">
                {formatShopDate(row.at)}
                <span className="block text-muted">{formatShopTime(row.at)}</span>
              </td>
              <td className="max-w-[14rem] px-4 py-3 break-words">
                {row.actorEmail}
                {row.ipAddress && <span className="block text-muted">{row.ipAddress}</span>}
              </td>
              <td className="px-4 py-3">{isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action}</td>
              <td className="max-w-[14rem] px-4 py-3 break-words">{row.targetLabel ?? row.targetId ?? "—"}</td>
              <td className="max-w-[22rem] px-4 py-3">
                <ChangeList changes={row.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import ScrollText from "lucide-react/icons/scroll-text";
import { Link } from "react-router";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditSearch, parseAuditFilters } from "~/modules/audit/audit-filters";
import { searchAudit } from "~/modules/audit/audit.server";
import { AuditFiltersForm } from "~/modules/audit/components/audit-filters-form";
import { AuditTable } from "~/modules/audit/components/audit-table";
import { Pagination } from "~/modules/catalog/components/pagination";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () => [
  { title: "Audit Log - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/audit?q=&action=&from=&to=&page=: who did what, newest first. Read-only: nothing here changes it. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const result = await searchAudit(filters);
  return { ...result, filters: { ...filters, page: result.page } };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pages, filters } = loaderData;
  const filtered = Boolean(filters.q || filters.action !== "all" || filters.from || filters.to);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="font-display text-3xl font-medium">
        Audit Log
      </h2>
      <p className="mt-1 text-muted">
        Every admin action and admin sign-in: who, when, from which address and what changed. Entries cannot be changed
        or deleted.
      </p>

      <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft">
        <AuditFiltersForm filters={filters} />
      </div>

      <p className="mt-8 text-sm text-muted" aria-live="polite">
        {total === 1 ? "1 entry" : `${total.toLocaleString("en-US")} entries`}
        {pages > 1 && `, page ${page} of ${pages}`}
      </p>

      {rows.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <ScrollText className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">
            {filtered ? "No entries match this search." : "Nothing recorded yet"}
          </p>
          {filtered && (
            <p className="mt-2">
              <Link to="/admin/audit" className="font-semibold text-walnut underline underline-offset-4">
                Show all entries
              </Link>
            </p>
          )}
        </div>
      ) : (
        <div className="mt-4">
          <AuditTable rows={rows} />
        </div>
      )}

      <Pagination page={page} pageCount={pages} hrefFor={(next) => `/admin/audit${auditSearch(filters, next)}`} />
    </section>
  );
}

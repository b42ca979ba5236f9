import ClipboardList from "lucide-react/icons/clipboard-list";
import { InboxSections } from "~/components/admin/inbox-sections";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { AdminRequestList, RequestStatusFilter } from "~/modules/made-to-order/components/admin-request-list";
import { listAdminRequests, parseRequestStatus } from "~/modules/made-to-order/admin-requests.server";
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = () => [
  { title: "Custom requests - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/requests?status=&page=: made-to-order requests by status, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const status = parseRequestStatus(params.get("status"));
  const result = await listAdminRequests({ status, page: Number(params.get("page")) || 1 });
  return { ...result, status };
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { requests, counts, status, page, pageCount, total } = loaderData;
  return (
    <section aria-labelledby="requests-heading">
      <InboxSections />
      <h2 id="requests-heading" className="font-display text-3xl font-medium">
        Custom requests
      </h2>
      <p className="mt-1 text-muted">
        Quote what is received, follow up on what is quoted.{" "}
        <span className="font-semibold text-espresso" data-testid="requests-to-quote">
          {counts.received} to quote
        </span>
      </p>
      <div className="mt-6">
        <RequestStatusFilter current={status} counts={counts} />
      </div>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 1 ? "1 request" : `${total.toLocaleString("en-US")} requests`}
        {pageCount > 1 && `, page ${page} of ${pageCount}`}
      </p>
      {requests.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <ClipboardList className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">No requests here</p>
          <p className="mt-2 text-muted">Requests sent from the Custom Orders page appear here.</p>
        </div>
      ) : (
        <div className="mt-4">
          <AdminRequestList requests={requests} />
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => `/admin/requests?${new URLSearchParams({ ...(status && { status }), page: String(next) })}`}
      />
    </section>
  );
}

import { AdminStatusTabs } from "~/components/admin/admin-status-tabs";
import { Link } from "react-router";
import { labelOf, projectTypeLabels } from "~/modules/inbox/custom-order-options";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import { REQUEST_STATUSES, requestStatusLabels, type RequestStatus } from "../request-status";
import { RequestStatusBadge } from "./request-status-badge";

export interface AdminRequestRow {
  id: string;
  number: string;
  name: string;
  email: string;
  projectType: string;
  createdAt: string | Date;
  status: RequestStatus;
  quoteTotal: number | null;
  photoCount: number;
}

/** The statuses as filter links, each with its count; 'All' first. */
export function RequestStatusFilter({
  current,
  counts,
}: {
  current: RequestStatus | null;
  counts: Record<RequestStatus, number>;
}) {
  const all = REQUEST_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const links: { label: string; to: string; active: boolean; count: number }[] = [
    { label: "All", to: "/admin/requests", active: current === null, count: all },
    ...REQUEST_STATUSES.map((status) => ({
      label: requestStatusLabels[status],
      to: `/admin/requests?status=${status}`,
      active: current === status,
      count: counts[status],
    })),
  ];
  return <AdminStatusTabs label="Requests by status" tabs={links} />;
}

/** One card per request: who, what, when, its status and quote; the number opens it. */
export function AdminRequestList({ requests }: { requests: AdminRequestRow[] }) {
  return (
    <ol role="list" className="grid gap-3">
      {requests.map((request) => (
        <li
          key={request.id}
          className="grid gap-2 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:grid-cols-[1fr_auto] sm:items-center sm:p-5"
        >
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={`/admin/requests/${request.id}`}
                className="font-display text-xl font-medium text-walnut underline-offset-4 hover:underline"
              >
                {request.number}
              </Link>
              <RequestStatusBadge status={request.status} />
            </div>
            <p className="text-espresso">
              {request.name} · {labelOf(projectTypeLabels, request.projectType)}
            </p>
            <p className="text-sm text-muted">
              {request.email} · {formatShopDate(request.createdAt)}
              {request.photoCount > 0 && ` · ${request.photoCount} photo${request.photoCount === 1 ? "" : "s"}`}
            </p>
          </div>
          {request.quoteTotal !== null && (
            <p className="font-semibold text-espresso sm:text-right">Quoted {formatPrice(request.quoteTotal)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

import { Link } from "react-router";
import { labelOf, projectTypeLabels } from "~/modules/inbox/custom-order-options";
import { formatPrice } from "~/utils/money";
import { formatShopDate } from "~/utils/shop-time";
import type { RequestStatus } from "../request-status";
import { requestPath } from "../request-paths";
import { RequestStatusBadge } from "./request-status-badge";

/** The profile's Requests tab: each request with its status and quote, opening its page. */
export function CustomerRequestList({
  requests,
}: {
  requests: {
    id: string;
    number: string;
    projectType: string;
    createdAt: string | Date;
    status: RequestStatus;
    quoteTotal: number | null;
  }[];
}) {
  return (
    <ul role="list" className="grid gap-4">
      {requests.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft"
        >
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={requestPath(request.number)}
                className="font-display text-xl font-medium text-walnut underline-offset-4 hover:underline"
              >
                Request {request.number}
              </Link>
              <RequestStatusBadge status={request.status} />
            </div>
            <p className="text-sm text-muted">
              {labelOf(projectTypeLabels, request.projectType)} · sent {formatShopDate(request.createdAt)}
            </p>
          </div>
          {request.quoteTotal !== null && (
            <p className="font-semibold text-espresso">Quote: {formatPrice(request.quoteTotal)}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

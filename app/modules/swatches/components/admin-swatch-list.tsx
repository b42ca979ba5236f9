import { AdminStatusTabs } from "~/components/admin/admin-status-tabs";
import type { SwatchSnapshot } from "~/db/schema";
import { cn } from "~/utils/cn";
import { formatPakistaniPhone } from "~/utils/phone";
import { formatShopDateTime } from "~/utils/shop-time";
import type { SwatchRequestState } from "../admin-swatch-requests.server";
import { AdminSwatchActions } from "./admin-swatch-actions";
import { SwatchDot } from "./swatch-dot";

export const SWATCH_STATE_LABELS: Record<SwatchRequestState, string> = {
  new: "New",
  sent: "Sent",
  cancelled: "Cancelled",
};

const STATE_TONES: Record<SwatchRequestState, string> = {
  new: "bg-brass-light text-walnut-dark",
  sent: "bg-badge-moss text-badge-moss-ink",
  cancelled: "bg-badge-stone text-badge-stone-ink",
};

export interface AdminSwatchRow {
  id: string;
  number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  items: SwatchSnapshot[];
  state: SwatchRequestState;
  createdAt: string | Date;
}

/** The states as filter links, each with its count; 'All' first. */
export function SwatchStateFilter({
  current,
  counts,
}: {
  current: SwatchRequestState | null;
  counts: Record<SwatchRequestState, number>;
}) {
  const states = Object.keys(SWATCH_STATE_LABELS) as SwatchRequestState[];
  const links = [
    { label: "All", to: "/admin/swatches", active: current === null, count: states.reduce((n, s) => n + counts[s], 0) },
    ...states.map((state) => ({
      label: SWATCH_STATE_LABELS[state],
      to: `/admin/swatches?status=${state}`,
      active: current === state,
      count: counts[state],
    })),
  ];
  return <AdminStatusTabs label="Swatch requests by status" tabs={links} />;
}

/** One card per request: its number, state and day, the swatches with their pieces, who and where; a new one's actions. */
export function AdminSwatchList({ requests }: { requests: AdminSwatchRow[] }) {
  return (
    <ol role="list" className="grid gap-3">
      {requests.map((request) => (
        <li
          key={request.id}
          aria-labelledby={`swatch-${request.id}`}
          data-testid="swatch-request"
          className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        >
          <div className="grid content-start gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h3 id={`swatch-${request.id}`} className="font-display text-xl font-medium text-walnut">
                #{request.number}
              </h3>
              <span
                className={cn(
                  "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold",
                  STATE_TONES[request.state],
                )}
              >
                {SWATCH_STATE_LABELS[request.state]}
              </span>
              <span className="text-sm text-muted">{formatShopDateTime(request.createdAt)}</span>
            </div>
            <ul role="list" className="grid gap-2 sm:grid-cols-2">
              {request.items.map((item) => (
                <li key={`${item.productId}:${item.optionName}:${item.value}`} className="flex items-center gap-2.5">
                  <SwatchDot color={item.swatchColor} className="size-6" />
                  <span className="min-w-0 text-sm leading-snug">
                    <span className="block font-semibold text-espresso">{item.value}</span>
                    <span className="block text-muted">
                      {item.productName} · {item.optionName}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid content-start gap-3 text-sm">
            <address className="leading-relaxed break-words text-espresso not-italic">
              <span className="font-semibold">{request.name}</span>
              <br />
              {request.address}, {request.city}
              <br />
              <a href={`mailto:${request.email}`} className="text-walnut underline underline-offset-4">
                {request.email}
              </a>{" "}
              · {formatPakistaniPhone(request.phone)}
            </address>
            {request.state === "new" && (
              <AdminSwatchActions id={request.id} number={request.number} name={request.name} />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

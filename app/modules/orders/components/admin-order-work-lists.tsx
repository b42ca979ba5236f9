import { Link } from "react-router";
import { cn } from "~/utils/cn";
import { adminOrdersHref, WORK_LISTS, type AdminOrderFilters, type WorkList } from "../admin-order-links";

/**
 * The owner's work lists as tabs with their counts (under the search and filters in force).
 * Links, so each list has its address and works without JavaScript; on a phone the row scrolls.
 */
export function AdminOrderWorkLists({
  filters,
  counts,
}: {
  filters: AdminOrderFilters;
  counts: Record<WorkList, number>;
}) {
  return (
    <nav aria-label="Work lists" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul role="list" className="flex min-w-max gap-2 border-b border-line pb-3">
        {(Object.keys(WORK_LISTS) as WorkList[]).map((list) => {
          const current = filters.list === list;
          return (
            <li key={list}>
              <Link
                to={adminOrdersHref({ ...filters, list, page: 1 })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap",
                  current
                    ? "border-walnut bg-walnut text-linen"
                    : "border-line bg-linen text-espresso hover:border-walnut",
                )}
              >
                {WORK_LISTS[list]}
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs tabular-nums",
                    current ? "bg-linen/20 text-linen" : "bg-cream text-walnut-dark",
                  )}
                  data-testid={`work-list-count-${list}`}
                >
                  {counts[list].toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

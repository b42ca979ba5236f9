// Browser-safe helpers for the Orders tab's URLs: the list, its pages, the details and the CSV
// all carry the same filters, so a link or a bookmark always shows what it showed before.
import type { OrderStatus } from "./order-status";

/** Orders per page of the admin list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export type StatusFilter = "all" | OrderStatus;

export interface AdminOrderFilters {
  /** What was typed in the search box, trimmed ('' for none). */
  q: string;
  status: StatusFilter;
  page: number;
}

/** The search string for these filters, leaving out defaults so URLs stay short. */
export function filterParams(
  filters: Pick<AdminOrderFilters, "q" | "status"> & { page?: number },
  extra: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}

function withSearch(path: string, params: URLSearchParams) {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The tab at these filters (and page), optionally with one order's details open. */
export function adminOrdersHref(
  filters: AdminOrderFilters,
  { page = filters.page, order }: { page?: number; order?: string } = {},
) {
  return withSearch("/admin", filterParams({ ...filters, page }, order ? { order } : {}));
}

/** GET /admin/orders.csv with the tab's search and status (every page, not only the one shown). */
export function ordersCsvHref(filters: Pick<AdminOrderFilters, "q" | "status">) {
  return withSearch("/admin/orders.csv", filterParams(filters));
}

// Browser-safe helpers for the Orders tab's URLs: the list, its pages, the details and the CSV
// all carry the same filters, so a link or a bookmark always shows what it showed before.
import type { OrderStatus } from "./order-status";

/** Orders per page of the admin list. */
export const ADMIN_ORDERS_PAGE_SIZE = 20;

export type StatusFilter = "all" | OrderStatus;

/**
 * The owner's work lists, as tabs over the list: what to confirm, what waits for its advance,
 * what is being made, what is ready to go, what went, what was cancelled, and everything.
 */
export const WORK_LISTS = {
  "to-confirm": "To confirm",
  "awaiting-advance": "Awaiting advance",
  "in-production": "In production",
  ready: "Ready for delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
  all: "All",
} as const;
export type WorkList = keyof typeof WORK_LISTS;

/** Cash-on-delivery orders by whether their customer confirmed them by the mail's link. */
export const CONFIRMED_FILTERS = { any: "Any", yes: "Confirmed by customer", no: "Not yet confirmed" } as const;
export type ConfirmedFilter = keyof typeof CONFIRMED_FILTERS;

export interface AdminOrderFilters {
  /** What was typed in the search box, trimmed ('' for none). */
  q: string;
  status: StatusFilter;
  list: WorkList;
  confirmed: ConfirmedFilter;
  page: number;
}

/** The filters a count of each work list takes (all but the list itself and the page). */
export type ListFilters = Pick<AdminOrderFilters, "q" | "status" | "list" | "confirmed">;

/** The search string for these filters, leaving out defaults so URLs stay short. */
export function filterParams(filters: ListFilters & { page?: number }, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (filters.list !== "all") params.set("list", filters.list);
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.confirmed !== "any") params.set("confirmed", filters.confirmed);
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

/** GET /admin/orders.csv with the tab's list, search and filters (every page, not only the one shown). */
export function ordersCsvHref(filters: ListFilters) {
  return withSearch("/admin/orders.csv", filterParams(filters));
}

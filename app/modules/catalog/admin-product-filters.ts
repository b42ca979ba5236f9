/**
 * The admin product list's view as it lives in the URL (?q=&category=&status=&page=),
 * read the same way by the filter form, the page links and the loader. Values
 * that make no sense fall back to the default view.
 */
export const PRODUCT_STATES = ["current", "active", "inactive", "archived"] as const;
export type ProductStateFilter = (typeof PRODUCT_STATES)[number];

export const productStateLabels: Record<ProductStateFilter, string> = {
  current: "Not archived",
  active: "Active",
  inactive: "Inactive",
  archived: "Archived",
};

export const ADMIN_PAGE_SIZE = 20;
const MAX_QUERY = 100;
const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminProductFilters {
  q: string;
  /** A category id, or null for all. */
  category: string | null;
  status: ProductStateFilter;
  page: number;
}

export function parseAdminProductFilters(search: URLSearchParams): AdminProductFilters {
  const q = Array.from((search.get("q") ?? "").replace(/\s+/g, " ").trim())
    .slice(0, MAX_QUERY)
    .join("");
  const category = search.get("category") ?? "";
  const status = search.get("status") ?? "";
  const page = Number(search.get("page"));
  return {
    q,
    category: UUID.test(category) ? category.toLowerCase() : null,
    status: (PRODUCT_STATES as readonly string[]).includes(status) ? (status as ProductStateFilter) : "current",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The list's URL for a view: defaults left out, so the plain tab is /admin/products. */
export function adminProductsHref(filters: AdminProductFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.status !== "current") params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/admin/products?${query}` : "/admin/products";
}

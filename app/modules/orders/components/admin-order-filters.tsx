import Download from "lucide-react/icons/download";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Form, Link } from "react-router";
import { buttonClass, Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { CONFIRMED_FILTERS, ordersCsvHref, type AdminOrderFilters } from "../admin-order-links";
import { statusLabels } from "../order-status";
import { Select } from "./admin-select";

/**
 * Search, status filter and Export CSV. A GET form: the filters live in the
 * URL (works without JavaScript, survives a reload, can be shared); a new
 * search starts again at page 1. The export takes the same filters.
 */
export function AdminOrderFilterBar({ filters }: { filters: AdminOrderFilters }) {
  const filtered = filters.q !== "" || filters.status !== "all" || filters.confirmed !== "any";
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <Form
        method="get"
        action="/admin"
        role="search"
        aria-label="Filter orders"
        // New filters from the URL (back button, a link) reset the fields.
        key={`${filters.q}|${filters.status}|${filters.confirmed}`}
        className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2 sm:items-end xl:grid-cols-[minmax(0,1fr)_12rem_13rem_auto]"
      >
        {/* The open work list stays open while searching within it. */}
        {filters.list !== "all" && <input type="hidden" name="list" value={filters.list} />}
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="Search orders, customers, or emails..."
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
        />
        <div>
          <label htmlFor="order-status-filter" className="mb-1.5 block text-sm font-semibold text-espresso">
            Status
          </label>
          <Select id="order-status-filter" name="status" defaultValue={filters.status} className="h-[3.125rem]">
            <option value="all">All Statuses</option>
            {Object.entries(statusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="order-confirmed-filter" className="mb-1.5 block text-sm font-semibold text-espresso">
            Customer confirmation
          </label>
          <Select
            id="order-confirmed-filter"
            name="confirmed"
            defaultValue={filters.confirmed}
            className="h-[3.125rem]"
          >
            {Object.entries(CONFIRMED_FILTERS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="h-[3.125rem] flex-1 sm:flex-none">
            <Search className="size-4" aria-hidden="true" /> Search
          </Button>
          {filtered && (
            <Link
              to={filters.list === "all" ? "/admin" : `/admin?list=${filters.list}`}
              className={buttonClass({ variant: "ghost" }, "h-[3.125rem] px-4")}
              aria-label="Clear search and filter"
            >
              <X className="size-4" aria-hidden="true" /> Clear
            </Link>
          )}
        </div>
      </Form>
      {/* A plain link: the file comes from a resource route, not a page React Router could render. */}
      <a
        href={ordersCsvHref(filters)}
        download
        className={buttonClass({ variant: "outline" }, "h-[3.125rem] self-start lg:self-auto")}
      >
        <Download className="size-4" aria-hidden="true" /> Export CSV
      </a>
    </div>
  );
}

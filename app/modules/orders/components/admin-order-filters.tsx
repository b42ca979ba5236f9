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
    <Form
      method="get"
      action="/admin"
      role="search"
      aria-label="Filter orders"
      // New filters from the URL (back button, a link) reset the fields.
      key={`${filters.q}|${filters.status}|${filters.confirmed}`}
      // Two columns on a phone (the search, then the two filters side by side, then the buttons),
      // so the list starts within the first screen; one row on a wide screen.
      className="grid grid-cols-2 items-end gap-3 xl:grid-cols-[minmax(0,1fr)_10.5rem_11.5rem_auto]"
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
        className="col-span-2 xl:col-span-1"
      />
      <div className="min-w-0">
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
      <div className="min-w-0">
        <label htmlFor="order-confirmed-filter" className="mb-1.5 block truncate text-sm font-semibold text-espresso">
          Customer confirmation
        </label>
        <Select id="order-confirmed-filter" name="confirmed" defaultValue={filters.confirmed} className="h-[3.125rem]">
          {Object.entries(CONFIRMED_FILTERS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 flex gap-2 xl:col-span-1">
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
        {/* A plain link: the file comes from a resource route, not a page React Router could render. */}
        <a
          href={ordersCsvHref(filters)}
          download
          className={buttonClass({ variant: "outline" }, "h-[3.125rem] flex-1 sm:ml-auto sm:flex-none xl:ml-0")}
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>
    </Form>
  );
}

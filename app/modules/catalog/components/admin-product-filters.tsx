import Search from "lucide-react/icons/search";
import { useId } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { PRODUCT_STATES, productStateLabels, type AdminProductFilters } from "../admin-product-filters";

const labelClass = "mb-1.5 block text-sm font-semibold text-espresso";

/**
 * Search by name, category and state: one GET form, so every view has a URL
 * and works without JavaScript; with it, a changed select applies at once.
 */
export function AdminProductFiltersForm({
  filters,
  categories,
}: {
  filters: AdminProductFilters;
  categories: { id: string; name: string }[];
}) {
  const id = useId();
  const filtered = filters.q !== "" || filters.category !== null || filters.status !== "current";
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form
      method="get"
      action="/admin/products"
      role="search"
      aria-label="Filter products"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      key={`${filters.q}|${filters.category}|${filters.status}`}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className={labelClass}>
          Search products
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder="Search by name..."
          maxLength={100}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={filters.category ?? ""}
          onChange={submit}
          className={inputClass}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          Status
        </label>
        <select
          id={`${id}-status`}
          name="status"
          defaultValue={filters.status}
          onChange={submit}
          className={inputClass}
        >
          {PRODUCT_STATES.map((state) => (
            <option key={state} value={state}>
              {productStateLabels[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-center gap-2 lg:col-span-1">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search className="size-4" aria-hidden="true" /> Search
        </Button>
        {filtered && (
          <Link to="/admin/products" className="px-3 text-sm font-semibold text-walnut hover:underline">
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

import Search from "lucide-react/icons/search";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { catalogSearch, parseCatalogFilters, SORTS, sortLabels, type CatalogFilters } from "../catalog-filters";
import { categoryPath } from "~/utils/paths";

const labelClass = "mb-1.5 block text-sm font-semibold text-espresso";

function syncFields(form: HTMLFormElement | null, filters: CatalogFilters) {
  if (!form) return;
  const values: Record<string, string> = {
    q: filters.q,
    category: filters.category ?? "",
    sort: sortValue(filters),
    min: filters.minPrice?.toString() ?? "",
    max: filters.maxPrice?.toString() ?? "",
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
      if (field !== document.activeElement && field.value !== value) field.value = value;
    }
  }
  const stock = form.elements.namedItem("stock");
  if (stock instanceof HTMLInputElement) stock.checked = filters.inStock;
}

/** The sort select's value: empty for the view's default order. */
function sortValue(filters: CatalogFilters): string {
  return filters.sort === (filters.q ? "relevance" : "newest") ? "" : filters.sort;
}

interface CategoryOption {
  name: string;
  slug: string;
}

/**
 * The catalogue's controls as one GET form, so they work without JavaScript.
 * With JavaScript, choices apply at once and typing applies after a pause;
 * every view gets its own URL (a category is a path: /furniture/bedroom), and
 * typing replaces the history entry instead of adding one per letter.
 */
export function CatalogFilterForm({
  action,
  filters,
  categories,
  searchLabel,
  placeholder,
}: {
  /** Where the form goes: /furniture or /home-decor. */
  action: string;
  filters: CatalogFilters;
  /** Given on /furniture: the category dropdown, whose choice becomes the path. */
  categories?: CategoryOption[];
  searchLabel: string;
  placeholder: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // Back, forward and links change the view under the form: show it, but never
  // overwrite the field the shopper is typing in.
  useEffect(() => syncFields(formRef.current, filters), [filters]);

  function go(form: HTMLFormElement, replace: boolean) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) params.set(name, value);
    const next = parseCatalogFilters(params);
    const base = categories ? categoryPath(next.category) : action;
    void navigate(base + catalogSearch({ ...next, page: 1 }, { categoryInPath: Boolean(categories) }), {
      replace,
      preventScrollReset: true,
    });
  }

  const moreOpen = filters.minPrice !== null || filters.maxPrice !== null || filters.inStock;
  const clearTo = categories ? categoryPath(filters.category) : action;
  // The first choice is "the default" (empty, left out of the URL): best match once words are
  // typed, newest otherwise, so a search typed without JavaScript is still ranked by relevance.
  const defaultSort = filters.q ? "relevance" : "newest";
  const sorts = SORTS.filter((sort) => sort !== defaultSort && (sort !== "relevance" || filters.q));

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        clearTimeout(typing.current);
        go(event.currentTarget, false);
      }}
      onChange={(event) => {
        const form = event.currentTarget;
        const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        clearTimeout(typing.current);
        if (field.type === "search" || field.type === "number") {
          typing.current = setTimeout(() => go(form, true), field.type === "search" ? 350 : 700);
        } else {
          go(form, false);
        }
      }}
      className="rounded-[var(--radius-card)] border border-line bg-linen p-4 shadow-soft sm:p-5"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            {searchLabel}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className={`${inputClass} pl-12`}
            />
          </div>
        </div>
        {categories && (
          <Select id={`${id}-category`} name="category" label="Category" value={filters.category ?? ""}>
            <option value="">All Categories</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
        <Select id={`${id}-sort`} name="sort" label="Sort by" value={sortValue(filters)}>
          <option value="">{sortLabels[defaultSort]}</option>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>

      <details className="group mt-3" open={moreOpen}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-walnut [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Price and availability
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <PriceField id={`${id}-min`} name="min" label="Min price (PKR)" value={filters.minPrice} />
          <PriceField id={`${id}-max`} name="max" label="Max price (PKR)" value={filters.maxPrice} />
          <label className="flex h-12 items-center gap-3 rounded-xl border border-line bg-ivory px-4 text-sm font-semibold">
            <input
              type="checkbox"
              name="stock"
              value="in"
              defaultChecked={filters.inStock}
              className="size-4 accent-walnut"
            />
            In stock only
          </label>
        </div>
      </details>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm">
          Apply Filters
        </Button>
        <Link to={clearTo} preventScrollReset className={buttonClass({ variant: "ghost", size: "sm" })}>
          <X className="size-4" aria-hidden="true" /> Clear Filters
        </Link>
      </div>
    </Form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        {children}
      </select>
    </div>
  );
}

function PriceField({ id, name, label, value }: { id: string; name: string; label: string; value: number | null }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        name={name}
        min={0}
        step={1000}
        inputMode="numeric"
        defaultValue={value ?? ""}
        className={inputClass}
      />
    </div>
  );
}

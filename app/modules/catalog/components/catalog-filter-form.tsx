import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import {
  activeFilterCount,
  catalogSearch,
  optionParam,
  parseCatalogFilters,
  SORTS,
  sortLabels,
  type CatalogFilters,
} from "../catalog-filters";
import type { OptionFacet } from "../option-filters.server";
import { FilterDrawer, useFilterDrawer } from "./filter-drawer";
import { OptionFacets } from "./option-facets";
import { filterLabelClass, PriceAvailabilityFields } from "./price-availability-fields";
import { categoryPath } from "~/utils/paths";

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
  const sale = form.elements.namedItem("sale");
  if (sale instanceof HTMLInputElement) sale.checked = filters.onSale;
  const chosen = new Set(filters.options.map(optionParam));
  for (const box of form.querySelectorAll<HTMLInputElement>('input[name="opt"]')) box.checked = chosen.has(box.value);
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
 * The search field stays in view; the other choices sit in the 'Filter and sort'
 * drawer on phones and tablets and beside the search on desktops.
 * With JavaScript, choices apply at once (in the drawer, on Apply) and typing after a pause;
 * every view gets its own URL (a category is a path: /furniture/bedroom), and
 * typing replaces the history entry instead of adding one per letter.
 */
export function CatalogFilterForm({
  action,
  filters,
  categories,
  facets = [],
  searchLabel,
  placeholder,
  saleChoice = true,
}: {
  /** Where the form goes: /furniture, /home-decor or /sale. */
  action: string;
  /** Whether it offers 'On sale' (not on the Sale page, which shows nothing else). */
  saleChoice?: boolean;
  /** The options the view's pieces come in, with counts (see option-filters.server.ts). */
  facets?: OptionFacet[];
  filters: CatalogFilters;
  /** Given on /furniture: the category dropdown, whose choice becomes the path. */
  categories?: CategoryOption[];
  searchLabel: string;
  placeholder: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const drawer = useFilterDrawer();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  // Back, forward and links change the view under the form: show it, but never
  // overwrite the field the shopper is typing in.
  useEffect(() => syncFields(formRef.current, filters), [filters]);
  // Applied from the drawer, a new category is a new page (its own route): the focus, lost
  // with the old page, goes to the new page's 'Filter and sort' button.
  const { summaryRef } = drawer;
  useEffect(() => {
    const state = location.state as { fromDrawer?: boolean } | null;
    if (state?.fromDrawer && document.activeElement === document.body) {
      summaryRef.current?.focus({ preventScroll: true });
    }
  }, [location, summaryRef]);

  function go(form: HTMLFormElement, replace: boolean, fromDrawer = false) {
    const params = new URLSearchParams();
    // Option values repeat their field (opt=fabric:velvet&opt=fabric:linen); every other field is one value.
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value) params[name === "opt" ? "append" : "set"](name, value);
    }
    const next = parseCatalogFilters(params);
    const base = categories ? categoryPath(next.category) : action;
    void navigate(base + catalogSearch({ ...next, page: 1 }, { categoryInPath: Boolean(categories) }), {
      replace,
      preventScrollReset: true,
      state: fromDrawer ? { fromDrawer } : undefined,
    });
  }

  // Clear resets what the panel holds (the category too) and keeps the search words, which sit outside it.
  const clearTo =
    action +
    catalogSearch({
      ...filters,
      category: null,
      sort: filters.q ? "relevance" : "newest",
      minPrice: null,
      maxPrice: null,
      inStock: false,
      onSale: false,
      options: [],
      page: 1,
    });
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
        const dialog = drawer.dialogRef.current;
        const fromDrawer = Boolean(dialog?.open);
        dialog?.close();
        go(event.currentTarget, false, fromDrawer);
      }}
      onChange={(event) => {
        // In the drawer, choices wait for Apply: the grid they would change is under the panel.
        if (drawer.dialogRef.current?.open) return;
        const form = event.currentTarget;
        const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        clearTimeout(typing.current);
        if (field.type === "search" || field.type === "number") {
          typing.current = setTimeout(() => go(form, true), field.type === "search" ? 350 : 700);
        } else {
          go(form, false);
        }
      }}
      className="lg:rounded-[var(--radius-card)] lg:border lg:border-line lg:bg-linen lg:p-5 lg:shadow-soft"
    >
      <div className="grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          {/* On phones the placeholder and the icon say it; the label stays for screen readers. */}
          <label htmlFor={`${id}-q`} className={`${filterLabelClass} max-lg:sr-only`}>
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
        <FilterDrawer
          drawer={drawer}
          count={activeFilterCount(filters, { withCategory: Boolean(categories) })}
          actions={
            <>
              <Button type="submit" size="sm" className="max-lg:h-11 max-lg:flex-1">
                Apply Filters
              </Button>
              <Link
                to={clearTo}
                preventScrollReset
                className={buttonClass({ variant: "ghost", size: "sm" }, "max-lg:h-11")}
              >
                <X className="size-4" aria-hidden="true" /> Clear Filters
              </Link>
            </>
          }
        >
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
          <PriceAvailabilityFields id={id} filters={filters} saleChoice={saleChoice} />
          <OptionFacets facets={facets} chosen={filters.options} />
        </FilterDrawer>
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
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClass}>
        {children}
      </select>
    </div>
  );
}

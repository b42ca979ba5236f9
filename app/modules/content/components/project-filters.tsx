import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import {
  categoryLabels,
  projectCategories,
  projectSectors,
  projectStatuses,
  sectorLabels,
  statusLabels,
  type ProjectFilters as Filters,
} from "../projects";

/**
 * A GET form: without JavaScript 'Apply Filters' submits it; with JavaScript
 * every change applies at once. Empty ('All') values stay out of the URL.
 */
export function ProjectFilters({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/projects";

  function apply(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value) params.set(name, value);
    }
    void submit(params, { method: "get", action: "/projects", preventScrollReset: true, replace: true });
  }

  return (
    <Form
      method="get"
      action="/projects"
      aria-label="Filter projects"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => apply(event.currentTarget)}
      className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSelect
        name="category"
        label="Category"
        value={filters.category}
        options={projectCategories.map((value) => [value, categoryLabels[value]])}
      />
      <FilterSelect
        name="sector"
        label="Sector"
        value={filters.sector}
        options={projectSectors.map((value) => [value, sectorLabels[value]])}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={filters.status}
        options={projectStatuses.map((value) => [value, statusLabels[value]])}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-3 lg:col-span-1">
        <Button type="submit" aria-busy={busy || undefined}>
          <SlidersHorizontal className="size-4" aria-hidden="true" /> Apply Filters
        </Button>
        <Link to="/projects" preventScrollReset className={buttonClass({ variant: "ghost" })}>
          <X className="size-4" aria-hidden="true" /> Clear Filters
        </Link>
      </div>
    </Form>
  );
}

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-espresso">
        {label}
      </label>
      {/* keyed by value so that the select follows the URL after back/forward and Clear Filters */}
      <select key={value ?? ""} id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">All</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

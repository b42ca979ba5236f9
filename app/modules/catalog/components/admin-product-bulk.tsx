import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Percent from "lucide-react/icons/percent";
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import type { AdminProductFilters } from "../admin-product-filters";
import { BULK_PERCENT_MAX, BULK_PERCENT_MIN } from "../admin-product-bulk";

/** The bulk form's id: each row's checkbox joins it with form="…", since a table row cannot hold a form. */
export const BULK_FORM_ID = "bulk-products";

/**
 * What to do with the ticked products: activate or deactivate them at once, or preview a
 * price change by percent (a GET to the list, which shows each product's old and new
 * price before anything is saved). Plain form posts: it all works without JavaScript.
 */
export function AdminProductBulkBar({
  listHref,
  filters,
  percent,
}: {
  listHref: string;
  filters: AdminProductFilters;
  percent: string;
}) {
  const id = useId();
  return (
    <Form
      id={BULK_FORM_ID}
      method="post"
      action={listHref}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-cream p-4 lg:flex-row lg:items-end lg:justify-between"
    >
      {/* The list's view, kept by the price preview's GET (a GET form replaces the address's query). */}
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.status !== "current" && <input type="hidden" name="status" value={filters.status} />}
      {filters.page > 1 && <input type="hidden" name="page" value={filters.page} />}
      <div>
        <p id={`${id}-title`} className="text-sm font-semibold text-espresso">
          With the ticked products
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="bulk-activate" variant="outline" size="sm">
            <Eye className="size-4" aria-hidden="true" /> Activate
          </Button>
          <Button type="submit" name="intent" value="bulk-deactivate" variant="outline" size="sm">
            <EyeOff className="size-4" aria-hidden="true" /> Deactivate
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-percent`} className="mb-1 block text-sm font-semibold text-espresso">
            Change price by percent
          </label>
          <input
            id={`${id}-percent`}
            name="percent"
            inputMode="numeric"
            defaultValue={percent}
            placeholder="e.g. 10 or -15"
            maxLength={5}
            aria-describedby={`${id}-percent-hint`}
            className={`${inputClass} w-40 py-2`}
          />
        </div>
        <Button type="submit" name="bulk" value="price" formMethod="get" formAction="/admin/products" size="sm">
          <Percent className="size-4" aria-hidden="true" /> Preview Price Change
        </Button>
        <p id={`${id}-percent-hint`} className="w-full text-xs text-muted">
          A whole number from {BULK_PERCENT_MIN} to +{BULK_PERCENT_MAX}; new prices are rounded to the nearest rupee.
        </p>
      </div>
    </Form>
  );
}

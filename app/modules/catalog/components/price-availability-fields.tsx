import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { inputClass } from "~/components/ui/field";
import type { CatalogFilters } from "../catalog-filters";

export const filterLabelClass = "mb-1.5 block text-sm font-semibold text-espresso";

/**
 * The filter panel's 'Price and availability': the price range, in stock only and (but on the Sale
 * page, which shows nothing else) on sale. On desktop a disclosure under the panel's row, open
 * when any of them is set; in the drawer, which has the room, always open.
 */
export function PriceAvailabilityFields({
  id,
  filters,
  saleChoice,
}: {
  id: string;
  filters: CatalogFilters;
  saleChoice: boolean;
}) {
  const open =
    filters.minPrice !== null || filters.maxPrice !== null || filters.inStock || (saleChoice && filters.onSale);
  return (
    <details className="group lg:col-span-full max-lg:details-content:[content-visibility:visible]" open={open}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-walnut supports-[selector(::details-content)]:max-lg:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Price and availability
      </summary>
      <div className="grid grid-cols-2 gap-3 lg:mt-3 lg:grid-cols-[1fr_1fr_auto_auto] lg:items-end">
        <PriceField id={`${id}-min`} name="min" label="Min price (PKR)" value={filters.minPrice} />
        <PriceField id={`${id}-max`} name="max" label="Max price (PKR)" value={filters.maxPrice} />
        <Choice name="stock" value="in" checked={filters.inStock} label="In stock only" />
        {saleChoice && <Choice name="sale" value="on" checked={filters.onSale} label="On sale" />}
      </div>
    </details>
  );
}

function Choice({ name, value, checked, label }: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className="col-span-2 flex h-12 items-center gap-3 rounded-xl border border-line bg-ivory px-4 text-sm font-semibold lg:col-span-1">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-walnut" />
      {label}
    </label>
  );
}

function PriceField({ id, name, label, value }: { id: string; name: string; label: string; value: number | null }) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
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

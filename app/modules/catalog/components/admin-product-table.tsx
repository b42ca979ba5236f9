import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { AdminProductRow as Row } from "../admin-products.server";
import { AdminProductRow } from "./admin-product-row";
import { BULK_FORM_ID } from "./admin-product-bulk";

const head = "px-3 py-3";

interface TableProps {
  products: Row[];
  /** How many products the list's filters match, on every page. */
  total: number;
  listHref: string;
  confirmDelete: string | null;
  selected: string[];
}

/**
 * The admin's product list: a checkbox per row for the bulk actions, then each product and its buttons.
 * Drawn anew for another page or preview, so that what is ticked starts from the rows shown.
 */
export function AdminProductTable(props: TableProps) {
  const rows = `${props.products.map((product) => product.id).join(",")}|${props.selected.join(",")}`;
  return <ProductTable key={rows} {...props} />;
}

const rowBoxes = (table: HTMLElement | null) =>
  Array.from(table?.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM_ID}"]`) ?? []);

function ProductTable({ products, total, listHref, confirmDelete, selected }: TableProps) {
  const hydrated = useHydrated();
  const table = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState(() => products.filter((product) => selected.includes(product.id)).length);
  // "Select all N products": the bulk actions then take every product the filters match, not only these rows.
  const [everything, setEverything] = useState(false);
  const pageTicked = ticked === products.length;
  // A row unticked by hand: back to the rows themselves.
  const recount = () => {
    const count = rowBoxes(table.current).filter((box) => box.checked).length;
    setTicked(count);
    if (count < products.length) setEverything(false);
  };
  const tickAll = (checked: boolean) => {
    rowBoxes(table.current).forEach((box) => (box.checked = checked));
    setTicked(checked ? products.length : 0);
    setEverything(false);
  };
  const countText = total.toLocaleString("en-US");
  return (
    <div
      ref={table}
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft"
      onChange={(event) => {
        if ((event.target as HTMLInputElement).name === "ids") recount();
      }}
    >
      {/* Said as it changes; the offer appears only once this page's rows are all ticked. */}
      <div aria-live="polite">
        {hydrated && pageTicked && total > products.length && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line bg-cream px-4 py-3 text-sm text-espresso">
            {everything
              ? `All ${countText} products matching these filters are selected.`
              : `All ${products.length} products on this page are selected.`}
            <button
              type="button"
              onClick={() => (everything ? tickAll(false) : setEverything(true))}
              className="min-h-6 font-semibold text-walnut underline underline-offset-4 hover:text-espresso"
            >
              {everything ? "Clear selection" : `Select all ${countText} products`}
            </button>
            {/* The server finds them with the list's own filters, posted beside this by the bulk form. */}
            {everything && <input type="hidden" name="scope" value="all" form={BULK_FORM_ID} />}
          </p>
        )}
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Products, newest first</caption>
        <thead className="border-b border-line bg-cream text-left text-xs font-bold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className={`${head} w-10 pl-4`}>
              <SelectAll ticked={ticked} rows={products.length} onToggle={tickAll} />
            </th>
            <th scope="col" className={`${head} w-20`}>
              <span className="sr-only">Image</span>
            </th>
            <th scope="col" className={head}>
              Product
            </th>
            <th scope="col" className={`${head} hidden md:table-cell`}>
              Category
            </th>
            <th scope="col" className={`${head} hidden md:table-cell`}>
              Price
            </th>
            <th scope="col" className={`${head} hidden text-right md:table-cell`}>
              Stock
            </th>
            <th scope="col" className={`${head} hidden sm:table-cell`}>
              Status
            </th>
            <th scope="col" className={`${head} pr-4 text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <AdminProductRow
              key={product.id}
              product={product}
              listHref={listHref}
              confirming={product.id === confirmDelete}
              selected={selected.includes(product.id)}
              bulkForm={BULK_FORM_ID}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Ticks or unticks every row of this page, and follows them: ticked when all are, mixed
 * (indeterminate) when some are. It needs JavaScript, so it appears only with it.
 */
function SelectAll({ ticked, rows, onToggle }: { ticked: number; rows: number; onToggle: (checked: boolean) => void }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLInputElement>(null);
  const some = ticked > 0 && ticked < rows;
  // "indeterminate" is a property only, never an attribute React could render.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some, hydrated]);
  if (!hydrated) return <span className="sr-only">Select</span>;
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="Select all on this page"
      className="size-5 accent-walnut"
      checked={rows > 0 && ticked === rows}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}

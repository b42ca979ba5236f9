import { useHydrated } from "~/components/ui/use-hydrated";
import type { AdminProductRow as Row } from "../admin-products.server";
import { AdminProductRow } from "./admin-product-row";
import { BULK_FORM_ID } from "./admin-product-bulk";

const head = "px-3 py-3";

/** The admin's product list: a checkbox per row for the bulk actions, then each product and its buttons. */
export function AdminProductTable({
  products,
  listHref,
  confirmDelete,
  selected,
}: {
  products: Row[];
  listHref: string;
  confirmDelete: string | null;
  selected: string[];
}) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft">
      <table className="w-full text-sm">
        <caption className="sr-only">Products, newest first</caption>
        <thead className="border-b border-line bg-cream text-left text-xs font-bold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className={`${head} w-10 pl-4`}>
              <SelectAll />
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

/** Ticks or unticks every row of this page; it needs JavaScript, so it appears only with it. */
function SelectAll() {
  const hydrated = useHydrated();
  if (!hydrated) return <span className="sr-only">Select</span>;
  return (
    <input
      type="checkbox"
      aria-label="Select all on this page"
      className="size-5 accent-walnut"
      onChange={(event) => {
        const boxes = document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM_ID}"]`);
        boxes.forEach((box) => (box.checked = event.currentTarget.checked));
      }}
    />
  );
}

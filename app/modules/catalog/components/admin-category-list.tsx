import { Link } from "react-router";
import { AdminEmpty } from "~/components/admin/admin-panel";
import { AdminDeleteLink } from "~/components/admin/admin-delete-dialog";
import { categoryPath } from "~/utils/paths";

export interface AdminCategoryRow {
  id: string;
  name: string;
  slug: string;
  productCount: number;
}

export const productsLabel = (count: number) => `${count.toLocaleString("en-US")} product${count === 1 ? "" : "s"}`;

/** The Categories tab's list: name, slug (its catalogue's address), product count and delete. */
export function AdminCategoryList({ categories }: { categories: AdminCategoryRow[] }) {
  if (categories.length === 0) return <AdminEmpty>No categories yet. Add the first one with the form.</AdminEmpty>;
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Categories</caption>
        <thead className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 sm:pl-0">
              Name
            </th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">
              Slug
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Products
            </th>
            <th scope="col" className="px-5 py-3 text-right sm:pr-0">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {categories.map((category) => (
            <tr key={category.id} className="align-middle">
              <th scope="row" className="px-5 py-4 font-semibold text-espresso sm:pl-0">
                {category.name}
                {/* On phones the slug sits under the name instead of in its own column. */}
                <span className="mt-0.5 block font-mono text-xs font-normal text-muted md:hidden">{category.slug}</span>
              </th>
              <td className="hidden px-3 py-4 md:table-cell">
                <Link
                  to={categoryPath(category.slug)}
                  className="font-mono text-xs text-walnut underline-offset-4 hover:underline"
                >
                  {category.slug}
                </Link>
              </td>
              <td className="px-3 py-4 text-right whitespace-nowrap tabular-nums">
                {productsLabel(category.productCount)}
              </td>
              <td className="px-5 py-3 text-right sm:pr-0">
                <AdminDeleteLink to={`?delete=${category.id}`} label={`Delete ${category.name}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

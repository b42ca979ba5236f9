import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { AdminEmpty } from "~/components/admin/admin-panel";
import { formatPrice } from "~/utils/money";
import { productPath } from "~/utils/paths";

export interface AdminDecorRow {
  id: string;
  slug: string;
  name: string;
  price: number;
  stock: number;
  isActive: boolean;
}

/** The Home Decor tab's list: the décor category's products with price, stock and whether they are on sale. */
export function AdminDecorList({ products }: { products: AdminDecorRow[] }) {
  if (products.length === 0) return <AdminEmpty>No décor items yet.</AdminEmpty>;
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Décor items</caption>
        <thead className="border-b border-line text-xs font-bold tracking-wider text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 sm:pl-0">
              Name
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Price
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right sm:table-cell">
              Stock
            </th>
            <th scope="col" className="px-5 py-3 text-right sm:pr-0">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row" className="px-5 py-4 font-semibold text-espresso sm:pl-0">
                {product.isActive ? (
                  <Link to={productPath(product.slug)} className="underline-offset-4 hover:text-walnut hover:underline">
                    {product.name}
                  </Link>
                ) : (
                  product.name
                )}
                {/* On phones the stock sits under the name instead of in its own column. */}
                <span className="mt-0.5 block text-xs font-normal text-muted sm:hidden">
                  {product.stock.toLocaleString("en-US")} in stock
                </span>
              </th>
              <td className="px-3 py-4 text-right whitespace-nowrap tabular-nums">{formatPrice(product.price)}</td>
              <td className="hidden px-3 py-4 text-right tabular-nums sm:table-cell">
                {product.stock.toLocaleString("en-US")}
              </td>
              <td className="px-5 py-4 text-right sm:pr-0">
                <Badge tone={product.isActive ? "walnut" : "neutral"} className="px-2 py-0.5 text-[0.65rem]">
                  {product.isActive ? "Active" : "Inactive"}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import Plus from "lucide-react/icons/plus";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { Notice as NoticeData } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import { adminProductsHref, parseAdminProductFilters } from "~/modules/catalog/admin-product-filters";
import { handleProductListAction } from "~/modules/catalog/admin-product-list-action.server";
import { listAdminProducts } from "~/modules/catalog/admin-products.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { AdminProductFiltersForm } from "~/modules/catalog/components/admin-product-filters";
import { AdminProductImport, type ImportResult } from "~/modules/catalog/components/admin-product-import";
import { AdminProductRow } from "~/modules/catalog/components/admin-product-row";
import { Pagination } from "~/modules/catalog/components/pagination";
import { IMPORT_LIMIT_BYTES } from "~/modules/catalog/product-import";
import type { BodyLimitHandle } from "~/utils/route-handle";
import type { Route } from "./+types/products";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = () => [
  { title: "Products · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** The JSON import posts its file here. */
export const handle: BodyLimitHandle = { bodyLimit: IMPORT_LIMIT_BYTES };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const filters = parseAdminProductFilters(url.searchParams);
  const [list, categories] = await Promise.all([listAdminProducts(filters), listCategories()]);
  // ?delete=<id> asks for a row's confirmation (a link, so it works without JavaScript).
  const confirmDelete = url.searchParams.get("delete") ?? "";
  return {
    filters,
    ...list,
    categories: categories.map(({ id, name }) => ({ id, name })),
    confirmDelete: UUID.test(confirmDelete) ? confirmDelete.toLowerCase() : null,
  };
}

export const action = ({ request }: Route.ActionArgs) => handleProductListAction(request);

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, products, total, pageCount, categories, confirmDelete } = loaderData;
  const listHref = adminProductsHref(filters);
  const result = actionData as (ImportResult & { notice?: NoticeData }) | undefined;
  const countText = `${total.toLocaleString("en-US")} ${total === 1 ? "product" : "products"}`;

  return (
    <section aria-labelledby="products-heading" className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="products-heading" className="text-3xl font-medium">
            Products
          </h2>
          <p className="mt-1 text-muted">
            {countText}
            {filters.status === "archived" ? " archived" : ""}
          </p>
        </div>
        {/* Filtered to a category (the Home Decor tab is this list filtered to décor): a new product starts in it. */}
        <ButtonLink to={filters.category ? `/admin/products/new?category=${filters.category}` : "/admin/products/new"}>
          <Plus className="size-4" aria-hidden="true" /> Add Product
        </ButtonLink>
      </div>

      {/* Without JavaScript a row's form posts here, and its notice shows on this page. */}
      {result?.notice && !result.report && (
        <Notice tone={result.notice.tone} title={result.notice.title}>
          {result.notice.text}
        </Notice>
      )}

      <AdminProductImport action={listHref} serverResult={result?.report ? result : undefined} />

      <div className="grid gap-5">
        <AdminProductFiltersForm filters={filters} categories={categories} />
        {products.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-12 text-center text-muted">
            {total === 0 && filters.q === "" && filters.category === null && filters.status === "current"
              ? "No products yet. Add one or import a JSON file."
              : "No products match these filters."}
          </p>
        ) : (
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft">
            <table className="w-full text-sm">
              <caption className="sr-only">Products, newest first</caption>
              <thead className="border-b border-line bg-cream text-left text-xs font-bold tracking-wider text-muted uppercase">
                <tr>
                  <th scope="col" className="w-20 px-3 py-3 pl-4">
                    <span className="sr-only">Image</span>
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Product
                  </th>
                  <th scope="col" className="hidden px-3 py-3 md:table-cell">
                    Category
                  </th>
                  <th scope="col" className="hidden px-3 py-3 md:table-cell">
                    Price
                  </th>
                  <th scope="col" className="hidden px-3 py-3 text-right md:table-cell">
                    Stock
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 pr-4 text-right">
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
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          hrefFor={(page) => adminProductsHref({ ...filters, page })}
        />
      </div>
    </section>
  );
}

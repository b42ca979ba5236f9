import Plus from "lucide-react/icons/plus";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { Notice as NoticeData } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import { adminProductsHref, parseAdminProductFilters } from "~/modules/catalog/admin-product-filters";
import { handleProductListAction } from "~/modules/catalog/admin-product-list-action.server";
import { listAdminProducts } from "~/modules/catalog/admin-products.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { loadPricePreview } from "~/modules/catalog/admin-product-bulk.server";
import { previewDraft } from "~/modules/catalog/product-csv.server";
import { AdminProductFiltersForm } from "~/modules/catalog/components/admin-product-filters";
import { AdminProductImport, type ImportResult } from "~/modules/catalog/components/admin-product-import";
import { AdminProductBulkBar } from "~/modules/catalog/components/admin-product-bulk";
import { AdminProductCsv, type CsvResult } from "~/modules/catalog/components/admin-product-csv";
import { AdminProductCsvPreview } from "~/modules/catalog/components/admin-product-csv-preview";
import { AdminProductPricePreview } from "~/modules/catalog/components/admin-product-price-preview";
import { AdminProductTable } from "~/modules/catalog/components/admin-product-table";
import { Pagination } from "~/modules/catalog/components/pagination";
import { IMPORT_FORM } from "~/modules/catalog/product-import";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/products";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = () => [
  { title: "Products · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** The JSON and CSV imports post their files here. */
export const handle: FormHandle = { form: IMPORT_FORM };

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const filters = parseAdminProductFilters(url.searchParams);
  // ?import=<draft> shows a staged CSV file's preview; ?bulk=price&percent=&ids= a price change's.
  const draft = url.searchParams.get("import") ?? "";
  const [list, categories, csvPreview, pricePreview] = await Promise.all([
    listAdminProducts(filters),
    listCategories(),
    UUID.test(draft) ? previewDraft(draft.toLowerCase(), admin.id) : null,
    loadPricePreview(url.searchParams),
  ]);
  // ?delete=<id> asks for a row's confirmation (a link, so it works without JavaScript).
  const confirmDelete = url.searchParams.get("delete") ?? "";
  return {
    filters,
    ...list,
    categories: categories.map(({ id, name }) => ({ id, name })),
    confirmDelete: UUID.test(confirmDelete) ? confirmDelete.toLowerCase() : null,
    csvPreview,
    pricePreview,
    selected: pricePreview && "changes" in pricePreview ? pricePreview.changes.map((change) => change.id) : [],
    percent: (url.searchParams.get("percent") ?? "").slice(0, 5),
  };
}

export const action = ({ request }: Route.ActionArgs) => handleProductListAction(request);

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const {
    filters,
    products,
    total,
    pageCount,
    categories,
    confirmDelete,
    csvPreview,
    pricePreview,
    selected,
    percent,
  } = loaderData;
  const listHref = adminProductsHref(filters);
  const exportHref = adminProductsHref({ ...filters, page: 1 }).replace("/admin/products", "/admin/products.csv");
  const result = actionData as (ImportResult & CsvResult & { notice?: NoticeData }) | undefined;
  const csvResult = result?.csvFailed || result?.csvReport ? result : undefined;
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
      {result?.notice && !result.report && !csvResult && (
        <Notice tone={result.notice.tone} title={result.notice.title}>
          {result.notice.text}
        </Notice>
      )}

      {csvPreview && <AdminProductCsvPreview preview={csvPreview} listHref={listHref} />}
      {pricePreview && <AdminProductPricePreview preview={pricePreview} listHref={listHref} />}

      <AdminProductCsv listHref={listHref} exportHref={exportHref} result={csvResult} />
      <AdminProductImport action={listHref} serverResult={result?.report ? result : undefined} />

      <div className="grid gap-5">
        <AdminProductFiltersForm filters={filters} categories={categories} />
        {products.length > 0 && <AdminProductBulkBar listHref={listHref} filters={filters} percent={percent} />}
        {products.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-12 text-center text-muted">
            {total === 0 && filters.q === "" && filters.category === null && filters.status === "current"
              ? "No products yet. Add one or import a CSV or JSON file."
              : "No products match these filters."}
          </p>
        ) : (
          <AdminProductTable
            products={products}
            total={total}
            listHref={listHref}
            confirmDelete={confirmDelete}
            selected={selected}
          />
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

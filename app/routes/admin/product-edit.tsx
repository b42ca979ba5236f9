import ArrowLeft from "lucide-react/icons/arrow-left";
import ExternalLink from "lucide-react/icons/external-link";
import { data, Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { productValues } from "~/modules/catalog/admin-product.schema";
import { handleProductEdit } from "~/modules/catalog/admin-product-form-action.server";
import { getAdminProduct } from "~/modules/catalog/admin-products.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { AdminProductForm, type ProductFormResult } from "~/modules/catalog/components/admin-product-form";
import { ProductStateBadge } from "~/modules/catalog/components/admin-product-state";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { FormHandle } from "~/utils/form-limits";
import { productPath } from "~/utils/paths";
import type { Route } from "./+types/product-edit";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.product.name ?? "Product"} · Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

/** The form may carry pictures (without JavaScript they are not uploaded first). */
export const handle: FormHandle = { form: ADMIN_UPLOAD_FORM };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = UUID.test(params.id) ? await getAdminProduct(params.id.toLowerCase()) : null;
  if (!product) throw data("Product not found", { status: 404 });
  const categories = await listCategories();
  return { product, categories: categories.map(({ id, name }) => ({ id, name })) };
}

export const action = ({ request, params }: Route.ActionArgs) => handleProductEdit(request, params.id);

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <section aria-labelledby="edit-product-heading" className="mx-auto max-w-3xl">
      <Link
        to="/admin/products"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to products
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 id="edit-product-heading" className="text-3xl font-medium">
          Edit Product
        </h2>
        <ProductStateBadge isActive={product.isActive} archived={product.archivedAt !== null} />
      </div>
      <p className="mt-2 text-muted">
        {product.name}
        {" · "}
        <Link
          to={`/admin/products/${product.id}/variants`}
          className="font-semibold text-walnut underline-offset-4 hover:underline"
        >
          {product.hasOptions ? "Options and variants" : "Add options (fabrics, finishes, sizes)"}
        </Link>
        {" · "}
        <Link
          to={`/admin/terms?product=${product.id}`}
          className="font-semibold text-walnut underline-offset-4 hover:underline"
        >
          Returns and warranty
        </Link>
        {product.isActive && (
          <>
            {" · "}
            <Link
              to={productPath(product.slug)}
              className="inline-flex items-center gap-1 font-semibold text-walnut underline-offset-4 hover:underline"
            >
              View in shop <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </>
        )}
      </p>
      <Card className="mt-6 p-5 sm:p-8">
        <AdminProductForm
          key={product.id}
          mode="edit"
          categories={loaderData.categories}
          initial={productValues(product)}
          serverResult={actionData as ProductFormResult | undefined}
          stockPerVariant={product.hasOptions}
        />
      </Card>
    </section>
  );
}

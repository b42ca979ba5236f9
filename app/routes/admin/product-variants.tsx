import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { handleVariantEditorAction, loadVariantEditor } from "~/modules/catalog/admin-variants.server";
import { VariantEditorForm } from "~/modules/catalog/components/admin-variant-editor";
import type { VariantEditorResult } from "~/modules/catalog/variant-editor-form";
import { productPath } from "~/utils/paths";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/product-variants";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Variants of ${loaderData?.product.name ?? "Product"} · Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** /admin/products/:id/variants: a product's options (Fabric, Finish, Size) and the variants it sells. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return data(await loadVariantEditor(request, params.id), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request, params }: Route.ActionArgs) => handleVariantEditorAction(request, params.id);

export default function AdminProductVariants({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <section aria-labelledby="product-variants-heading" className="mx-auto grid max-w-6xl gap-6">
      <div>
        <Link
          to={`/admin/products/${product.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to {product.name}
        </Link>
        <h2 id="product-variants-heading" className="mt-4 text-3xl font-medium">
          Options and variants
        </h2>
        <p className="mt-2 text-muted">
          {product.name}
          {product.isActive && (
            <>
              {" · "}
              <Link
                to={productPath(product.slug)}
                className="font-semibold text-walnut underline-offset-4 hover:underline"
              >
                View in shop
              </Link>
            </>
          )}
        </p>
      </div>
      <VariantEditorForm
        saved={loaderData.editor}
        basePrice={product.price}
        pictures={product.images}
        outcome={actionData as VariantEditorResult | undefined}
      />
    </section>
  );
}

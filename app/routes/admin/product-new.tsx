import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { productValues } from "~/modules/catalog/admin-product.schema";
import { handleProductNew } from "~/modules/catalog/admin-product-form-action.server";
import { listCategories } from "~/modules/catalog/catalog.server";
import { AdminProductForm, type ProductFormResult } from "~/modules/catalog/components/admin-product-form";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/product-new";

export const meta: Route.MetaFunction = () => [
  { title: "Add Product · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** The form may carry pictures (without JavaScript they are not uploaded first). */
export const handle: FormHandle = { form: ADMIN_UPLOAD_FORM };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await listCategories();
  // ?category=<id> preselects it (the Home Decor tab's 'Add décor item' comes this way).
  const asked = new URL(request.url).searchParams.get("category");
  const preselected = categories.find((category) => category.id === asked)?.id ?? "";
  return { categories: categories.map(({ id, name }) => ({ id, name })), preselected };
}

export const action = ({ request }: Route.ActionArgs) => handleProductNew(request);

export default function AdminProductNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-product-heading" className="mx-auto max-w-3xl">
      <Link
        to="/admin/products"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to products
      </Link>
      <h2 id="new-product-heading" className="mt-4 text-3xl font-medium">
        Add New Product
      </h2>
      <p className="mt-2 text-muted">New products are active and appear in the catalogue at once.</p>
      <Card className="mt-6 p-5 sm:p-8">
        <AdminProductForm
          mode="add"
          categories={loaderData.categories}
          initial={{ ...productValues(), categoryId: loaderData.preselected }}
          serverResult={actionData as ProductFormResult | undefined}
        />
      </Card>
    </section>
  );
}

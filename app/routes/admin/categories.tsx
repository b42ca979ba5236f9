import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminDeleteDialog } from "~/components/admin/admin-delete-dialog";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listAdminCategories, productsInUseMessage } from "~/modules/catalog/admin-categories.server";
import { handleCategoryAction } from "~/modules/catalog/admin-category-action.server";
import { AdminCategoryForm } from "~/modules/catalog/components/admin-category-form";
import { AdminCategoryList } from "~/modules/catalog/components/admin-category-list";
import type { Route } from "./+types/categories";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = () => [
  { title: "Categories · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/categories: the add form and the list; ?delete=<id> opens the confirmation. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await listAdminCategories();
  const deleteId = new URL(request.url).searchParams.get("delete");
  const pending = categories.find((category) => category.id === deleteId) ?? null;
  return data(
    {
      categories: categories.map(({ id, name, slug, productCount }) => ({ id, name, slug, productCount })),
      pending: pending && {
        id: pending.id,
        name: pending.name,
        refusal: pending.productCount > 0 ? productsInUseMessage(pending.productCount) : undefined,
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: Route.ActionArgs) => handleCategoryAction(request);

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, pending } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <div className="grid gap-6">
      <AdminActionNotice result={outcome} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <AdminPanel title="Add Category">
          <AdminCategoryForm outcome={outcome} />
        </AdminPanel>
        <AdminPanel
          title="Categories"
          action={<p className="text-sm text-muted">{categories.length.toLocaleString("en-US")} in the shop</p>}
        >
          <AdminCategoryList categories={categories} />
        </AdminPanel>
      </div>
      {pending && (
        <AdminDeleteDialog
          key={pending.id}
          title="Delete category?"
          id={pending.id}
          closeHref="/admin/categories"
          confirmLabel="Delete Category"
          refusal={pending.refusal}
          outcome={outcome}
        >
          <p>
            <strong className="font-semibold">{pending.name}</strong> will be removed from the shop, with its page under
            /furniture. This cannot be undone.
          </p>
        </AdminDeleteDialog>
      )}
    </div>
  );
}

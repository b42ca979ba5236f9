import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { DECOR_MISSING } from "~/modules/catalog/admin-decor.schema";
import { handleDecorAction } from "~/modules/catalog/admin-decor-action.server";
import { getDecorCategory, listDecorProducts } from "~/modules/catalog/admin-decor.server";
import { AdminDecorForm } from "~/modules/catalog/components/admin-decor-form";
import { AdminDecorList } from "~/modules/catalog/components/admin-decor-list";
import type { Route } from "./+types/decor";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = () => [
  { title: "Home Decor · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/decor: the products of the category whose slug is 'decor' (DECISIONS.md), and a form to add one. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [category, products] = await Promise.all([getDecorCategory(), listDecorProducts()]);
  return data({ category, products }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => handleDecorAction(request);

export default function AdminDecor({ loaderData, actionData }: Route.ComponentProps) {
  const { category, products } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <div className="grid gap-6">
      <AdminActionNotice result={outcome} />
      {!category && (
        <Notice tone="error" title="No décor category">
          <p>{DECOR_MISSING}</p>
          <ButtonLink to="/admin/categories" variant="outline" size="sm" className="mt-3">
            Go to Categories
          </ButtonLink>
        </Notice>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <AdminPanel
          title="Add Décor Item"
          description={category ? <>Added to {category.name} and shown on /home-decor.</> : undefined}
        >
          <AdminDecorForm outcome={outcome} disabled={!category} />
        </AdminPanel>
        <AdminPanel
          title="Décor Items"
          action={<p className="text-sm text-muted">{products.length.toLocaleString("en-US")} products</p>}
        >
          <AdminDecorList products={products} />
        </AdminPanel>
      </div>
    </div>
  );
}

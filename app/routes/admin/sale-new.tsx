import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listScopeCategories } from "~/modules/discounts/admin-discount.server";
import { handleSaleNew } from "~/modules/sales/admin-sale-action.server";
import type { SaleActionResult } from "~/modules/sales/admin-sale-result";
import { newSaleValues } from "~/modules/sales/admin-sale-values";
import { AdminSaleForm } from "~/modules/sales/components/admin-sale-form";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/sale-new";

export const meta: Route.MetaFunction = () => [
  { title: "New sale · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/sales/new: the form, its start set to now (Pakistan time). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await listScopeCategories();
  return data({ categories, values: newSaleValues(new Date()) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** POST: adds the sale (admins only, audited), then shows it in the list. */
export const action = ({ request }: Route.ActionArgs) => handleSaleNew(request);

export default function AdminSaleNew({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SaleActionResult | undefined;
  return (
    <section aria-labelledby="new-sale-heading" className="mx-auto max-w-3xl">
      <Link
        to="/admin/sales"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All sales
      </Link>
      <h2 id="new-sale-heading" className="mt-4 font-display text-3xl font-medium">
        New sale
      </h2>
      <p className="mt-2 text-muted">
        Its pieces show the reduced price, with the price before it, from its start to its end. Sales never add up: a
        piece in two sales gets the lower price.
      </p>
      <Card className="mt-6 p-5 sm:p-8">
        <AdminSaleForm
          mode="new"
          values={result?.values ?? loaderData.values}
          errors={result?.errors ?? {}}
          categories={loaderData.categories}
        />
      </Card>
    </section>
  );
}

import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { handleDiscountNew } from "~/modules/discounts/admin-discount-action.server";
import type { DiscountActionResult } from "~/modules/discounts/admin-discount-result";
import { newDiscountValues } from "~/modules/discounts/admin-discount-values";
import { listScopeCategories } from "~/modules/discounts/admin-discount.server";
import { AdminDiscountForm } from "~/modules/discounts/components/admin-discount-form";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/discount-new";

export const meta: Route.MetaFunction = () => [
  { title: "New discount code · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/discounts/new: the form, its start set to now (Pakistan time). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const categories = await listScopeCategories();
  return data(
    { categories, values: newDiscountValues(new Date()) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST: adds the code (admins only, audited), then shows it in the list. */
export const action = ({ request }: Route.ActionArgs) => handleDiscountNew(request);

export default function AdminDiscountNew({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as DiscountActionResult | undefined;
  return (
    <section aria-labelledby="new-discount-heading" className="mx-auto max-w-3xl">
      <Link
        to="/admin/discounts"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All codes
      </Link>
      <h2 id="new-discount-heading" className="mt-4 font-display text-3xl font-medium">
        New discount code
      </h2>
      <p className="mt-2 text-muted">
        Buyers type it in the cart or at checkout. One code per order; it runs from its start to its end.
      </p>
      <Card className="mt-6 p-5 sm:p-8">
        <AdminDiscountForm
          mode="new"
          values={result?.values ?? loaderData.values}
          errors={result?.errors ?? {}}
          categories={loaderData.categories}
        />
      </Card>
    </section>
  );
}

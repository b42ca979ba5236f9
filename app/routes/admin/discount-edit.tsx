import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { discountIdOf, handleDiscountEdit } from "~/modules/discounts/admin-discount-action.server";
import type { DiscountActionResult } from "~/modules/discounts/admin-discount-result";
import {
  discountGives,
  discountMinimum,
  discountScope,
  discountSummary,
} from "~/modules/discounts/admin-discount-state";
import { storedDiscountValues } from "~/modules/discounts/admin-discount-values";
import { getAdminDiscount, listDiscountOrders, listScopeCategories } from "~/modules/discounts/admin-discount.server";
import { DiscountStateBadge } from "~/modules/discounts/components/admin-discount-badge";
import { AdminDiscountControls } from "~/modules/discounts/components/admin-discount-controls";
import { AdminDiscountForm } from "~/modules/discounts/components/admin-discount-form";
import { DiscountFigures, discountWindow } from "~/modules/discounts/components/admin-discount-list";
import { AdminDiscountLockedForm } from "~/modules/discounts/components/admin-discount-locked-form";
import { AdminDiscountOrders } from "~/modules/discounts/components/admin-discount-orders";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/discount-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.code.code ?? "Discount code"} · Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/discounts/:id?page=: the code, its buttons, its form (locked once used) and its orders. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = discountIdOf(params.id);
  const found = await getAdminDiscount(id);
  if (!found) throw data("Discount code not found", { status: 404 });
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const [orders, categories] = await Promise.all([
    listDiscountOrders(id, page),
    found.used ? [] : listScopeCategories(),
  ]);
  const { code, scopeCategories, scopeProducts } = found;
  const names = code.scope === "categories" ? scopeCategories : code.scope === "products" ? scopeProducts : [];
  return data(
    {
      code,
      state: found.state,
      used: found.used,
      figures: found.figures,
      appliesTo: names.length > 0 ? names.map((item) => item.name).join(", ") : discountScope(code),
      values: storedDiscountValues(
        code,
        scopeProducts.map((product) => product.slug),
      ),
      categories,
      orders,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST: 'save', 'pause', 'resume' or 'end' (admins only, audited, safe to repeat). */
export const action = ({ request, params }: Route.ActionArgs) => handleDiscountEdit(request, params.id);

export default function AdminDiscountEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { code, state, used, figures, appliesTo, values, categories, orders } = loaderData;
  const result = actionData as DiscountActionResult | undefined;
  const refused = result?.intent === "save" ? result : undefined;
  // A new form after each save, so that it shows what was stored (the code in capitals).
  const formKey = String(code.updatedAt);
  return (
    <section aria-labelledby="discount-heading" className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <Link
        to="/admin/discounts"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All codes
      </Link>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="discount-heading" className="font-display text-3xl font-medium tracking-wide break-all">
            {code.code}
          </h2>
          <DiscountStateBadge state={state} />
        </div>
        <p className="text-espresso">
          {discountSummary(discountGives(code), discountMinimum(code.minSubtotal), appliesTo)}
        </p>
        <p className="text-sm text-muted">{discountWindow(code.startsAt, code.endsAt)} (Pakistan time)</p>
      </div>
      {/* A refused save says what to fix above its form (the error summary); the buttons' answers show here. */}
      <AdminActionNotice result={result && !refused?.errors ? { ...result, values: undefined } : undefined} />
      <Card className="grid gap-5 p-5 sm:p-6">
        <DiscountFigures {...figures} usageLimit={code.usageLimit} />
        <div className="border-t border-line pt-5">
          <AdminDiscountControls code={code.code} state={state} paused={code.pausedAt !== null} />
        </div>
      </Card>
      <AdminPanel title={used ? "End and limit" : "Settings"}>
        {used ? (
          <AdminDiscountLockedForm
            key={formKey}
            code={code.code}
            orders={figures.orders}
            settings={{ ...code, appliesTo }}
            values={refused?.values ?? values}
            errors={refused?.errors ?? {}}
          />
        ) : (
          <AdminDiscountForm
            key={formKey}
            mode="edit"
            values={refused?.values ?? values}
            errors={refused?.errors ?? {}}
            categories={categories}
          />
        )}
      </AdminPanel>
      <AdminPanel
        title="Orders with this code"
        action={<p className="text-sm text-muted">{orders.total.toLocaleString("en-US")} in all</p>}
      >
        <AdminDiscountOrders orders={orders.orders} />
        <Pagination
          page={orders.page}
          pageCount={orders.pageCount}
          hrefFor={(next) => `/admin/discounts/${code.id}?page=${next}`}
        />
      </AdminPanel>
    </section>
  );
}

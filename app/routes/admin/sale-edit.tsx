import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import { AdminActionNotice, AdminPanel } from "~/components/admin/admin-panel";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/modules/accounts/session.server";
import { discountGives, discountSummary } from "~/modules/discounts/admin-discount-state";
import { listScopeCategories } from "~/modules/discounts/admin-discount.server";
import { DiscountStateBadge } from "~/modules/discounts/components/admin-discount-badge";
import { discountWindow } from "~/modules/discounts/components/admin-discount-list";
import { handleSaleEdit, saleIdOf } from "~/modules/sales/admin-sale-action.server";
import type { SaleActionResult } from "~/modules/sales/admin-sale-result";
import { salePieces } from "~/modules/sales/admin-sale-summary";
import { storedSaleValues } from "~/modules/sales/admin-sale-values";
import { getAdminSale, listSaleOverlaps } from "~/modules/sales/admin-sale.server";
import { AdminRunControls } from "~/modules/sales/components/admin-run-controls";
import { AdminSaleForm } from "~/modules/sales/components/admin-sale-form";
import { SaleFigures } from "~/modules/sales/components/admin-sale-list";
import { AdminSaleLockedForm } from "~/modules/sales/components/admin-sale-locked-form";
import { AdminSaleOverlaps } from "~/modules/sales/components/admin-sale-overlaps";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/sale-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.sale.name ?? "Sale"} · Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/sales/:id: the sale, its buttons, the sales it overlaps, and its form (locked once sold). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = saleIdOf(params.id);
  const found = await getAdminSale(id);
  if (!found) throw data("Sale not found", { status: 404 });
  const [overlaps, categories] = await Promise.all([listSaleOverlaps(id), found.used ? [] : listScopeCategories()]);
  const { sale, saleCategories, saleProducts, skus } = found;
  const names = [...saleCategories.map((item) => item.name), ...saleProducts.map((item) => item.name), ...skus];
  return data(
    {
      sale,
      state: found.state,
      used: found.used,
      figures: found.figures,
      reduces: names.length > 0 ? names.join(", ") : salePieces(sale),
      values: storedSaleValues(
        sale,
        saleProducts.map((product) => product.slug),
        skus,
      ),
      categories,
      overlaps,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST: 'save', 'pause', 'resume' or 'end' (admins only, audited, safe to repeat). */
export const action = ({ request, params }: Route.ActionArgs) => handleSaleEdit(request, params.id);

export default function AdminSaleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { sale, state, used, figures, reduces, values, categories, overlaps } = loaderData;
  const result = actionData as SaleActionResult | undefined;
  const refused = result?.intent === "save" ? result : undefined;
  // A new form after each save, so that it shows what was stored.
  const formKey = String(sale.updatedAt);
  const subject = `“${sale.name}”`;
  return (
    <section aria-labelledby="sale-heading" className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <Link
        to="/admin/sales"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-walnut hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All sales
      </Link>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="sale-heading" className="font-display text-3xl font-medium break-words">
            {sale.name}
          </h2>
          <DiscountStateBadge state={state} />
        </div>
        <p className="text-espresso">{discountSummary(discountGives(sale), reduces)}</p>
        <p className="text-sm text-muted">{discountWindow(sale.startsAt, sale.endsAt)} (Pakistan time)</p>
      </div>
      {/* A refused save says what to fix above its form (the error summary); the buttons' answers show here. */}
      <AdminActionNotice result={result && !refused?.errors ? { ...result, values: undefined } : undefined} />
      <AdminSaleOverlaps overlaps={overlaps} />
      <Card className="grid gap-5 p-5 sm:p-6">
        <SaleFigures {...figures} />
        <div className="border-t border-line pt-5">
          <AdminRunControls
            state={state}
            paused={sale.pausedAt !== null}
            testId="sale-controls"
            texts={{
              subject,
              ended: `${subject} has ended: its pieces are at their regular prices. To run it again, give it a later end below.`,
              endBeforeStart: `${subject} has not started: ending it now means it never runs.`,
              endWhileRunning: `Its pieces go back to their regular prices at once; the orders placed under it keep theirs.`,
            }}
          />
        </div>
      </Card>
      <AdminPanel title={used ? "End" : "Settings"}>
        {used ? (
          <AdminSaleLockedForm
            key={formKey}
            settings={{ ...sale, reduces }}
            endsAt={refused?.values?.endsAt ?? values.endsAt}
            errors={refused?.errors ?? {}}
          />
        ) : (
          <AdminSaleForm
            key={formKey}
            mode="edit"
            values={refused?.values ?? values}
            errors={refused?.errors ?? {}}
            categories={categories}
          />
        )}
      </AdminPanel>
    </section>
  );
}

import BadgePercent from "lucide-react/icons/badge-percent";
import Plus from "lucide-react/icons/plus";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { DISCOUNT_STATE_LABELS, parseDiscountState } from "~/modules/discounts/admin-discount-state";
import { saleIdOrNull } from "~/modules/sales/admin-sale-action.server";
import { listSaleOverlaps, saleName } from "~/modules/sales/admin-sale.server";
import { listAdminSales } from "~/modules/sales/admin-sales.server";
import { AdminSaleList, SaleStateTabs } from "~/modules/sales/components/admin-sale-list";
import { AdminSaleOverlaps } from "~/modules/sales/components/admin-sale-overlaps";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/sales";

export const meta: Route.MetaFunction = () => [
  { title: "Sales · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** The sale just added (?created=ID): its name and the sales it overlaps; null for no such sale. */
async function createdSale(id: string | null) {
  const name = id ? await saleName(id) : null;
  return id && name ? { name, overlaps: await listSaleOverlaps(id) } : null;
}

/** GET /admin/sales?status=&page=: every sale, newest first; ?created=ID after one is added. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const state = parseDiscountState(params.get("status"));
  const [list, created] = await Promise.all([
    listAdminSales({ state, page: Number(params.get("page")) || 1 }),
    createdSale(saleIdOrNull(params.get("created"))),
  ]);
  return data({ ...list, state, created }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminSales({ loaderData }: Route.ComponentProps) {
  const { sales, counts, state, page, pageCount, total, created } = loaderData;
  const newSale = (
    <ButtonLink to="/admin/sales/new">
      <Plus className="size-4" aria-hidden="true" /> New sale
    </ButtonLink>
  );
  return (
    <section aria-labelledby="sales-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sales-heading" className="font-display text-3xl font-medium">
            Sales
          </h2>
          <p className="mt-1 text-muted">Reduced prices on the pieces you choose, from a start to an end.</p>
        </div>
        {counts.all > 0 && newSale}
      </div>
      {created && (
        <div className="grid gap-3">
          <Notice tone="success" title="Success">
            Sale “{created.name}” added.
          </Notice>
          <AdminSaleOverlaps overlaps={created.overlaps} />
        </div>
      )}
      <SaleStateTabs current={state} counts={counts} />
      {sales.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <BadgePercent className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">
            {state ? `No ${DISCOUNT_STATE_LABELS[state].toLowerCase()} sales` : "No sales yet"}
          </p>
          <p className="mt-2 text-muted">
            A sale takes a percent or an amount off some categories, products or variants, for the days you choose.
          </p>
          {counts.all === 0 && <div className="mt-6">{newSale}</div>}
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? "1 sale" : `${total.toLocaleString("en-US")} sales`}
            {pageCount > 1 && `, page ${page} of ${pageCount}`}
          </p>
          <AdminSaleList sales={sales} />
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) =>
          `/admin/sales?${new URLSearchParams({ ...(state && { status: state }), page: String(next) })}`
        }
      />
    </section>
  );
}

import Plus from "lucide-react/icons/plus";
import TicketPercent from "lucide-react/icons/ticket-percent";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { DISCOUNT_STATE_LABELS, parseDiscountState } from "~/modules/discounts/admin-discount-state";
import { discountCodeExists, listAdminDiscounts } from "~/modules/discounts/admin-discounts.server";
import { AdminDiscountList, DiscountStateTabs } from "~/modules/discounts/components/admin-discount-list";
import { normaliseCode } from "~/modules/discounts/discount-rules";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/discounts";

export const meta: Route.MetaFunction = () => [
  { title: "Discount codes · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/discounts?status=&page=: every code, newest first; ?created=CODE after one is added. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const state = parseDiscountState(params.get("status"));
  const created = normaliseCode(params.get("created") ?? "");
  const [list, createdExists] = await Promise.all([
    listAdminDiscounts({ state, page: Number(params.get("page")) || 1 }),
    created ? discountCodeExists(created) : false,
  ]);
  return data(
    { ...list, state, created: createdExists ? created : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminDiscounts({ loaderData }: Route.ComponentProps) {
  const { codes, counts, state, page, pageCount, total, created } = loaderData;
  return (
    <section aria-labelledby="discounts-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="discounts-heading" className="font-display text-3xl font-medium">
            Discount codes
          </h2>
          <p className="mt-1 text-muted">One code per order; a cancelled order gives its use back.</p>
        </div>
        {counts.all > 0 && (
          <ButtonLink to="/admin/discounts/new">
            <Plus className="size-4" aria-hidden="true" /> New code
          </ButtonLink>
        )}
      </div>
      {created && (
        <Notice tone="success" title="Success">
          Code {created} added.
        </Notice>
      )}
      <DiscountStateTabs current={state} counts={counts} />
      {codes.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <TicketPercent className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">
            {state ? `No ${DISCOUNT_STATE_LABELS[state].toLowerCase()} codes` : "No discount codes yet"}
          </p>
          <p className="mt-2 text-muted">
            A code gives a percent, an amount or free delivery, for the dates and the orders you choose.
          </p>
          {counts.all === 0 && (
            <ButtonLink to="/admin/discounts/new" className="mt-6">
              <Plus className="size-4" aria-hidden="true" /> New code
            </ButtonLink>
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? "1 code" : `${total.toLocaleString("en-US")} codes`}
            {pageCount > 1 && `, page ${page} of ${pageCount}`}
          </p>
          <AdminDiscountList codes={codes} />
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) =>
          `/admin/discounts?${new URLSearchParams({ ...(state && { status: state }), page: String(next) })}`
        }
      />
    </section>
  );
}

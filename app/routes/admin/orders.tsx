import { data } from "react-router";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { AdminUndeliveredMail } from "~/modules/mail/components/admin-undelivered-mail";
import { listUndeliveredMail } from "~/modules/mail/undelivered.server";
import { adminOrdersHref } from "~/modules/orders/admin-order-links";
import { handleAdminOrderAction } from "~/modules/orders/admin-order-action.server";
import { parseAdminOrderFilters } from "~/modules/orders/admin-orders.schema";
import { getAdminOrderDetails } from "~/modules/orders/admin-order-details.server";
import { listAdminOrders, workListCounts } from "~/modules/orders/admin-orders.server";
import { AdminOrderWorkLists } from "~/modules/orders/components/admin-order-work-lists";
import { AdminOrderDetailsDialog } from "~/modules/orders/components/admin-order-details";
import { AdminOrderFilterBar } from "~/modules/orders/components/admin-order-filters";
import { AdminOrderSummary } from "~/modules/orders/components/admin-order-summary";
import { AdminOrderTable } from "~/modules/orders/components/admin-order-table";
import { orderSummary } from "~/modules/orders/order-summary.server";
import type { Route } from "./+types/orders";
import { SetupChecklist } from "~/modules/admin/components/setup-checklist";
import { loadSetupChecklist } from "~/modules/admin/setup-checklist.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";

/**
 * /admin (the dashboard opens here): the summary, then the orders, newest
 * first. Search, status, page and the open order are all in the URL.
 */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { order, ...filters } = parseAdminOrderFilters(new URL(request.url).searchParams);
  const [summary, list, counts, details, undelivered, setup] = await Promise.all([
    orderSummary(),
    listAdminOrders(filters),
    workListCounts(filters),
    order ? getAdminOrderDetails(order) : null,
    listUndeliveredMail(),
    loadSetupChecklist(admin),
  ]);
  return data(
    {
      summary,
      list,
      counts,
      filters: { ...filters, page: list.page },
      details,
      missingOrder: Boolean(order && !details),
      undelivered,
      setup,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: Route.ActionArgs) => handleAdminOrderAction(request);

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, list, filters, details } = loaderData;
  const filtered =
    filters.q !== "" || filters.status !== "all" || filters.confirmed !== "any" || filters.list !== "all";
  return (
    // On a phone the folded setup and summary lines sit close above the orders.
    <div className="grid grid-cols-1 gap-3 lg:gap-8">
      {/* Where the button was: the block itself is gone once its mails are queued again. */}
      {actionData && "about" in actionData && (
        <Notice tone={actionData.notice.tone} title={actionData.notice.title}>
          {actionData.notice.text}
        </Notice>
      )}
      <SetupChecklist steps={loaderData.setup} />
      <AdminUndeliveredMail {...loaderData.undelivered} />
      <AdminOrderSummary summary={summary} />

      <section aria-labelledby="orders-heading" className="mt-3 grid grid-cols-1 gap-5 lg:mt-0">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="orders-heading" className="text-2xl font-medium sm:text-3xl">
            Orders
          </h2>
          <p className="text-sm text-muted">
            {list.total === 0
              ? "No orders"
              : `${list.total.toLocaleString("en-US")} ${filtered ? "matching " : ""}order${list.total === 1 ? "" : "s"}` +
                (list.pageCount > 1 ? ` · page ${list.page} of ${list.pageCount}` : "")}
          </p>
        </div>

        {/* Without JavaScript the status and payment forms post here, and their notice shows on this page. */}
        {actionData?.notice && !details && !("about" in actionData) && (
          <Notice tone={actionData.notice.tone} title={actionData.notice.title}>
            {actionData.notice.text}
          </Notice>
        )}
        {loaderData.missingOrder && <Notice tone="error">Order not found.</Notice>}

        <AdminOrderWorkLists filters={filters} counts={loaderData.counts} />
        <AdminOrderFilterBar filters={filters} />

        {list.orders.length > 0 ? (
          <AdminOrderTable orders={list.orders} filters={filters} />
        ) : (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-12 text-center text-muted">
            {filtered ? "No orders match this search." : "No orders yet."}
          </p>
        )}

        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefFor={(page) => adminOrdersHref(filters, { page })}
        />
      </section>

      {details && (
        <AdminOrderDetailsDialog
          key={details.id}
          order={details}
          closeHref={adminOrdersHref(filters)}
          notice={actionData?.notice}
        />
      )}
    </div>
  );
}

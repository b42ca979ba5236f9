import { requireAdmin } from "~/modules/accounts/session.server";
import { parseAdminOrderFilters } from "~/modules/orders/admin-orders.schema";
import { ordersCsvFilename } from "~/modules/orders/orders-csv";
import { streamOrdersCsv } from "~/modules/orders/orders-csv.server";
import type { Route } from "./+types/admin-orders-csv";

/**
 * GET /admin/orders.csv?list=&q=&status=&confirmed=: the orders the tab shows for the same
 * filters (all pages), streamed as they are read, so a large export starts
 * at once and never sits whole in memory.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  const { q, status, list, confirmed } = parseAdminOrderFilters(new URL(request.url).searchParams);
  return new Response(streamOrdersCsv({ q, status, list, confirmed }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ordersCsvFilename()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import { requireAdmin } from "~/modules/accounts/session.server";
import { orderEventStream } from "~/modules/admin/order-event-stream.server";
import type { Route } from "./+types/admin-events";

/**
 * GET /admin/events: server-sent events for open dashboards, which reload
 * their data on each `orders` event (DECISIONS: the admin updates live).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { api: true });
  return orderEventStream(request.signal);
}

import { data, redirect } from "react-router";
import { orderCustomerOf } from "./orders.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { clientAddress } from "~/utils/client-address";
import { trackingStatus, trackOrder } from "./tracking.server";
import { readForm } from "~/utils/form.server";

/**
 * POST /track-order: the form's lookup, so a typed e-mail or phone never lands
 * in the address bar; without one it redirects to the GET address instead.
 */
export async function handleTrackOrder(request: Request) {
  const form = await readForm(request);
  const order = String(form.get("order") ?? "");
  const contact = String(form.get("contact") ?? "").trim();
  if (!contact) throw redirect(`/track-order?${new URLSearchParams({ order })}`);
  return trackOrderAnswer(request, order, contact);
}

/** One lookup (the page's GET and the form's POST), answered with its status and never cached. */
export async function trackOrderAnswer(request: Request, order: string | null, contact: string | null) {
  const result = await trackOrder({
    order,
    contact,
    client: clientAddress(request),
    viewer: async () => {
      const user = await getSessionUser(request);
      return { customer: orderCustomerOf(user), isAdmin: user?.isAdmin ?? false };
    },
  });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (result.state === "rate-limited") headers.set("Retry-After", String(result.retryAfterSeconds));
  return data(result, { status: trackingStatus[result.state], headers });
}

import { Container } from "~/components/ui/container";
import { handleCancelPage, loadCancelPage } from "~/modules/consultations/cancel-page.server";
import { CancelBookingCard } from "~/modules/consultations/components/cancel-booking-card";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/consultation-cancel";
import { loaderAndActionHeaders } from "~/utils/route-headers";

/** The customer's cancel link from the booking mail: a GET shows the booking, only the POST cancels. */
export const loader = ({ request, params }: Route.LoaderArgs) => loadCancelPage(request, params.number);

export const action = ({ request, params }: Route.ActionArgs) => handleCancelPage(request, params.number);

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Cancel your consultation",
    description: "Cancel a design consultation booked with us.",
    path: `/consultations/${(params.number ?? "").toUpperCase()}/cancel`,
    noindex: true,
  });

export default function ConsultationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { phone } = useShopSettings();
  const shown = actionData ?? loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <CancelBookingCard state={shown.state} booking={shown.booking} cancelKey={loaderData.key} phone={phone} />
    </Container>
  );
}

import type { ShouldRevalidateFunction } from "react-router";
import { Container } from "~/components/ui/container";
import { handleCancelPage, loadCancelPage } from "~/modules/consultations/cancel-page.server";
import { CancelBookingCard } from "~/modules/consultations/components/cancel-booking-card";
import type { LinkPageAnswer } from "~/modules/consultations/customer-move.server";
import { useShopPhones } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/consultation-cancel";
import { loaderAndActionHeaders } from "~/utils/route-headers";

/**
 * The customer's private link from the booking's mails: a GET shows the booking, the free times
 * it may move to and a cancel button; only a POST moves (intent=move) or cancels it.
 */
export const loader = ({ request, params }: Route.LoaderArgs) => loadCancelPage(request, params.number);

export const action = ({ request, params }: Route.ActionArgs) => handleCancelPage(request, params.number);

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

/** A refused move (409: the time was just taken) must list the times again without it: 4xx answers skip the reload unless told. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Move or cancel your consultation",
    description: "Move a design consultation booked with us to another time, or cancel it.",
    path: `/consultations/${(params.number ?? "").toUpperCase()}/cancel`,
    noindex: true,
  });

export default function ConsultationCancel({ loaderData, actionData }: Route.ComponentProps) {
  const printed = useShopPhones();
  const answer = actionData as LinkPageAnswer | undefined;
  // A refused move leaves the booking open: the page as it now stands, with the reason.
  const shown = answer && answer.state !== "open" ? answer : loaderData;
  return (
    <Container className="py-14 sm:py-20">
      <CancelBookingCard
        state={shown.state}
        booking={shown.booking}
        cancelKey={loaderData.key}
        move={loaderData.move}
        refusal={answer?.state === "open" ? answer.notice : undefined}
        phone={printed.phone}
      />
    </Container>
  );
}

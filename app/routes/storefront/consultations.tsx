import type { ShouldRevalidateFunction } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { Container } from "~/components/ui/container";
import { handleBooking } from "~/modules/consultations/booking-action.server";
import type { BookingFormResult } from "~/modules/consultations/booking-notices";
import { loadBookingPage } from "~/modules/consultations/booking-page.server";
import { BookingAside } from "~/modules/consultations/components/booking-aside";
import { BookingConfirmation } from "~/modules/consultations/components/booking-confirmation";
import { BookingForm } from "~/modules/consultations/components/booking-form";
import { useShopPhones, useShopSettings } from "~/modules/settings/use-shop-settings";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Book a Consultation",
    description:
      "Book a design consultation in Lahore: at our showroom, at your home, or on a video call. Choose a free time in the next three weeks and get a calendar invitation by e-mail.",
    path: "/consultations",
  });

/** GET /consultations[?day=][&type=]: the next three weeks' free times; a Retry-After on a refusal reaches the client. */
export const headers = loaderAndActionHeaders;

export const loader = ({ request }: Route.LoaderArgs) => loadBookingPage(request);

export const action = ({ request }: Route.ActionArgs) => handleBooking(request);

/**
 * A refused booking (409: the time was just taken) must show the day's times again without it:
 * React Router skips reloading after a 4xx unless told to.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" || defaultShouldRevalidate;

export default function Consultations({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useShopSettings();
  const printed = useShopPhones();
  const result = actionData as BookingFormResult | undefined;
  const { line1, city } = settings.address;
  return (
    <>
      <PageHero
        eyebrow="Design consultation"
        title="Book a Consultation"
        lead="Meet one of our designers at the showroom, at your home in Lahore, or on a video call. Pick a free time below: we confirm by e-mail at once."
      />
      <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,2fr)] lg:gap-14">
        <div className="min-w-0 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8">
          {result?.ok && result.booked ? (
            <BookingConfirmation booked={result.booked} phone={printed.phone} />
          ) : (
            <BookingForm page={loaderData} result={result} />
          )}
        </div>
        <BookingAside phone={printed.phone} showroom={`${line1}, ${city}`} />
      </Container>
    </>
  );
}

import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { ButtonLink } from "~/components/ui/button";
import { telHref } from "~/utils/contact-links";
import type { BookedSummary } from "../booking-notices";
import { kindLabels } from "../consultation-kinds";
import { kindFeeText } from "~/modules/settings/consultation-fees";
import { useShopSettings } from "~/modules/settings/use-shop-settings";

/** What the customer sees once the booking is stored: its number, time and place, and where the mail went. */
export function BookingConfirmation({ booked, phone }: { booked: BookedSummary; phone: string }) {
  const { consultationFees } = useShopSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page does not reload: take the reader to the answer.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "center" });
  }, [booked.number]);
  return (
    <div className="text-center">
      <CircleCheck className="mx-auto size-12 text-sage" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-medium focus:outline-none">
        Your consultation is booked
      </h2>
      <p className="mt-2 text-muted">
        Booking number <strong className="font-semibold text-espresso">#{booked.number}</strong>
      </p>
      <dl className="mx-auto mt-8 grid max-w-md gap-4 rounded-xl bg-cream p-5 text-left">
        <div>
          <dt className="text-xs font-bold tracking-wider text-muted uppercase">When</dt>
          <dd className="mt-0.5 text-lg font-semibold text-espresso">{booked.when}</dd>
          <dd className="text-sm text-muted">Lahore time</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wider text-muted uppercase">How</dt>
          <dd className="mt-0.5 font-medium text-espresso">{kindLabels[booked.kind]}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wider text-muted uppercase">Price</dt>
          <dd className="mt-0.5 font-medium text-espresso">{kindFeeText(consultationFees, booked.kind)}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold tracking-wider text-muted uppercase">Where</dt>
          <dd className="mt-0.5 font-medium break-words text-espresso">{booked.place}</dd>
        </div>
      </dl>
      <p className="mx-auto mt-8 max-w-md leading-relaxed">
        We sent a calendar invitation to <strong className="font-semibold break-all">{booked.email}</strong>. To move or
        cancel it, use the link in that e-mail or call us on{" "}
        <a href={telHref(phone)} className="font-semibold text-walnut underline underline-offset-4">
          {phone}
        </a>
        .
      </p>
      <ButtonLink to="/" variant="outline" className="mt-8">
        Back to the shop
      </ButtonLink>
    </div>
  );
}

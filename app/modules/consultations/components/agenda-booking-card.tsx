import CalendarClock from "lucide-react/icons/calendar-clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { telHref } from "~/utils/contact-links";
import type { AgendaBooking, MoveChoices } from "../admin-agenda.server";
import { agendaSearch, MoveBookingForm } from "./move-booking-form";
import { ShopCancelForm } from "./shop-cancel-form";

const contactLink = "inline-flex items-center gap-1.5 font-medium text-walnut underline-offset-4 hover:underline";
const kindTones = { showroom: "brass", home: "walnut", video: "neutral" } as const;

/** One booking in the agenda: when, how, who (with links to call and write), and what the shop can do with it. */
export function AgendaBookingCard({
  booking,
  moveChoices,
}: {
  booking: AgendaBooking;
  moveChoices: MoveChoices | null;
}) {
  const location = useLocation();
  const moving = moveChoices?.number === booking.number;
  return (
    <article
      id={`booking-${booking.number}`}
      aria-labelledby={`booking-${booking.number}-heading`}
      data-testid="consultation-booking"
      className="scroll-mt-28 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-display text-2xl font-medium text-espresso tabular-nums">{booking.time}</p>
        <Badge tone={kindTones[booking.kind]}>{booking.kindLabel}</Badge>
        <p className="text-sm text-muted">#{booking.number}</p>
      </div>
      <h4 id={`booking-${booking.number}-heading`} className="mt-3 text-lg font-semibold break-words text-espresso">
        {booking.name}
      </h4>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>
            <a href={telHref(booking.phone)} className={contactLink}>
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {booking.phone}
            </a>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">E-mail</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${booking.email}`} className={contactLink}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {booking.email}
            </a>
          </dd>
        </div>
        {booking.address && (
          <div className="flex gap-1.5">
            <dt className="sr-only">Address</dt>
            <dd className="inline-flex items-start gap-1.5 break-words text-espresso">
              <MapPin className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
              {booking.address}
            </dd>
          </div>
        )}
      </dl>
      {booking.note && (
        <p className="mt-4 rounded-xl bg-cream p-3 text-sm leading-relaxed break-words whitespace-pre-line text-espresso">
          <span className="font-semibold">Note: </span>
          {booking.note}
        </p>
      )}
      {booking.past ? (
        <p className="mt-4 text-sm text-muted">This consultation has started or taken place.</p>
      ) : (
        <div className="mt-5 flex flex-wrap items-start gap-3 border-t border-line pt-4">
          {moving && moveChoices ? (
            <MoveBookingForm
              id={booking.id}
              number={booking.number}
              revision={booking.revision}
              choices={moveChoices}
            />
          ) : (
            <Link
              to={`/admin/consultations${agendaSearch(location.search, booking.number)}#booking-${booking.number}`}
              preventScrollReset
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              <CalendarClock className="size-4" aria-hidden="true" /> Move
              <span className="sr-only"> booking #{booking.number}</span>
            </Link>
          )}
          <ShopCancelForm id={booking.id} number={booking.number} name={booking.name} />
        </div>
      )}
    </article>
  );
}

import CalendarX from "lucide-react/icons/calendar-x";
import CircleCheck from "lucide-react/icons/circle-check";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { telHref } from "~/utils/contact-links";
import type { CancelLinkBooking, CancelLinkState } from "../customer-cancel.server";

const phoneLink = "font-semibold text-walnut underline underline-offset-4";

function Facts({ booking }: { booking: CancelLinkBooking }) {
  return (
    <dl className="mx-auto mt-6 grid max-w-md gap-3 rounded-xl bg-cream p-5 text-left">
      <div>
        <dt className="text-xs font-bold tracking-wider text-muted uppercase">When</dt>
        <dd className="mt-0.5 font-semibold text-espresso">{booking.when} (Lahore time)</dd>
      </div>
      <div>
        <dt className="text-xs font-bold tracking-wider text-muted uppercase">How</dt>
        <dd className="mt-0.5 text-espresso">{booking.kind}</dd>
      </div>
      <div>
        <dt className="text-xs font-bold tracking-wider text-muted uppercase">Where</dt>
        <dd className="mt-0.5 break-words text-espresso">{booking.place}</dd>
      </div>
    </dl>
  );
}

/**
 * The customer's cancel link: the booking and a confirm button (a GET never cancels: mail
 * scanners open links), then the answer. A link that is not valid says so and shows nothing.
 */
export function CancelBookingCard({
  state,
  booking,
  cancelKey,
  phone,
}: {
  state: CancelLinkState | "done";
  booking: CancelLinkBooking | null;
  cancelKey: string | null;
  phone: string;
}) {
  const busy = useNavigation().state === "submitting";
  const call = (
    <a href={telHref(phone)} className={phoneLink}>
      {phone}
    </a>
  );
  return (
    <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-linen p-6 text-center shadow-soft sm:p-10">
      {state === "open" && booking && (
        <>
          <CalendarX className="mx-auto size-12 text-terracotta" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-medium">Cancel consultation #{booking.number}?</h1>
          <Facts booking={booking} />
          <Form method="post" className="mt-8">
            <input type="hidden" name="key" value={cancelKey ?? ""} />
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Cancelling..." : "Yes, cancel this consultation"}
            </Button>
          </Form>
          <p className="mt-6 text-sm text-muted">
            Want another time instead? Call us on {call}: we will move it for you.
          </p>
        </>
      )}
      {(state === "done" || state === "cancelled") && booking && (
        <>
          <CircleCheck className="mx-auto size-12 text-sage" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-medium">
            {state === "done" ? "Your consultation is cancelled" : "This consultation is already cancelled"}
          </h1>
          <Facts booking={booking} />
          <p className="mt-6 leading-relaxed text-muted">
            {state === "done" ? "We have sent you a confirmation. " : ""}You are welcome to book another time.
          </p>
          <ButtonLink to="/consultations" className="mt-8">
            Book another time
          </ButtonLink>
        </>
      )}
      {state === "past" && booking && (
        <>
          <h1 className="text-3xl font-medium">This consultation has taken place</h1>
          <Facts booking={booking} />
          <p className="mt-6 leading-relaxed text-muted">Questions about it? Call us on {call}.</p>
        </>
      )}
      {state === "invalid" && (
        <>
          <h1 className="text-3xl font-medium">This link is not valid</h1>
          <p className="mt-4 leading-relaxed text-muted">
            Please use the link in your booking e-mail as it is, or call us on {call}.
          </p>
        </>
      )}
    </div>
  );
}

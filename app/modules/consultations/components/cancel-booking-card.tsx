import CalendarClock from "lucide-react/icons/calendar-clock";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { telHref } from "~/utils/contact-links";
import type { BookingWindow } from "../booking-window.server";
import type { CancelLinkBooking } from "../customer-cancel.server";
import type { LinkPageAnswer } from "../customer-move.server";
import { CustomerMoveForm } from "./customer-move-form";

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

const sectionHeading = "font-display text-2xl font-medium text-espresso";

/** An open booking: move it (the free times of the next three weeks) or cancel it. */
function OpenBooking({
  booking,
  cancelKey,
  move,
  refusal,
  call,
}: {
  booking: CancelLinkBooking;
  cancelKey: string;
  move: BookingWindow | null;
  refusal?: LinkPageAnswer["notice"];
  call: ReactNode;
}) {
  const navigation = useNavigation();
  const cancelling = navigation.state === "submitting" && navigation.formData?.get("intent") !== "move";
  return (
    <>
      <div className="text-center">
        <CalendarClock className="mx-auto size-12 text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-medium">Move or cancel consultation #{booking.number}</h1>
        <Facts booking={booking} />
      </div>
      {move && (
        <section id="move" aria-labelledby="move-heading" className="mt-10 scroll-mt-28 border-t border-line pt-8">
          <h2 id="move-heading" className={sectionHeading}>
            Move to another time
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Choose a free day and time; your current time is given up once it moves.
          </p>
          <CustomerMoveForm cancelKey={cancelKey} move={move} refusal={refusal} />
        </section>
      )}
      <section aria-labelledby="cancel-heading" className="mt-10 border-t border-line pt-8">
        <h2 id="cancel-heading" className={sectionHeading}>
          Cancel it
        </h2>
        <p className="mt-2 text-muted">Can't come at all? Cancel it, so that someone else can have the time.</p>
        <Form method="post" className="mt-5">
          <input type="hidden" name="key" value={cancelKey} />
          <Button type="submit" variant="outline" disabled={cancelling}>
            {cancelling ? "Cancelling..." : "Yes, cancel this consultation"}
          </Button>
        </Form>
      </section>
      <p className="mt-10 text-sm text-muted">Questions, or no time that suits you? Call us on {call}.</p>
    </>
  );
}

/**
 * The customer's private link from the booking's mails: the booking, a form to move it and a
 * button to cancel it (a GET never changes anything: mail scanners open links), then the answer.
 * A link that is not valid says so and shows nothing.
 */
export function CancelBookingCard({
  state,
  booking,
  cancelKey,
  move,
  refusal,
  phone,
}: {
  state: LinkPageAnswer["state"];
  booking: CancelLinkBooking | null;
  cancelKey: string | null;
  move: BookingWindow | null;
  refusal?: LinkPageAnswer["notice"];
  phone: string;
}) {
  const call = (
    <a href={telHref(phone)} className={phoneLink}>
      {phone}
    </a>
  );
  const open = state === "open" && booking && cancelKey;
  return (
    <div
      className={`mx-auto rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-10 ${open ? "max-w-3xl" : "max-w-xl text-center"}`}
    >
      {open && <OpenBooking booking={booking} cancelKey={cancelKey} move={move} refusal={refusal} call={call} />}
      {state === "moved" && booking && (
        <>
          <CircleCheck className="mx-auto size-12 text-sage" aria-hidden="true" />
          <h1 className="mt-4 text-3xl font-medium">Your consultation has a new time</h1>
          <Facts booking={booking} />
          <p className="mt-6 leading-relaxed text-muted">
            We have sent you the new time with an updated calendar invitation.
          </p>
          {cancelKey && (
            <ButtonLink to={`?${new URLSearchParams({ key: cancelKey })}`} variant="outline" className="mt-8">
              Move or cancel it
            </ButtonLink>
          )}
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

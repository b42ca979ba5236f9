import { formatShopDateTime } from "~/utils/shop-time";
import { describeOrderEvent, eventActorText, type OrderEventView } from "../order-history";

/** The order's history in the admin's details: each change, when and by whom, newest last. */
export function AdminOrderEvents({ events }: { events: OrderEventView[] }) {
  return (
    <section aria-labelledby="details-history">
      <h3 id="details-history" className="font-display text-lg font-medium">
        History
      </h3>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3 border-l-2 border-line pl-4" data-testid="order-history">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span
                className="absolute top-1.5 -left-[23px] size-3 rounded-full border-2 border-linen bg-walnut"
                aria-hidden="true"
              />
              <p className="font-medium text-espresso">{describeOrderEvent(event)}</p>
              <p className="text-xs text-muted">
                <time dateTime={event.at}>{formatShopDateTime(event.at)}</time> · {eventActorText(event)}
              </p>
              {event.note && <p className="mt-1 text-sm whitespace-pre-line text-muted">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { Badge } from "~/components/ui/badge";
import type { AgendaDay, MoveChoices } from "../admin-agenda.server";
import { AgendaBookingCard } from "./agenda-booking-card";

/** One day of the agenda: its date, then its bookings in time order. */
export function AgendaDaySection({ day, moveChoices }: { day: AgendaDay; moveChoices: MoveChoices | null }) {
  const count = day.bookings.length;
  return (
    <section aria-labelledby={`day-${day.day}`} data-testid="agenda-day">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id={`day-${day.day}`} className="font-display text-2xl font-medium">
          {day.label}
        </h3>
        {day.today && <Badge tone="terracotta">Today</Badge>}
        <p className="text-sm text-muted">{count === 1 ? "1 consultation" : `${count} consultations`}</p>
      </div>
      {count === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-cream px-5 py-6 text-sm text-muted">
          No consultations today.
        </p>
      ) : (
        <ol role="list" className="grid gap-4">
          {day.bookings.map((booking) => (
            <li key={booking.id}>
              <AgendaBookingCard booking={booking} moveChoices={moveChoices} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

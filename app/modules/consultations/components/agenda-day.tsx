import { Badge } from "~/components/ui/badge";
import type { AgendaDay, MoveChoices } from "../admin-agenda.server";
import { AgendaBookingCard } from "./agenda-booking-card";
import { AgendaVisitCard } from "./agenda-visit-card";

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** One day of the agenda: its date, then its bookings and the shop's visits in time order. */
export function AgendaDaySection({ day, moveChoices }: { day: AgendaDay; moveChoices: MoveChoices | null }) {
  const count = day.bookings.length;
  // Both lists come sorted by time; merged here so the day reads in the order it is lived.
  const entries = [
    ...day.bookings.map((booking) => ({ time: booking.time, key: booking.id, booking, visit: null })),
    ...day.visits.map((visit) => ({ time: visit.time, key: visit.claimId, booking: null, visit })),
  ].sort((a, b) => a.time.localeCompare(b.time));
  return (
    <section aria-labelledby={`day-${day.day}`} data-testid="agenda-day">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id={`day-${day.day}`} className="font-display text-2xl font-medium">
          {day.label}
        </h3>
        {day.today && <Badge tone="terracotta">Today</Badge>}
        <p className="text-sm text-muted">
          {[
            count > 0 || day.visits.length === 0 ? plural(count, "consultation") : null,
            day.visits.length > 0 ? `${plural(day.visits.length, "visit")} for a request` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-cream px-5 py-6 text-sm text-muted">
          No consultations today.
        </p>
      ) : (
        <ol role="list" className="grid gap-4">
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.booking ? (
                <AgendaBookingCard booking={entry.booking} moveChoices={moveChoices} />
              ) : (
                <AgendaVisitCard visit={entry.visit!} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

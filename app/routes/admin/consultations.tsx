import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice } from "~/components/admin/admin-panel";
import { InboxSections } from "~/components/admin/inbox-sections";
import { requireAdmin } from "~/modules/accounts/session.server";
import { handleConsultationsAdminAction } from "~/modules/consultations/admin-action.server";
import { loadAgenda } from "~/modules/consultations/admin-agenda.server";
import { AgendaDaySection } from "~/modules/consultations/components/agenda-day";
import { CalendarForm } from "~/modules/consultations/components/calendar-form";
import type { Route } from "./+types/consultations";

export const meta: Route.MetaFunction = () => [
  { title: "Consultations - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/consultations[?from=YYYY-MM-DD][&move=NUMBER]: the bookings by day, and the calendar. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAgenda(new URL(request.url));
}

export const action = ({ request }: Route.ActionArgs) => handleConsultationsAdminAction(request);

const navLink = "font-semibold text-walnut underline underline-offset-4 hover:text-walnut-dark";

export default function AdminConsultations({ loaderData, actionData }: Route.ComponentProps) {
  const { days, total, span, from, today, earlier, later, moveChoices, calendar } = loaderData;
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <section aria-labelledby="consultations-heading">
      <InboxSections />
      <h2 id="consultations-heading" className="font-display text-3xl font-medium">
        Consultations
      </h2>
      <p className="mt-1 text-muted">
        {span.first} to {span.last}:{" "}
        <span className="font-semibold text-espresso" data-testid="consultations-total">
          {total === 1 ? "1 booking" : `${total} bookings`}
        </span>
      </p>
      <nav aria-label="Agenda weeks" className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={`?from=${earlier}`} className={navLink}>
          Earlier three weeks
        </Link>
        {from !== today && (
          <Link to="/admin/consultations" className={navLink}>
            From today
          </Link>
        )}
        <Link to={`?from=${later}`} className={navLink}>
          Later three weeks
        </Link>
      </nav>

      <AdminActionNotice result={outcome} className="mt-6" />

      <div className="mt-8 grid gap-10">
        {days.length === 0 ? (
          <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-14 text-center">
            <CalendarDays className="mx-auto size-10 text-brass" aria-hidden="true" />
            <p className="mt-4 font-display text-2xl font-medium">No consultations in these three weeks</p>
            <p className="mt-2 text-muted">Bookings from the consultation page appear here, by day.</p>
          </div>
        ) : (
          days.map((day) => <AgendaDaySection key={day.day} day={day} moveChoices={moveChoices} />)
        )}
      </div>

      <div className="mt-14">
        <CalendarForm calendar={calendar} outcome={outcome} />
      </div>
    </section>
  );
}

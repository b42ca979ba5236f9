import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { telHref } from "~/utils/contact-links";
import type { AgendaVisit } from "../admin-agenda.server";

/**
 * A warranty or damage request's visit in the agenda: it holds its time as a booking does, and is
 * moved or freed from the request's page (closing the request, or marking it inspected).
 */
export function AgendaVisitCard({ visit }: { visit: AgendaVisit }) {
  const heading = `visit-${visit.claimId}-heading`;
  return (
    <article
      aria-labelledby={heading}
      data-testid="agenda-visit"
      className="rounded-[var(--radius-card)] border border-dashed border-walnut/50 bg-cream p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-display text-2xl font-medium text-espresso tabular-nums">{visit.time}</p>
        <Badge tone="terracotta">{visit.label}</Badge>
        <p className="text-sm text-muted">Order #{visit.orderNumber}</p>
      </div>
      <h4 id={heading} className="mt-3 text-lg font-semibold break-words text-espresso">
        {visit.name}
      </h4>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a
          href={telHref(visit.phone)}
          className="inline-flex items-center gap-1.5 font-medium text-walnut underline-offset-4 hover:underline"
        >
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          {visit.phone}
        </a>
        <span className="inline-flex items-start gap-1.5 break-words text-espresso">
          <MapPin className="mt-0.5 size-4 shrink-0 text-walnut" aria-hidden="true" />
          {visit.address}
        </span>
      </p>
      <p className="mt-4 text-sm">
        <Link to={`/admin/claims/${visit.claimId}`} className="font-semibold text-walnut underline underline-offset-4">
          Open the request<span className="sr-only"> of order #{visit.orderNumber}</span>
        </Link>
        {visit.past && <span className="ml-3 text-muted">This visit has started or taken place.</span>}
      </p>
    </article>
  );
}

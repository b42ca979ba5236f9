import RotateCcw from "lucide-react/icons/rotate-ccw";
import { Link, NavLink } from "react-router";
import { InboxSections } from "~/components/admin/inbox-sections";
import { requireAdmin } from "~/modules/accounts/session.server";
import { listAdminClaims } from "~/modules/claims/admin-claims.server";
import { CLAIM_FILTERS, parseClaimFilter } from "~/modules/claims/claim-steps";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/claims";

export const meta: Route.MetaFunction = () => [
  { title: "Returns & claims - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

const FILTER_LABELS = { waiting: "To answer", open: "Under way", done: "Done" } as const;

/** GET /admin/claims?status=: returns, exchanges and warranty claims, what waits for the shop first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseClaimFilter(new URL(request.url).searchParams.get("status"));
  return { filter, ...(await listAdminClaims(filter)) };
}

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { filter, claims, counts } = loaderData;
  return (
    <section aria-labelledby="claims-heading">
      <InboxSections />
      <h2 id="claims-heading" className="font-display text-3xl font-medium">
        Returns & claims
      </h2>
      <p className="mt-1 text-muted">
        Returns, exchanges, warranty repairs and damage reported from delivered orders.{" "}
        <span className="font-semibold text-espresso" data-testid="claims-to-answer">
          {counts.waiting} to answer
        </span>
      </p>
      <nav aria-label="Requests by state" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CLAIM_FILTERS.map((name) => (
            <li key={name}>
              <NavLink
                to={`/admin/claims?status=${name}`}
                aria-current={name === filter ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                  name === filter ? "border-walnut bg-cream text-espresso" : "border-line bg-linen text-muted",
                )}
              >
                {FILTER_LABELS[name]} <span className="tabular-nums">{counts[name]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {claims.length === 0 ? (
        <div className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <RotateCcw className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">Nothing here</p>
          <p className="mt-2 text-muted">Customers ask from their delivered order&apos;s page or its mail.</p>
        </div>
      ) : (
        <ul role="list" className="mt-6 grid gap-3">
          {claims.map((claim) => (
            <li key={claim.id}>
              <Link
                to={`/admin/claims/${claim.id}`}
                className="grid gap-1 rounded-[var(--radius-card)] border border-line bg-linen px-5 py-4 shadow-soft hover:border-walnut"
                data-testid="admin-claim"
              >
                <span className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-espresso">
                    {claim.kind} · order #{claim.orderNumber} · {claim.buyer}
                  </span>
                  <span className="rounded-full bg-cream px-3 py-0.5 text-sm font-semibold text-walnut">
                    {claim.state}
                  </span>
                </span>
                <span className="text-sm">{claim.pieces.join(", ")}</span>
                <span className="text-sm text-muted">
                  {claim.reason} · sent {claim.openedAt}
                  {claim.day ? ` · ${claim.day}` : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

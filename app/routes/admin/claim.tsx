import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { InboxSections } from "~/components/admin/inbox-sections";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { Notice } from "~/components/ui/notice";
import { handleClaimStep, loadAdminClaim } from "~/modules/claims/admin-claim-action.server";
import { AdminClaimSteps } from "~/modules/claims/components/admin-claim-steps";
import { telHref } from "~/utils/contact-links";
import { formatPrice } from "~/utils/money";
import type { Route } from "./+types/claim";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.claim.kindLabel ?? "Request"} ${data?.claim.order.number ?? ""} - Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

/** GET /admin/claims/:id: the request with the buyer's words and photos, and the steps it offers now. */
export const loader = ({ request, params }: Route.LoaderArgs) => loadAdminClaim(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => handleClaimStep(request, params.id);

export default function AdminClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { claim, requestKey, days, visitTimes } = loaderData;
  const result = actionData as AdminActionResult | undefined;
  return (
    <section aria-labelledby="claim-heading" className="grid gap-8">
      <div>
        <InboxSections />
        <Link to="/admin/claims" className="inline-flex items-center gap-2 text-sm font-semibold text-walnut">
          <ArrowLeft className="size-4" aria-hidden="true" /> All returns & claims
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h2 id="claim-heading" className="font-display text-3xl font-medium">
            {claim.kindLabel} · order #{claim.order.number}
          </h2>
          <span className="rounded-full bg-cream px-3 py-1 text-sm font-semibold text-walnut" data-testid="claim-state">
            {claim.stateLabel}
          </span>
        </div>
        <p className="mt-2 text-muted">
          {claim.order.buyer} ·{" "}
          <a href={`mailto:${claim.order.email}`} className="text-walnut underline">
            {claim.order.email}
          </a>{" "}
          ·{" "}
          <a href={telHref(claim.order.phone)} className="text-walnut underline">
            {claim.order.phone}
          </a>{" "}
          · {claim.order.city} · sent {claim.openedAt}
        </p>
        <p className="mt-2">
          <Link
            to={`/admin?order=${claim.order.id}`}
            className="font-semibold text-walnut underline underline-offset-4"
          >
            Open order #{claim.order.number}
          </Link>
        </p>
      </div>

      {result?.notice && (
        <Notice tone={result.notice.tone === "success" ? "success" : "error"} title={result.notice.title}>
          {result.notice.text}
        </Notice>
      )}

      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-5 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8">
          <dl className="grid gap-3 text-sm">
            <Fact label="Pieces">
              {claim.pieces.map((piece) => (
                <span key={piece.name} className="block">
                  {piece.name} x {piece.quantity} · {formatPrice(piece.unitPrice)} each
                </span>
              ))}
            </Fact>
            <Fact label="Reason">{claim.reason}</Fact>
            {claim.details && <Fact label="In their words">{claim.details}</Fact>}
            {claim.preferredDay && <Fact label="Preferred day">{claim.preferredDay}</Fact>}
            {claim.booked && <Fact label="Booked">{claim.booked}</Fact>}
            {claim.decision && <Fact label="Told the customer">{claim.decision}</Fact>}
            {claim.replacement && (
              <Fact label="Replacement">
                <Link
                  to={`/admin?order=${claim.replacement.id}`}
                  className="font-semibold text-walnut underline underline-offset-4"
                >
                  Order #{claim.replacement.number}
                </Link>{" "}
                at no charge
              </Fact>
            )}
            {claim.refund && (
              <Fact label="Refund">
                {formatPrice(claim.refund.amount)} by {claim.refund.method.toLowerCase()} on {claim.refund.on}
                {claim.refund.reference ? ` (${claim.refund.reference})` : ""}
              </Fact>
            )}
          </dl>
          {claim.photos.length > 0 && (
            <ul role="list" className="grid grid-cols-3 gap-3">
              {claim.photos.map((src, index) => (
                <li key={src}>
                  <a href={`${src}?w=1600`} target="_blank" rel="noreferrer">
                    <img
                      src={`${src}?w=400`}
                      alt={`Photo ${index + 1} of the request`}
                      width={200}
                      height={200}
                      className="aspect-square w-full rounded-lg object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="order-first grid gap-4 lg:order-none">
          <h3 className="font-display text-2xl font-medium">Next step</h3>
          {claim.actions.length === 0 ? (
            <p className="text-muted">This request is {claim.stateLabel.toLowerCase()}: nothing more to do.</p>
          ) : (
            <AdminClaimSteps
              actions={claim.actions}
              requestKey={requestKey}
              refundLimit={claim.refundLimit}
              days={days}
              visitTimes={visitTimes}
              intent={result?.intent}
              errors={result?.errors}
              values={result?.values}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-espresso">{label}</dt>
      <dd className="text-espresso">{children}</dd>
    </div>
  );
}

import { Link } from "react-router";
import { WhatsAppContact } from "~/components/layout/whatsapp-contact";
import { Container } from "~/components/ui/container";
import { Notice } from "~/components/ui/notice";
import { ClaimForm } from "~/modules/claims/components/claim-form";
import { CLAIM_FORM } from "~/modules/claims/claim-rules";
import {
  handleClaimPost,
  loadClaimPage,
  type ClaimActionData,
  type ClaimPageData,
} from "~/modules/claims/claim-page.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import type { FormHandle } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import { formatPrice } from "~/utils/money";
import { whatsAppUrl } from "~/utils/whatsapp";
import type { Route } from "./+types/order-claim";

/** Six photos and the text: more than an ordinary form. */
export const handle: FormHandle = { form: CLAIM_FORM };

export const loader = ({ request, params }: Route.LoaderArgs) => loadClaimPage(request, params.number);

export const action = ({ request, params }: Route.ActionArgs) => handleClaimPost(request, params.number);

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Returns and claims: order ${(params.number ?? "").toUpperCase()}`,
    description: "Ask for a return, an exchange or a warranty repair of the pieces you received.",
    path: `/orders/${(params.number ?? "").toUpperCase()}/claim`,
    noindex: true,
  });

export default function OrderClaim({ loaderData, actionData }: Route.ComponentProps) {
  const { number, deliveredOn, lines, kinds, days, requests, key, idempotencyKey, sent } = loaderData as ClaimPageData;
  const result = actionData as ClaimActionData | undefined;
  const { whatsapp } = useShopSettings();
  const contact = whatsAppUrl(whatsapp) ? (
    <WhatsAppContact phone={whatsapp} message={`Hello, about my order #${number}`} label="ask us on WhatsApp" />
  ) : null;
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto grid max-w-3xl gap-8">
        <header className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-walnut uppercase">Returns and claims</p>
          <h1 className="text-3xl font-medium sm:text-4xl">Order #{number}</h1>
          <p className="text-muted">{deliveredOn ? `Delivered on ${deliveredOn}` : "Not delivered yet"}</p>
        </header>
        {/* After the post only: a reload once the shop has moved the request on shows its state instead. */}
        {sent && requests[0]?.state === "Received" && (
          <Notice tone="success" title="We have your request">
            Our team reads it within one working day and calls or messages you to arrange the next step. Its progress
            shows below.
          </Notice>
        )}
        {result?.error && !Object.keys(result.errors).length && (
          <Notice tone="error" title="Your request was not sent">
            {result.error}
          </Notice>
        )}
        {requests.length > 0 && (
          <section aria-labelledby="claim-requests-heading" className="grid gap-4">
            <h2 id="claim-requests-heading" className="font-display text-2xl font-medium">
              Your requests
            </h2>
            <ul role="list" className="grid gap-3">
              {requests.map((request) => (
                <li
                  key={request.id}
                  className="grid gap-1 rounded-xl border border-line bg-linen px-4 py-3 text-sm"
                  data-testid="claim-request"
                >
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold text-espresso">{request.kind}</span>
                    <span className="rounded-full bg-cream px-3 py-0.5 font-semibold text-walnut">{request.state}</span>
                  </p>
                  <p>{request.pieces.join(", ")}</p>
                  {request.booked && <p data-testid="claim-booked">Our team comes on {request.booked}.</p>}
                  {request.refunded !== null && (
                    <p data-testid="claim-refunded">Refunded to you: {formatPrice(request.refunded)}.</p>
                  )}
                  {request.decision && <p>{request.decision}</p>}
                  <p className="text-muted">
                    {request.reason} · sent on {request.openedOn}
                    {request.photos > 0 ? ` · ${request.photos} photo${request.photos === 1 ? "" : "s"}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {!deliveredOn ? (
          <div
            className="rounded-[var(--radius-card)] border border-line bg-cream px-5 py-4"
            data-testid="not-delivered"
          >
            <h2 className="font-semibold text-espresso">Requests open once your order is delivered</h2>
            <p className="mt-1 text-muted">
              Until then you can{" "}
              <Link
                to={`/track-order?order=${number}`}
                className="font-semibold text-walnut underline underline-offset-4"
              >
                track your order
              </Link>
              .
            </p>
          </div>
        ) : (
          <section
            aria-labelledby="claim-pieces-heading"
            className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
          >
            <h2 id="claim-pieces-heading" className="font-display text-xl font-medium">
              Your pieces
            </h2>
            <ul role="list" className="grid gap-4">
              {lines.map((line) => (
                <li key={line.id} className="flex items-start gap-4" data-testid="claim-piece">
                  {line.image && (
                    <img
                      src={`${line.image}?w=400`}
                      alt=""
                      width={64}
                      height={64}
                      className="size-16 shrink-0 rounded-lg object-cover"
                    />
                  )}
                  <div className="grid gap-0.5 text-sm">
                    <p className="font-semibold text-espresso">
                      {line.name} <span className="font-normal text-muted">x {line.quantity}</span>
                    </p>
                    <p className="text-muted" data-testid="claim-offer">
                      {line.offer}
                    </p>
                    {line.windows.damage.open && <p className="text-muted">{line.windows.damage.text}.</p>}
                  </div>
                </li>
              ))}
            </ul>
            <p className="text-sm text-muted">
              The dates come from the terms each piece was bought under: see{" "}
              <Link to="/returns" className="font-semibold text-walnut underline underline-offset-4">
                returns
              </Link>{" "}
              and{" "}
              <Link to="/warranty" className="font-semibold text-walnut underline underline-offset-4">
                warranty
              </Link>
              .
            </p>
          </section>
        )}
        {deliveredOn &&
          (kinds.length > 0 ? (
            <section aria-labelledby="claim-form-heading" className="grid gap-5">
              <h2 id="claim-form-heading" className="font-display text-2xl font-medium">
                Ask for a return, an exchange or a repair
              </h2>
              <ClaimForm
                kinds={kinds}
                lines={lines}
                days={days}
                claimKey={key}
                idempotencyKey={idempotencyKey}
                errors={result?.errors}
                values={result?.values}
              />
            </section>
          ) : (
            <p
              className="rounded-[var(--radius-card)] border border-line bg-cream px-5 py-4"
              data-testid="claim-closed"
            >
              Nothing more can be asked for online on this order today.
              {contact ? <> If something is not right, {contact}.</> : null}
            </p>
          ))}
      </div>
    </Container>
  );
}

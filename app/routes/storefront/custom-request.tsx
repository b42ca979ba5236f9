import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { AcceptQuoteForm } from "~/modules/made-to-order/components/accept-quote-form";
import { QuoteCard } from "~/modules/made-to-order/components/quote-card";
import { RequestMessages } from "~/modules/made-to-order/components/request-messages";
import { RequestOverview } from "~/modules/made-to-order/components/request-overview";
import { RequestStatusBadge } from "~/modules/made-to-order/components/request-status-badge";
import { RequestStatusText } from "~/modules/made-to-order/components/request-status-text";
import {
  handleRequestPage,
  loadRequestPage,
  type RequestPageActionData,
} from "~/modules/made-to-order/request-page.server";
import { requestPath } from "~/modules/made-to-order/request-paths";
import { formatPrice } from "~/utils/money";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/custom-request";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const loader = ({ request, params }: Route.LoaderArgs) => loadRequestPage(request, params.number);

export const action = ({ request, params }: Route.ActionArgs) => handleRequestPage(request, params.number);

// Their own headers (no-store, and no referrer: the address holds a private key).
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: `Request ${(params.number ?? "").toUpperCase()}`,
    description: "Your custom order request: its quote, photos and messages.",
    path: `/requests/${(params.number ?? "").toUpperCase()}`,
    noindex: true,
  });

export default function CustomRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messageKey, page } = loaderData;
  const result = actionData as RequestPageActionData | undefined;
  const accept = result?.intent === "accept" ? result : undefined;
  const message = result?.intent === "message" ? result : undefined;
  const acceptable = page.status === "quoted" && page.quote !== null;
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto grid max-w-3xl gap-10">
        <header className="grid gap-3">
          <p className="text-sm font-semibold tracking-wide text-walnut uppercase">Custom order request</p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-medium sm:text-4xl">Request {page.number}</h1>
            <RequestStatusBadge status={page.status} />
          </div>
          <p className="text-muted">
            Sent {page.sentAt} by {page.name}
          </p>
          <RequestStatusText page={page} />
          {page.order && (
            <p>
              <Link
                to={`/track-order?order=${page.order.number}`}
                className="font-semibold text-walnut underline underline-offset-4"
              >
                Track order #{page.order.number}
              </Link>
            </p>
          )}
        </header>

        {page.quote && (
          <QuoteCard quote={page.quote}>
            {acceptable && (
              <AcceptQuoteForm
                quoteId={page.quote.id}
                total={page.quote.total}
                advance={page.quote.advance}
                accessKey={page.key}
                error={accept?.error}
                errors={accept?.errors ?? {}}
                values={accept?.values ?? {}}
              />
            )}
            {!acceptable && accept?.error && (
              <p role="alert" className="mt-6 font-semibold text-terracotta">
                {accept.error}
              </p>
            )}
          </QuoteCard>
        )}
        {page.earlierQuotes.length > 0 && (
          <details className="rounded-xl border border-line bg-cream px-4 py-3">
            <summary className="cursor-pointer font-semibold text-espresso">
              Earlier quotes ({page.earlierQuotes.length})
            </summary>
            <ul role="list" className="mt-3 grid gap-1 text-sm text-muted">
              {page.earlierQuotes.map((quote) => (
                <li key={quote.version}>
                  Version {quote.version}, sent {quote.sentAt}: {formatPrice(quote.total)} (replaced)
                </li>
              ))}
            </ul>
          </details>
        )}

        <RequestOverview data={page} />

        <RequestMessages
          messages={page.messages}
          action={requestPath(page.number, page.key)}
          hidden={page.key ? { key: page.key } : {}}
          messageKey={messageKey}
          error={message?.errors.body}
          sent={message?.sent}
          label="Write to our designers"
          emptyText="No messages yet. Ask us anything about your project: sizes, wood, finishes, delivery."
        />
      </div>
    </Container>
  );
}

import ArrowLeft from "lucide-react/icons/arrow-left";
import { Form, Link } from "react-router";
import { InboxSections } from "~/components/admin/inbox-sections";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TextAreaField } from "~/components/ui/field";
import {
  handleAdminRequest,
  loadAdminRequest,
  type AdminRequestActionData,
} from "~/modules/made-to-order/admin-request-action.server";
import { AdminQuoteForm } from "~/modules/made-to-order/components/admin-quote-form";
import { QuoteCard } from "~/modules/made-to-order/components/quote-card";
import { RequestMessages } from "~/modules/made-to-order/components/request-messages";
import { RequestOverview } from "~/modules/made-to-order/components/request-overview";
import { RequestStatusBadge } from "~/modules/made-to-order/components/request-status-badge";
import { telHref } from "~/utils/contact-links";
import type { Route } from "./+types/request";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Request ${data?.page.number ?? ""} - Admin Dashboard` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => loadAdminRequest(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => handleAdminRequest(request, params.id);

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { page, state, defaults, quoteKey, messageKey } = loaderData;
  const result = actionData as AdminRequestActionData | undefined;
  const open = state === "received" || state === "quoted";
  return (
    <section aria-labelledby="request-heading" className="grid gap-8">
      <div>
        <InboxSections />
        <Link to="/admin/requests" className="inline-flex items-center gap-2 text-sm font-semibold text-walnut">
          <ArrowLeft className="size-4" aria-hidden="true" /> All requests
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h2 id="request-heading" className="font-display text-3xl font-medium">
            Request {page.number}
          </h2>
          <RequestStatusBadge status={page.status} />
        </div>
        <p className="mt-2 text-muted">
          {page.name} ·{" "}
          <a href={`mailto:${page.email}`} className="text-walnut underline">
            {page.email}
          </a>{" "}
          ·{" "}
          <a href={telHref(page.phone)} className="text-walnut underline">
            {page.phone}
          </a>{" "}
          · sent {page.sentAt}
        </p>
        {page.order && loaderData.orderId && (
          <p className="mt-2">
            <Link
              to={`/admin?order=${loaderData.orderId}`}
              className="font-semibold text-walnut underline underline-offset-4"
            >
              Order #{page.order.number}
            </Link>{" "}
            was placed from this request.
          </p>
        )}
        {page.status === "declined" && page.declineReason && (
          <p className="mt-2 text-muted">Declined: {page.declineReason}</p>
        )}
      </div>

      {result && (
        <Notice tone={result.ok ? "success" : "error"} title={result.ok ? "Success" : "Error"}>
          {result.message}
        </Notice>
      )}

      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-8">
          <RequestOverview data={page} />
          <RequestMessages
            messages={page.messages.map((message) => ({ ...message, author: message.authorLabel }))}
            action={`/admin/requests/${loaderData.id}`}
            hidden={{}}
            messageKey={messageKey}
            error={result?.intent === "message" ? result.errors.body : undefined}
            label="Write to the customer (mailed with the request's link)"
            emptyText="No messages yet."
          />
        </div>
        {/* The quote is the admin's work here: on a phone it comes before the photos and messages. */}
        <div className="order-first grid gap-8 lg:order-none">
          {page.quote && <QuoteCard quote={page.quote} />}
          {open && (
            <div className="rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-8">
              <AdminQuoteForm
                defaults={defaults}
                requestKey={quoteKey}
                revising={page.quote !== null}
                errors={result?.intent === "quote" ? result.errors : {}}
              />
            </div>
          )}
          {open && (
            <Form
              method="post"
              className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-cream p-5 sm:p-8"
            >
              <input type="hidden" name="intent" value="decline" />
              <TextAreaField
                label="Decline with a reason (the customer reads it)"
                name="reason"
                rows={2}
                maxLength={1000}
                error={result?.intent === "decline" ? result.errors.reason : undefined}
              />
              <Button type="submit" variant="outline" className="justify-self-start">
                Decline request
              </Button>
            </Form>
          )}
        </div>
      </div>
    </section>
  );
}

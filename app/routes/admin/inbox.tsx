import InboxIcon from "lucide-react/icons/inbox";
import { Link } from "react-router";
import { InboxSections } from "~/components/admin/inbox-sections";
import { Notice } from "~/components/ui/notice";
import type { Notice as NoticeData } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { InboxFiltersForm } from "~/modules/inbox/components/inbox-filters-form";
import { InboxMessageCard } from "~/modules/inbox/components/inbox-message-card";
import { handleInboxAction } from "~/modules/inbox/inbox-admin-action.server";
import { inboxSearch, parseInboxView } from "~/modules/inbox/inbox-filters";
import { listInboxMessages } from "~/modules/inbox/inbox.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => [
  { title: "Inbox - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/inbox?status=&page=: contact messages, newest first (custom requests and consultations have their own sections). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const view = parseInboxView(new URL(request.url).searchParams);
  const result = await listInboxMessages(view);
  return { ...result, view: { ...view, page: result.page } };
}

export const action = ({ request }: Route.ActionArgs) => handleInboxAction(request);

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, total, newCount, page, pageCount, view } = loaderData;
  const filtered = Boolean(view.kind || view.status);
  const notice = (actionData as { notice?: NoticeData } | undefined)?.notice;
  return (
    <section aria-labelledby="inbox-heading">
      <InboxSections />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="inbox-heading" className="font-display text-3xl font-medium">
            Inbox
          </h2>
          <p className="mt-1 text-muted">
            Messages from the contact form.{" "}
            <span className="font-semibold text-espresso" data-testid="inbox-new-count">
              {newCount} new
            </span>
          </p>
        </div>
      </div>

      <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft">
        <InboxFiltersForm view={view} />
      </div>

      {notice && (
        <Notice tone={notice.tone} title={notice.title} className="mt-6">
          {notice.text}
        </Notice>
      )}

      <p className="mt-8 text-sm text-muted" aria-live="polite">
        {total === 1 ? "1 message" : `${total.toLocaleString("en-US")} messages`}
        {pageCount > 1 && `, page ${page} of ${pageCount}`}
      </p>

      {messages.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <InboxIcon className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">
            {filtered ? "No messages match these filters." : "No messages yet"}
          </p>
          <p className="mt-2 text-muted">
            {filtered ? (
              <Link to="/admin/inbox" className="font-semibold text-walnut underline underline-offset-4">
                Show all messages
              </Link>
            ) : (
              "Messages from the contact form will appear here."
            )}
          </p>
        </div>
      ) : (
        <ol role="list" className="mt-4 grid gap-5">
          {messages.map((message) => (
            <li key={message.id}>
              <InboxMessageCard message={message} />
            </li>
          ))}
        </ol>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => `/admin/inbox${inboxSearch({ ...view, page: next })}`}
      />
    </section>
  );
}

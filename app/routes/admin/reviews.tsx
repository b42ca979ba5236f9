import { AdminStatusTabs } from "~/components/admin/admin-status-tabs";
import MessageSquareQuote from "lucide-react/icons/message-square-quote";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { Notice } from "~/components/ui/notice";
import { Pagination } from "~/modules/catalog/components/pagination";
import { handleModeration, loadModeration } from "~/modules/reviews/admin-review-action.server";
import { AdminReviewCard } from "~/modules/reviews/components/admin-review-card";
import { MODERATION_FILTERS, type ModerationFilter } from "~/modules/reviews/review-rules";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [
  { title: "Reviews - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => loadModeration(request);

export const action = ({ request }: Route.ActionArgs) => handleModeration(request);

const LABELS: Record<ModerationFilter, string> = { pending: "To read", approved: "Published", hidden: "Hidden" };
const EMPTY: Record<ModerationFilter, string> = {
  pending: "No review waits to be read.",
  approved: "No review is published yet.",
  hidden: "No review is hidden.",
};

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, page, pageCount, reviews } = loaderData;
  const outcome = actionData as (AdminActionResult & { reviewId?: string }) | undefined;
  return (
    <section aria-labelledby="reviews-heading" className="grid gap-6">
      <div>
        <h2 id="reviews-heading" className="font-display text-3xl font-medium">
          Reviews
        </h2>
        <p className="mt-1 text-muted">
          Customers review what was delivered to them; a review shows on its product once approved.
        </p>
      </div>
      {/* Without JavaScript the forms post here, and the notice shows on this page. */}
      {outcome?.notice && (
        <Notice tone={outcome.notice.tone} title={outcome.notice.title}>
          {outcome.notice.text}
        </Notice>
      )}
      <AdminStatusTabs
        label="Reviews by state"
        tabs={MODERATION_FILTERS.map((state) => ({
          label: LABELS[state],
          to: `/admin/reviews?status=${state}`,
          active: filter === state,
          count: counts[state],
          countTestId: `review-count-${state}`,
        }))}
      />
      {reviews.length === 0 ? (
        <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <MessageSquareQuote className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">{EMPTY[filter]}</p>
          <p className="mt-2 text-muted">The delivered-order mail invites each customer to review their pieces.</p>
        </div>
      ) : (
        <ul role="list" className="grid gap-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <AdminReviewCard review={review} outcome={outcome} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) => `/admin/reviews?status=${filter}&page=${next}`}
      />
    </section>
  );
}

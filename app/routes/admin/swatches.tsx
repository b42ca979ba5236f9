import SwatchBook from "lucide-react/icons/swatch-book";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice } from "~/components/admin/admin-panel";
import { InboxSections } from "~/components/admin/inbox-sections";
import { requireAdmin } from "~/modules/accounts/session.server";
import { Pagination } from "~/modules/catalog/components/pagination";
import { handleAdminSwatchAction } from "~/modules/swatches/admin-swatch-action.server";
import { listAdminSwatchRequests, parseSwatchState } from "~/modules/swatches/admin-swatch-requests.server";
import { AdminSwatchList, SwatchStateFilter } from "~/modules/swatches/components/admin-swatch-list";
import type { Route } from "./+types/swatches";

export const meta: Route.MetaFunction = () => [
  { title: "Swatch requests - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/swatches?status=&page=: the free swatch requests, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const state = parseSwatchState(params.get("status"));
  const result = await listAdminSwatchRequests({ state, page: Number(params.get("page")) || 1 });
  return { ...result, state };
}

/** POST /admin/swatches: 'Mark as sent' or 'Cancel' (admins only, audited). */
export const action = ({ request }: Route.ActionArgs) => handleAdminSwatchAction(request);

export default function AdminSwatches({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, counts, state, page, pageCount, total } = loaderData;
  return (
    <section aria-labelledby="swatches-heading">
      <InboxSections />
      <h2 id="swatches-heading" className="font-display text-3xl font-medium">
        Swatch requests
      </h2>
      <p className="mt-1 text-muted">
        Post what is new, then mark it sent.{" "}
        <span className="font-semibold text-espresso" data-testid="swatches-to-send">
          {counts.new} to send
        </span>
      </p>
      <div className="mt-6">
        <SwatchStateFilter current={state} counts={counts} />
      </div>
      <AdminActionNotice result={actionData as AdminActionResult | undefined} className="mt-6" />
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 1 ? "1 request" : `${total.toLocaleString("en-US")} requests`}
        {pageCount > 1 && `, page ${page} of ${pageCount}`}
      </p>
      {requests.length === 0 ? (
        <div className="mt-4 rounded-[var(--radius-card)] border border-dashed border-line bg-cream px-6 py-16 text-center">
          <SwatchBook className="mx-auto size-10 text-brass" aria-hidden="true" />
          <p className="mt-4 font-display text-2xl font-medium">No swatch requests here</p>
          <p className="mt-2 text-muted">Requests sent from the Request Free Swatches page appear here.</p>
        </div>
      ) : (
        <div className="mt-4">
          <AdminSwatchList requests={requests} />
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(next) =>
          `/admin/swatches?${new URLSearchParams({ ...(state && { status: state }), page: String(next) })}`
        }
      />
    </section>
  );
}

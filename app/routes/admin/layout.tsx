import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from "react-router";
import { ServerError } from "~/components/layout/server-error";
import type { PageChromeHandle } from "~/components/layout/page-chrome";
import { ButtonLink } from "~/components/ui/button";
import { TwoFactorBanner } from "~/modules/accounts/components/two-factor-banner";
import { requireAdmin } from "~/modules/accounts/session.server";
import { useDeleteOutcome } from "~/components/admin/admin-delete-dialog";
import { AdminShell } from "~/components/admin/admin-shell";
import { LiveIndicator } from "~/modules/admin/components/live-indicator";
import { useLiveOrders } from "~/modules/admin/components/use-live-orders";
import { countClaimsWaiting } from "~/modules/claims/admin-claims.server";
import { countConsultationsOn } from "~/modules/consultations/consultations.server";
import { countRequestsToQuote } from "~/modules/made-to-order/requests.server";
import { countReviewsWaiting } from "~/modules/reviews/moderation.server";
import { useShopSettings } from "~/modules/settings/use-shop-settings";
import { shopCalendar } from "~/utils/shop-time";
import type { Route } from "./+types/layout";

// The admin draws its own frame: the root leaves out the shop's header and footer.
export const handle: PageChromeHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

// Loaders run in parallel: this guard protects the frame, and every tab's own
// loader and action calls requireAdmin too (tests/server/admin-access.test.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The owner's pipeline at a glance: three counts, each one indexed query.
  const [toQuote, consultationsToday, reviewsWaiting, claimsWaiting] = await Promise.all([
    countRequestsToQuote(),
    countConsultationsOn(shopCalendar(new Date()).date),
    countReviewsWaiting(),
    countClaimsWaiting(),
  ]);
  return {
    name: admin.name,
    twoFactorEnabled: admin.twoFactorEnabled,
    pipeline: { toQuote, consultationsToday, reviewsWaiting, claimsWaiting },
  };
}

const SECURITY_PATH = "/admin/security";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Every tab's data reloads when any order changes, from any browser or server instance.
  const live = useLiveOrders();
  // Here, not in the dialogs: a delete's notice must outlive the dialog it came from.
  useDeleteOutcome();
  return (
    <AdminShell shopName={useShopSettings().name} adminName={loaderData.name}>
      <div className="flex items-center justify-between gap-x-4">
        <h1 className="text-3xl font-medium sm:text-4xl">Admin Dashboard</h1>
        <LiveIndicator state={live} />
      </div>
      <p className="mt-1 text-sm text-muted sm:mt-2 sm:text-base">Manage products, categories, projects, and orders</p>
      <PipelineCounts {...loaderData.pipeline} />
      {!loaderData.twoFactorEnabled && pathname !== SECURITY_PATH && <TwoFactorBanner to={SECURITY_PATH} />}
      <div className="pt-6 lg:pt-8">
        <Outlet />
      </div>
    </AdminShell>
  );
}

/** '3 requests to quote, 2 consultations today, 1 review waiting, 1 return or claim to answer', each a link to its list. */
function PipelineCounts({
  toQuote,
  consultationsToday,
  reviewsWaiting,
  claimsWaiting,
}: {
  toQuote: number;
  consultationsToday: number;
  reviewsWaiting: number;
  claimsWaiting: number;
}) {
  const link = "font-semibold text-walnut underline-offset-4 hover:underline";
  return (
    <p className="mt-2 text-sm text-espresso sm:text-base" data-testid="pipeline-counts">
      <Link to="/admin/requests?status=received" className={link}>
        {toQuote === 1 ? "1 request" : `${toQuote} requests`} to quote
      </Link>
      ,{" "}
      <Link to="/admin/consultations" className={link}>
        {consultationsToday === 1 ? "1 consultation" : `${consultationsToday} consultations`} today
      </Link>
      ,{" "}
      <Link to="/admin/reviews?status=pending" className={link} data-testid="reviews-waiting">
        {reviewsWaiting === 1 ? "1 review" : `${reviewsWaiting} reviews`} waiting
      </Link>
      ,{" "}
      <Link to="/admin/claims?status=waiting" className={link} data-testid="claims-waiting">
        {claimsWaiting === 1 ? "1 return or claim" : `${claimsWaiting} returns or claims`} to answer
      </Link>
    </p>
  );
}

/**
 * A section's failure (an order or product that does not exist) shows inside the admin's frame,
 * so the sidebar still leads on. Should the frame's own loader fail, there is no admin to show
 * it to: the shop's error page it is.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const shopName = useShopSettings().name;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!frame) return <ServerError status={status} />;
  return (
    <AdminShell shopName={shopName} adminName={frame.name}>
      <section className="mx-auto max-w-xl py-16 text-center">
        <p className="font-display text-6xl font-medium text-terracotta">{status}</p>
        <h1 className="mt-3 text-3xl font-medium">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
        <p className="mt-3 text-muted">
          {status === 404
            ? "Nothing is at this address: it may have been deleted, or the link is mistyped."
            : "This page could not be shown just now. Please try again in a moment."}
        </p>
        <ButtonLink to="/admin" className="mt-8">
          Back to orders
        </ButtonLink>
      </section>
    </AdminShell>
  );
}

import { Link, Outlet, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { TwoFactorBanner } from "~/modules/accounts/components/two-factor-banner";
import { requireAdmin } from "~/modules/accounts/session.server";
import { useDeleteOutcome } from "~/components/admin/admin-delete-dialog";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { LiveIndicator } from "~/modules/admin/components/live-indicator";
import { useLiveOrders } from "~/modules/admin/components/use-live-orders";
import { countConsultationsOn } from "~/modules/consultations/consultations.server";
import { countRequestsToQuote } from "~/modules/made-to-order/requests.server";
import { shopCalendar } from "~/utils/shop-time";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

// Loaders run in parallel: this guard protects the frame, and every tab's own
// loader and action calls requireAdmin too (tests/server/admin-access.test.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The owner's pipeline at a glance: two counts, each one indexed query.
  const [toQuote, consultationsToday] = await Promise.all([
    countRequestsToQuote(),
    countConsultationsOn(shopCalendar(new Date()).date),
  ]);
  return { name: admin.name, twoFactorEnabled: admin.twoFactorEnabled, pipeline: { toQuote, consultationsToday } };
}

const SECURITY_PATH = "/admin/security";

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // Every tab's data reloads when any order changes, from any browser or server instance.
  const live = useLiveOrders();
  // Here, not in the dialogs: a delete's notice must outlive the dialog it came from.
  useDeleteOutcome();
  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-4xl font-medium sm:text-5xl">Admin Dashboard</h1>
          <p className="mt-3 text-lg text-muted">Manage products, categories, projects, and orders</p>
          <PipelineCounts {...loaderData.pipeline} />
        </div>
        <LiveIndicator state={live} className="sm:mt-3" />
      </div>
      {!loaderData.twoFactorEnabled && pathname !== SECURITY_PATH && <TwoFactorBanner to={SECURITY_PATH} />}
      <AdminTabs />
      <div className="pt-8">
        <Outlet />
      </div>
    </Container>
  );
}

/** '3 requests to quote, 2 consultations today', each a link to its list. */
function PipelineCounts({ toQuote, consultationsToday }: { toQuote: number; consultationsToday: number }) {
  const link = "font-semibold text-walnut underline-offset-4 hover:underline";
  return (
    <p className="mt-2 text-espresso" data-testid="pipeline-counts">
      <Link to="/admin/requests?status=received" className={link}>
        {toQuote === 1 ? "1 request" : `${toQuote} requests`} to quote
      </Link>
      ,{" "}
      <Link to="/admin/consultations" className={link}>
        {consultationsToday === 1 ? "1 consultation" : `${consultationsToday} consultations`} today
      </Link>
    </p>
  );
}

import { Outlet, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { TwoFactorBanner } from "~/modules/accounts/components/two-factor-banner";
import { requireAdmin } from "~/modules/accounts/session.server";
import { useDeleteOutcome } from "~/components/admin/admin-delete-dialog";
import { AdminTabs } from "~/components/admin/admin-tabs";
import { LiveIndicator } from "~/modules/admin/components/live-indicator";
import { useLiveOrders } from "~/modules/admin/components/use-live-orders";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

// Loaders run in parallel: this guard protects the frame, and every tab's own
// loader and action calls requireAdmin too (tests/server/admin-access.test.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { name: admin.name, twoFactorEnabled: admin.twoFactorEnabled };
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

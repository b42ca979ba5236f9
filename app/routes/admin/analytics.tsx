import { requireAdmin } from "~/modules/accounts/session.server";
import { loadAnalytics } from "~/modules/admin/analytics.server";
import { AnalyticsView } from "~/modules/admin/components/analytics-view";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () => [
  { title: "Analytics · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

// This tab's figures are read only here, when it is open, and again whenever
// orders change (the dashboard's live updates revalidate the open tab).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAnalytics();
}

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView data={loaderData} />;
}

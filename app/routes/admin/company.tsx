import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { AdminCompanyContent } from "~/modules/content/components/admin-company-content";
import { handleCompanyContentAction } from "~/modules/content/company-content-action.server";
import { getCompanyContent } from "~/modules/content/company-content.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = () => [
  { title: "Company pages · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/company: the story, milestones, press releases and open positions the shop's pages show. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ content: await getCompanyContent() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => handleCompanyContentAction(request);

export default function AdminCompany({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCompanyContent content={loaderData.content} outcome={actionData as AdminActionResult | undefined} />;
}

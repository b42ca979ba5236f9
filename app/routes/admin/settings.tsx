import { data } from "react-router";
import type { AdminActionResult } from "~/components/admin/admin-action";
import { AdminActionNotice } from "~/components/admin/admin-panel";
import { requireAdmin } from "~/modules/accounts/session.server";
import { AdminSettingsForm } from "~/modules/admin/components/admin-settings-form";
import { handleSettingsAction } from "~/modules/admin/settings-action.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import type { Route } from "./+types/settings";
import { loaderAndActionHeaders } from "~/utils/route-headers";

export const meta: Route.MetaFunction = () => [
  { title: "Settings · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/settings: the shop's identity (name, contacts, address, hours, links, bank, splash). */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ settings: await getShopSettings() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => handleSettingsAction(request);

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as AdminActionResult | undefined;
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <AdminActionNotice result={outcome} />
      <AdminSettingsForm settings={loaderData.settings} outcome={outcome} />
    </div>
  );
}

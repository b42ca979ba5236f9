import { SecurityPanel } from "~/modules/accounts/components/security-panel";
import { handleSecurity, type SecurityResult } from "~/modules/accounts/security-action.server";
import { listAccountSessions } from "~/modules/accounts/sessions.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/security";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

export const meta: Route.MetaFunction = () => [
  { title: "Security - Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** GET /admin/security: the admin's own two-factor sign-in and signed-in sessions (as the profile's Security tab). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return {
    twoFactorEnabled: admin.twoFactorEnabled,
    sessions: await listAccountSessions(admin.id, admin.sessionId),
  };
}

// A refusal's Retry-After (too many tries) reaches the browser.
export const headers = loaderAndActionHeaders;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return handleSecurity(request, admin, Object.fromEntries(await readForm(request, ADMIN_FORM)));
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="security-heading">
      <h2 id="security-heading" className="font-display text-3xl font-medium">
        Security
      </h2>
      <p className="mt-1 mb-8 text-muted">Your two-factor sign-in and the browsers where you are signed in.</p>
      <SecurityPanel
        twoFactorEnabled={loaderData.twoFactorEnabled}
        sessions={loaderData.sessions}
        result={actionData as SecurityResult | undefined}
      />
    </section>
  );
}

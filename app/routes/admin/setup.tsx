import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/session.server";
import { ShopOpening } from "~/modules/admin/components/shop-opening";
import { SetupSteps } from "~/modules/admin/components/setup-checklist";
import { handleShopOpeningAction, type ShopOpeningAnswer } from "~/modules/admin/shop-opening-action.server";
import { loadShopOpening } from "~/modules/admin/shop-opening.server";
import { loadSetupChecklist } from "~/modules/admin/setup-checklist.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/setup";

export const meta: Route.MetaFunction = () => [
  { title: "Set up your shop · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

export const headers = loaderAndActionHeaders;

/** GET /admin/setup: the whole setup checklist, and its last step, opening the shop (or back to preview). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [steps, opening] = await Promise.all([loadSetupChecklist(admin), loadShopOpening()]);
  return data({ steps, opening }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => handleShopOpeningAction(request);

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { steps, opening } = loaderData;
  const done = steps.filter((step) => step.done).length;
  return (
    <div className="mx-auto grid max-w-4xl gap-8">
      <section aria-labelledby="setup-heading" className="grid gap-5">
        <div>
          <h2 id="setup-heading" className="font-display text-3xl font-medium">
            Set up your shop
          </h2>
          <p className="mt-1 text-muted">
            {done} of {steps.length} done. Each step ticks itself once your shop's data says it is done.
          </p>
        </div>
        <SetupSteps steps={steps} here="/admin/setup" />
      </section>
      <ShopOpening opening={opening} answer={actionData as ShopOpeningAnswer | undefined} />
    </div>
  );
}

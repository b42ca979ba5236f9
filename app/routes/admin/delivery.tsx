import { data } from "react-router";
import { requireAdmin } from "~/modules/accounts/session.server";
import { DeliveryPolicyForm } from "~/modules/delivery/components/delivery-policy-form";
import { handleDeliveryPolicyAction } from "~/modules/delivery/delivery-policy-action.server";
import type { DeliveryPolicyActionResult } from "~/modules/delivery/delivery-policy-form";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { loaderAndActionHeaders } from "~/utils/route-headers";
import type { Route } from "./+types/delivery";

export const meta: Route.MetaFunction = () => [
  { title: "Delivery · Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

/** /admin/delivery: the delivery policy (zones, options, working days) that /shipping and checkout read. */
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ policy: await getDeliveryPolicy() }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => handleDeliveryPolicyAction(request);

export default function AdminDelivery({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <DeliveryPolicyForm policy={loaderData.policy} outcome={actionData as DeliveryPolicyActionResult | undefined} />
    </div>
  );
}

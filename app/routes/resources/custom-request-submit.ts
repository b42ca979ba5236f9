import { handleCustomRequestUpload } from "~/modules/made-to-order/request-action.server";
import { REQUEST_BODY_LIMIT } from "~/modules/made-to-order/request-limits";
import type { BodyLimitHandle } from "~/utils/route-handle";
import type { Route } from "./+types/custom-request-submit";

/** Six photos and the fields (the body-limit middleware reads this). */
export const handle: BodyLimitHandle = { bodyLimit: REQUEST_BODY_LIMIT };

/** POST /custom-orders/request: the request form's upload with progress; answers JSON. */
export const action = ({ request }: Route.ActionArgs) => handleCustomRequestUpload(request);

export function loader() {
  return Response.json({ error: "Use POST to send a request." }, { status: 405 });
}

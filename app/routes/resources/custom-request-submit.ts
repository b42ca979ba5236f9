import { handleCustomRequestUpload } from "~/modules/made-to-order/request-action.server";
import { REQUEST_FORM } from "~/modules/made-to-order/request-limits";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/custom-request-submit";

/** Six photos and the fields (the host reads this before the action runs: server/form-body.ts). */
export const handle: FormHandle = { form: REQUEST_FORM };

/** POST /custom-orders/request: the request form's upload with progress; answers JSON. */
export const action = ({ request }: Route.ActionArgs) => handleCustomRequestUpload(request);

export function loader() {
  return Response.json({ error: "Use POST to send a request." }, { status: 405 });
}

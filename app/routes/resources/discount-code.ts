import { handleDiscountCode } from "~/modules/discounts/discount-code-action.server";
import { DISCOUNT_CODE_FORM } from "~/modules/discounts/discount-code-form";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/discount-code";

/** A code, what to do with it and the page to go back to: a small form (read by server/form-body.ts before the action). */
export const handle: FormHandle = { form: DISCOUNT_CODE_FORM };

/** POST /discount-code: the cart's and checkout's discount code, kept for the visit. */
export const action = ({ request }: Route.ActionArgs) => handleDiscountCode(request);

/** A GET (a link followed, a crawler) changes nothing. */
export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

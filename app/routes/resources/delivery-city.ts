import { handleDeliveryCity } from "~/modules/delivery/delivery-city-action.server";
import { DELIVERY_CITY_FORM } from "~/modules/delivery/delivery-city-form";
import type { FormHandle } from "~/utils/form-limits";
import type { Route } from "./+types/delivery-city";

/** A city and the page to go back to: a small form (the host reads this before the action runs: server/form-body.ts). */
export const handle: FormHandle = { form: DELIVERY_CITY_FORM };

/** POST /delivery-city: the product page's 'Deliver to', remembered for the visit. */
export const action = ({ request }: Route.ActionArgs) => handleDeliveryCity(request);

/** A GET (a link followed, a crawler) changes nothing. */
export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });

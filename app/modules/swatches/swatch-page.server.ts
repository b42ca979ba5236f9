import { randomUUID } from "node:crypto";
import { getSessionUser } from "~/modules/accounts/session.server";
import { listSwatchValues } from "~/modules/catalog/swatch-values.server";
import { citySuggestions } from "~/modules/delivery/city-field";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { swatchGroups } from "./swatch-groups";

/**
 * GET /swatches[?product=<slug>]: every swatch on offer by product (the product the buyer came
 * from first), the cities the City field suggests (checkout's list), a signed-in buyer's details,
 * and one idempotency key per visit of the form: a double click or a refresh is one request.
 */
export async function loadSwatchPage(request: Request) {
  const featured = new URL(request.url).searchParams.get("product");
  const [values, user, policy] = await Promise.all([listSwatchValues(), getSessionUser(request), getDeliveryPolicy()]);
  return {
    groups: swatchGroups(values, featured),
    cities: citySuggestions(policy),
    // No account needed; a signed-in buyer's details are filled in.
    prefill: user
      ? { name: user.name, email: user.email, phone: user.phone ? formatPakistaniPhone(user.phone) : "" }
      : null,
    idempotencyKey: randomUUID(),
  };
}

export type SwatchPageData = Awaited<ReturnType<typeof loadSwatchPage>>;

// What the checkout page shows before the button, computed as its loader and form do: the cart
// at today's prices, sales included (getCart), the shop's delivery policy, checkoutQuote for the
// city and option (with the address, which may name another city) and, with a code kept for the
// visit, the loader's basketDiscount and the form's settleDiscount. Its total, prices and applied
// code are what the form sends as `shownTotal`, `shownPrices` and `discountCode`.
import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import { getCart } from "~/modules/cart/cart.server";
import type { DeliveryOptionId } from "~/modules/delivery/delivery-policy";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { basketDiscount } from "~/modules/discounts/basket-discount.server";
import type { CodeCustomer } from "~/modules/discounts/discount-codes.server";
import { settleDiscount } from "~/modules/discounts/discount-settle";
import { checkoutQuote } from "~/modules/orders/checkout-quote";

export interface ShownCheckout {
  shownTotal: number;
  shownPrices: Map<string, number>;
  /** The code the form sends: the visit's, when it applies where the buyer is (none without one). */
  discountCode?: string;
  /** Why the visit's code takes nothing off, as the page would say it; undefined when it applies or there is none. */
  codeRefused?: string;
}

export async function showCheckout(
  owner: BasketOwner,
  where: { city: string; address: string },
  option: DeliveryOptionId,
  /** The visit's request carrying its code (checkout-code.ts), and who the loader previews it for. */
  visit?: { request: Request; who: CodeCustomer },
): Promise<ShownCheckout> {
  const [cart, policy] = await Promise.all([getCart(owner), getDeliveryPolicy()]);
  const { quote, fee } = checkoutQuote(policy, where, option, cart.total, new Date(), cart.makingDays);
  const shownPrices = new Map(cart.lines.map((line) => [line.productId, line.price]));
  // The loader's reading of the visit's code (its cookie, previewed against this cart), then the form's sum.
  const discount = visit ? await basketDiscount(visit.request, cart, visit.who) : null;
  const outcome = discount?.applied?.outcome ?? null;
  const settled = settleDiscount(cart.total, { fee, byQuote: quote?.kind === "quote" }, outcome);
  const shown = { shownTotal: settled.total, shownPrices };
  if (!visit) return shown;
  if (settled.outcome?.ok && discount?.applied) return { ...shown, discountCode: discount.applied.code };
  return { ...shown, codeRefused: settled.outcome && !settled.outcome.ok ? settled.outcome.message : "no code read" };
}

// What the checkout page shows before the button, computed as its loader and form do: the cart
// at today's prices (getCart), the shop's delivery policy, and checkoutQuote for the city and
// option (with the address, which may name another city). Its total and prices are what the
// form sends as `shownTotal` and `shownPrices`.
import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import { getCart } from "~/modules/cart/cart.server";
import type { DeliveryOptionId } from "~/modules/delivery/delivery-policy";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { checkoutQuote } from "~/modules/orders/checkout-quote";

export async function showCheckout(
  owner: BasketOwner,
  where: { city: string; address: string },
  option: DeliveryOptionId,
) {
  const [cart, policy] = await Promise.all([getCart(owner), getDeliveryPolicy()]);
  const { total } = checkoutQuote(policy, where, option, cart.total, new Date());
  return {
    shownTotal: total,
    shownPrices: new Map(cart.lines.map((line) => [line.productId, line.price])),
  };
}

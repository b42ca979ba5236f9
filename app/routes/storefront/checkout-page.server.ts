import { randomUUID } from "node:crypto";
import { defaultAddressOf, listAddresses } from "~/modules/accounts/address-book.server";
import { basketOwnerOf } from "~/modules/accounts/basket-owner.server";
import { getSessionUser } from "~/modules/accounts/session.server";
import { getCart } from "~/modules/cart/cart.server";
import { suggestionsFor } from "~/modules/catalog/product.server";
import { readDeliveryCity } from "~/modules/delivery/delivery-city.server";
import { getDeliveryPolicy } from "~/modules/delivery/delivery-policy.server";
import { lastDeliveryDetails, recentlyBoughtProductIds } from "~/modules/orders/orders.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatPakistaniPhone } from "~/utils/phone";
import { basketDiscount } from "~/modules/discounts/basket-discount.server";

/**
 * What /checkout shows: the cart (or that it is empty), suggestions leaving out what is in it or
 * was just bought, the delivery policy and the advance rule for the quote as the customer types,
 * the customer's details from the address book or the last order, and the visit's discount code.
 */
export async function loadCheckoutPage(request: Request) {
  const user = await getSessionUser(request);
  const owner = await basketOwnerOf(user, request);
  if (!owner) return { state: "empty" as const };
  const cart = await getCart(owner);
  if (cart.lines.length === 0) return { state: "empty" as const };
  const justBought = await recentlyBoughtProductIds(owner);
  const [suggestions, settings, policy, last, savedAddresses, discount] = await Promise.all([
    suggestionsFor(
      cart.lines.map((line) => line.productId),
      4,
      justBought,
    ),
    getShopSettings(),
    getDeliveryPolicy(),
    user ? lastDeliveryDetails(user.id) : null,
    user ? listAddresses(user.id) : [],
    // The visit's code: the account's uses are counted now, a guest's as the order is placed.
    basketDiscount(request, cart, { userId: user?.id ?? null, email: user?.email ?? null, phone: null }),
  ]);
  // The address book's default first; without one, where the latest order went.
  const saved = defaultAddressOf(savedAddresses);
  const phone = saved?.phone ?? user?.phone ?? last?.phone ?? null;
  return {
    state: "ready" as const,
    cart,
    suggestions,
    bank: settings.bank,
    advanceRule: { advanceMinTotal: settings.advanceMinTotal, advancePercent: settings.advancePercent },
    policy,
    signedIn: user !== null,
    // A signed-in customer's details and default address (or where their last order went): typed once, not every time.
    customer: {
      fullName: saved?.fullName ?? user?.name ?? "",
      email: user?.email ?? "",
      phone: phone ? formatPakistaniPhone(phone) : "",
      address: saved?.address ?? last?.address ?? "",
      // Else the city chosen on a product page this visit ('Deliver to'), which its promise was quoted for.
      city: saved?.city ?? last?.city ?? (await readDeliveryCity(request, policy)) ?? "",
    },
    savedAddresses,
    discount,
    // One key per visit of the form: a double click or a resent form is the same order.
    idempotencyKey: randomUUID(),
    // The delivery window counts from today; the browser's own clock would disagree near midnight.
    now: new Date().toISOString(),
  };
}

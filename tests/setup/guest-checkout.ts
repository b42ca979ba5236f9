import type { BasketOwner } from "~/modules/accounts/basket-owner.server";
import { handleCartAction } from "~/modules/cart/cart-action.server";
import { handleCheckout } from "~/modules/orders/checkout-action.server";
import { loadOrderPage } from "~/modules/orders/order-page.server";
import { pageRequest } from "./accounts";
import { checkoutInput, shownTotalOf } from "./orders";
import { basketOwnerOfCookie, postForm } from "./visitor";

// Helpers of the guest checkout tests: a visitor's cart, the checkout form as a browser posts it,
// and the order's page as a given browser or link holder opens it.

/** A visitor with a cart: the cookie the browser holds, and whose cart it is. */
export async function visitorWith(productId: string, quantity: number) {
  const added = await postForm(handleCartAction, "/cart", {
    intent: "add",
    productId,
    quantity: String(quantity),
  });
  const cookie = added.cookie!;
  return { cookie, owner: await basketOwnerOfCookie(cookie) };
}

/** The checkout form as a browser posts it, with the total the page showed. */
export async function checkoutForm(owner: BasketOwner, extra: Record<string, string> = {}) {
  const input = checkoutInput({ email: "guest.buyer@example.com", city: "Karachi", ...extra });
  const shownTotal = await shownTotalOf(owner, input);
  return {
    fullName: "Guest Buyer",
    email: "guest.buyer@example.com",
    phone: "0300 7654321",
    address: "14 Clifton Block 5",
    city: "Karachi",
    deliveryOption: "standard",
    paymentMethod: "cod",
    idempotencyKey: input.idempotencyKey,
    shownTotal: String(shownTotal),
    ...extra,
  };
}

/** Calls POST /checkout; the redirect it throws on success, or the data it returns. */
export async function postCheckout(form: Record<string, string>, cookie?: string) {
  try {
    const result = (await handleCheckout(pageRequest("/checkout", { cookie, form }))) as {
      data: { error: string; errors: Record<string, string>; priceChange?: { total: number; codeProblem?: string } };
      init: ResponseInit | null;
    };
    const setCookie = new Headers(result.init?.headers).get("Set-Cookie");
    return { redirect: null, status: result.init?.status ?? 200, data: result.data, setCookie };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { redirect: thrown.headers.get("Location"), status: thrown.status, data: null, setCookie: null };
  }
}

/** The order's page as this browser (cookie) or link holder (key) opens it: 200 with the order, or the status. */
export async function orderPage(number: string, { cookie, key }: { cookie?: string; key?: string } = {}) {
  const path = `/orders/${number}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
  try {
    const result = (await loadOrderPage(pageRequest(path, { cookie }), number)) as {
      data: { order: { number: string; totalAmount: number } };
    };
    return { status: 200, order: result.data.order };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { status, order: null };
    throw thrown;
  }
}

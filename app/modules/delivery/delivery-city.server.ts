/**
 * The buyer's city for the visit (issue 33, part 4): a session cookie (no Max-Age: gone when the
 * browser closes), read by the product page's loader and by checkout's. The shared page cache
 * (server/page-cache.ts) answers only requests without a cookie, so a page naming a chosen city
 * is always rendered for its visitor alone, and visitors without one get the shared page with the
 * policy's first city.
 */
import { createCookie } from "react-router";
import { publicOrigin } from "~/utils/origin.server";
import { hasUnsafeText } from "~/utils/text-safety";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryPromise, type DeliveryPromise } from "./delivery-promise";
import { DELIVERY_CITY_NOTE_PARAM, deliveryCityNote, deliveryCityOf, deliveryCitySuggestions } from "./delivery-city";
import { DELIVERY_CITY_MAX, type DeliveryCityChoice } from "./delivery-city-limits";

export const DELIVERY_CITY_COOKIE = "shop.deliver-to";

/** HttpOnly, SameSite=Lax, Secure when the shop runs on https (as the visitor cookie); no Max-Age nor Expires. */
function cityCookie(request: Request) {
  return createCookie(DELIVERY_CITY_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: publicOrigin(request).startsWith("https:"),
  });
}

/** The Set-Cookie header that remembers `city` (a name deliveryCityOf gave) for the visit. */
export function deliveryCityCookie(request: Request, city: string): Promise<string> {
  return cityCookie(request).serialize(city);
}

/**
 * The city this request's cookie names, as the policy reads it today, or null. The cookie is the
 * browser's to change, so its text is checked again like a typed one: anything else is no choice.
 */
export async function readDeliveryCity(request: Request, policy: DeliveryPolicy): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${DELIVERY_CITY_COOKIE}=`)) return null;
  const value: unknown = await cityCookie(request).parse(header);
  if (typeof value !== "string" || value.length > DELIVERY_CITY_MAX || hasUnsafeText(value) || value.includes("\0")) {
    return null;
  }
  return deliveryCityOf(policy, value);
}

/**
 * What the product page shows about delivery for a piece: the promise (to the chosen city, else
 * the first city) and the control to choose the city, which is left out where no date or quote
 * could follow from it (out of stock, a policy without zones or Standard).
 */
export async function productDelivery(
  request: Request,
  policy: DeliveryPolicy,
  piece: { stock: number; price: number; makingDays?: number },
  now = new Date(),
): Promise<{ promise: DeliveryPromise | null; choice: DeliveryCityChoice | null }> {
  const city = await readDeliveryCity(request, policy);
  const promise = deliveryPromise(
    policy,
    piece.stock,
    now,
    city ? { city, subtotal: piece.price } : null,
    piece.makingDays ?? 0,
  );
  if (promise?.kind !== "date" && promise?.kind !== "quote") return { promise, choice: null };
  const note = deliveryCityNote(new URL(request.url).searchParams.get(DELIVERY_CITY_NOTE_PARAM));
  return { promise, choice: { city, suggestions: deliveryCitySuggestions(policy), note } };
}

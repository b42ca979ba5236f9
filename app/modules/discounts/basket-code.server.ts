/**
 * The discount code a buyer has entered, for the visit: a session cookie (gone when the browser
 * closes), written by POST /discount-code and read by the cart's and checkout's loaders, which
 * work out again each time what it takes off (so 'Spend PKR 20,000 more' follows the cart). The
 * cookie is the browser's to change: its text is checked again like a typed code. The shared page
 * cache answers only requests without a cookie, so no other visitor ever sees it.
 */
import { createCookie } from "react-router";
import { publicOrigin } from "~/utils/origin.server";
import { normaliseCode } from "./discount-rules";

export const DISCOUNT_CODE_COOKIE = "shop.code";

function codeCookie(request: Request) {
  return createCookie(DISCOUNT_CODE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: publicOrigin(request).startsWith("https:"),
  });
}

/** The Set-Cookie header that keeps `code` (normalised) for the visit, or forgets it (null). */
export function basketCodeCookie(request: Request, code: string | null): Promise<string> {
  return code === null ? codeCookie(request).serialize("", { maxAge: 0 }) : codeCookie(request).serialize(code);
}

/** The code this request's cookie holds, normalised, or null. */
export async function readBasketCode(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${DISCOUNT_CODE_COOKIE}=`)) return null;
  const value: unknown = await codeCookie(request).parse(header);
  return typeof value === "string" ? normaliseCode(value) : null;
}

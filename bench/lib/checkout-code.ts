// The checkout benchmark's discount code (`BENCH_CODE=1`, issue 35): one code, 5 % off every
// piece, no minimum and no limits, running from before the load to long after it, kept for
// every buyer's visit as the storefront keeps it (the `shop.code` cookie that POST
// /discount-code sets and the cart's and checkout's loaders read).
import type { Database } from "~/db/client.server";
import { discountCodes } from "~/db/schema";
import { basketCodeCookie } from "~/modules/discounts/basket-code.server";
import type { CodeCustomer } from "~/modules/discounts/discount-codes.server";
import type { Buyer } from "./checkout-buyers";

/** The code every checkout applies, and what it gives. */
export const BENCH_CODE = { code: "BENCHPCT", kind: "percent", value: 5 } as const;

/** What a buyer's checkout page needs to show the code: the visit's request (with its cookie). */
export interface CheckoutCode {
  id: string;
  code: string;
  /** A request to /checkout carrying the visit's code, as the browser sends it. */
  request: Request;
}

export function codeSwitchFromEnv(): boolean {
  const value = (process.env.BENCH_CODE ?? "0").trim();
  if (value === "0" || value === "") return false;
  if (value === "1") return true;
  throw new Error(`BENCH_CODE must be 0 or 1, not '${value}'`);
}

/** Inserts the code: percent 5, scope all, no minimum, no usage or per-customer limit, running. */
export async function seedBenchCode(db: Database, origin: string): Promise<CheckoutCode> {
  const now = Date.now();
  const [row] = await db
    .insert(discountCodes)
    .values({
      code: BENCH_CODE.code,
      kind: BENCH_CODE.kind,
      value: BENCH_CODE.value,
      minSubtotal: 0,
      scope: "all",
      startsAt: new Date(now - 86_400_000),
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
    })
    .returning({ id: discountCodes.id, code: discountCodes.code });
  // The cookie as POST /discount-code writes it (its Set-Cookie's first part is what the browser sends back).
  const url = `${origin}/checkout`;
  const setCookie = await basketCodeCookie(new Request(url), row!.code);
  const request = new Request(url, { headers: { Cookie: setCookie.split(";")[0]! } });
  return { id: row!.id, code: row!.code, request };
}

/**
 * Who the checkout page previews the code for, as its loader does: the signed-in account with its
 * e-mail; a guest is not known yet (their e-mail and phone count when the order is placed).
 */
export function pageCustomer(buyer: Buyer): CodeCustomer {
  return buyer.userId === null
    ? { userId: null, email: null, phone: null }
    : { userId: buyer.userId, email: buyer.form.email, phone: null };
}

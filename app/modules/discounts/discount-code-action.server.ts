import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { takeAllowance } from "~/db/rate-limit.server";
import { discountCodes } from "~/db/schema";
import { clientAddress } from "~/utils/client-address";
import { readForm } from "~/utils/form.server";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { basketCodeCookie } from "./basket-code.server";
import { CODE_MAX_LENGTH } from "./discount-settle";
import {
  DISCOUNT_CODE_FORM,
  DISCOUNT_CODE_NOTE_PARAM,
  DISCOUNT_CODE_NOTES,
  type DiscountCodeNote,
  type DiscountCodeReply,
} from "./discount-code-form";
import { normaliseCode } from "./discount-rules";

/**
 * Codes one client may try in ten minutes (issue 35: guessing codes is throttled like passwords):
 * a buyer trying the few codes they were given, not a script trying thousands. Every try counts,
 * known code or not, so the answer tells a guesser nothing about how many remain.
 */
export const DISCOUNT_CODE_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

/** Where a post without a page to go back to lands. */
const FALLBACK = "/cart";

/**
 * POST /discount-code: the cart's and checkout's code field. 'apply' keeps a code the shop has
 * for the visit (whether it applies to this cart now is for the page to say, and to follow as the
 * cart changes); an unknown code is refused and keeps nothing. 'remove' forgets it. A page with
 * JavaScript (its fetcher sends `reply=data`) gets the answer as data and its loaders run again;
 * without it the browser is sent back (303) to the page it came from, with a refusal's code.
 */
export async function handleDiscountCode(request: Request) {
  const form = await readForm(request, DISCOUNT_CODE_FORM);
  const inPlace = form.get("reply") === "data";
  const back = safeRedirectTarget(form.get("back"), FALLBACK).split("#")[0]!;
  const answer = (reply: DiscountCodeReply, note: DiscountCodeNote | null, status: number, headers?: HeadersInit) =>
    inPlace ? data(reply, { status, headers }) : redirect(withNote(back, note), { status: 303, headers });
  const refuse = (note: DiscountCodeNote, status = 400, headers?: HeadersInit) =>
    answer({ ok: false, message: DISCOUNT_CODE_NOTES[note] }, note, status, headers);

  if (form.get("intent") === "remove") {
    const headers = { "Set-Cookie": await basketCodeCookie(request, null) };
    return answer({ ok: true, code: null }, null, 200, headers);
  }
  const typed = String(form.get("code") ?? "").trim();
  if (typed === "") return refuse("empty");
  const allowance = await takeAllowance(`discount-code:${clientAddress(request)}`, DISCOUNT_CODE_RATE_LIMIT);
  if (!allowance.allowed) return refuse("busy", 429, { "Retry-After": String(allowance.retryAfterSeconds) });
  const code = typed.length <= CODE_MAX_LENGTH ? normaliseCode(typed) : null;
  if (!code) return refuse("shape");
  const [known] = await db()
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1);
  if (!known) return refuse("unknown");
  const headers = { "Set-Cookie": await basketCodeCookie(request, code) };
  return answer({ ok: true, code }, null, 200, headers);
}

/** The page with a refusal's code in its address (`?code-note=unknown`), or with none left there. */
function withNote(path: string, note: DiscountCodeNote | null): string {
  const url = new URL(path, "http://site.invalid");
  if (note) url.searchParams.set(DISCOUNT_CODE_NOTE_PARAM, note);
  else url.searchParams.delete(DISCOUNT_CODE_NOTE_PARAM);
  return `${url.pathname}${url.search}`;
}

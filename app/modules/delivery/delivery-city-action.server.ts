import { data, redirect } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { clientAddress } from "~/utils/client-address";
import { readForm } from "~/utils/form.server";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { getDeliveryPolicy } from "./delivery-policy.server";
import {
  DELIVERY_CITY_NOTE_PARAM,
  DELIVERY_CITY_NOTES,
  deliveryCityOf,
  unknownCityMessage,
  type DeliveryCityNote,
} from "./delivery-city";
import { DELIVERY_CITY_FORM } from "./delivery-city-form";
import type { DeliveryCityReply } from "./delivery-city-limits";
import { deliveryCitySchema } from "./delivery-city.schema";
import { deliveryCityCookie } from "./delivery-city.server";

/**
 * Changes of city one client may make in ten minutes: a buyer trying a few cities, and the
 * household or office behind one address, not a script. Limited as every visitor form is, though
 * it saves nothing: each post still costs a policy read.
 */
export const DELIVERY_CITY_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/** Where a post without a page to go back to lands. */
const FALLBACK = "/furniture";

/**
 * POST /delivery-city: the product page's 'Deliver to' form. A city that the policy can read is
 * remembered for the visit (a session cookie); anything else changes nothing. A page with
 * JavaScript (its fetcher sends `reply=data`) gets the answer as data and updates in place; a page
 * without it is sent back (303) to the page it came from, a path of this site only, with a
 * refusal's code in the address.
 */
export async function handleDeliveryCity(request: Request) {
  const form = await readForm(request, DELIVERY_CITY_FORM);
  const inPlace = form.get("reply") === "data";
  const back = safeRedirectTarget(form.get("back"), FALLBACK).split("#")[0]!;
  const refuse = (note: DeliveryCityNote, message: string = DELIVERY_CITY_NOTES[note], headers?: HeadersInit) =>
    inPlace
      ? data<DeliveryCityReply>({ ok: false, message }, { status: note === "busy" ? 429 : 400, headers })
      : redirect(withNote(back, note), { status: 303, headers });

  const allowance = await takeAllowance(`delivery-city:${clientAddress(request)}`, DELIVERY_CITY_RATE_LIMIT);
  if (!allowance.allowed) {
    return refuse("busy", undefined, { "Retry-After": String(allowance.retryAfterSeconds) });
  }
  const parsed = deliveryCitySchema.safeParse({ city: form.get("city") ?? undefined });
  if (!parsed.success) return refuse((parsed.error.issues[0]?.message ?? "empty") as DeliveryCityNote);

  const policy = await getDeliveryPolicy();
  const city = deliveryCityOf(policy, parsed.data.city);
  if (!city) return refuse("unknown", unknownCityMessage(policy, parsed.data.city, new Date()));

  const headers = { "Set-Cookie": await deliveryCityCookie(request, city) };
  if (inPlace) return data<DeliveryCityReply>({ ok: true, city }, { headers });
  return redirect(withNote(back, null), { status: 303, headers });
}

/** The page with a refusal's code in its address (`?deliver-to=unknown`), or with none left there. */
function withNote(path: string, note: DeliveryCityNote | null): string {
  const url = new URL(path, "http://site.invalid");
  if (note) url.searchParams.set(DELIVERY_CITY_NOTE_PARAM, note);
  else url.searchParams.delete(DELIVERY_CITY_NOTE_PARAM);
  return `${url.pathname}${url.search}`;
}

import { expect } from "vitest";
import type { LinkPageData } from "~/modules/consultations/cancel-page.server";
import type { LinkPageAnswer } from "~/modules/consultations/customer-move.server";
import { action as linkAction, loader as linkLoader } from "~/routes/storefront/consultation-cancel";
import { freshIp, ORIGIN, routeArgs } from "./accounts";
import { bookingForm, bookings, cancelLinkIn, mailsOfKind, postBooking } from "./consultations";

/**
 * The customer's private page (/consultations/:number/cancel?key=…) as the move tests call it:
 * the GET with a day, and the POST of the move form, each from its own client address unless named.
 */

function unwrap<Body>(result: unknown) {
  const { init, data } = result as { init: ResponseInit | null; data: Body };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
}

const args = (request: Request, number: string) => ({ ...routeArgs<object>(request), params: { number } }) as never;

export function openMoveLink(number: string, key: string, day?: string) {
  const search = new URLSearchParams({ key, ...(day ? { day } : {}) });
  const request = new Request(`${ORIGIN}/consultations/${number}/cancel?${search}`, {
    headers: { "x-forwarded-for": freshIp() },
  });
  return linkLoader(args(request, number)).then((result) => unwrap<LinkPageData>(result));
}

export function postMove(number: string, key: string, slot: string | undefined, ip = freshIp()) {
  const form: Record<string, string> = { intent: "move", key, ...(slot === undefined ? {} : { slot }) };
  const request = new Request(`${ORIGIN}/consultations/${number}/cancel?${new URLSearchParams({ key })}`, {
    method: "POST",
    headers: { origin: ORIGIN, "x-forwarded-for": ip },
    body: new URLSearchParams(form),
  });
  return linkAction(args(request, number)).then((result) => unwrap<LinkPageAnswer>(result));
}

/** Books `slot` through the booking form and returns the booking with the key of its mail's link. */
export async function bookWithLink(slot: string, overrides: Record<string, string> = {}) {
  const done = await postBooking(bookingForm({ slot, ...overrides }));
  expect(done.body.ok).toBe(true);
  const number = done.body.booked!.number;
  const mail = (await mailsOfKind("consultation-booked")).find((row) => row.text.includes(`#${number}`))!;
  const row = (await bookings()).find((booking) => booking.number === number)!;
  return { row, ...cancelLinkIn(mail.text) };
}

import { data } from "react-router";
import { z } from "zod";
import { takeAllowance } from "~/db/rate-limit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { clientAddress, requestAddress } from "~/utils/client-address";
import { publicOrigin } from "~/utils/origin.server";
import { slotField } from "./booking.schema";
import { CONTACT_BOOKED_MESSAGE } from "./contact-limit.server";
import { openLink, shown, type CancelLinkBooking, type CancelLinkState } from "./customer-cancel.server";
import { consultationMailContext } from "./mail-context.server";
import { moveBooking } from "./move-booking.server";
import { SLOT_TAKEN_MESSAGE, slotRefusalMessages } from "./slots";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";

/**
 * A guard against a script hopping bookings around the calendar (each move takes a slot, frees
 * another and mails the customer and the shop): move attempts per client address and hour, as
 * the booking form counts bookings, and per booking and day, so that one link cannot flood the
 * shop's inbox from many addresses. A customer moves once, perhaps twice after a time was
 * taken under them. The same move sent again is answered as done and not counted.
 */
export const MOVE_RATE_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;
export const MOVES_PER_BOOKING = { max: 3, windowMs: 24 * 60 * 60_000 } as const;

/** What the private page shows: the booking as it now stands, and why a move was refused. */
export interface LinkPageAnswer {
  state: CancelLinkState | "done" | "moved";
  booking: CancelLinkBooking | null;
  notice?: { title: string; text: string };
}

/** The link page is opened by its key: see PRIVATE_PAGE_HEADERS. */
export const PRIVATE = PRIVATE_PAGE_HEADERS;
export const LINK_STATUS: Record<LinkPageAnswer["state"], number> = {
  open: 200,
  done: 200,
  moved: 200,
  cancelled: 200,
  past: 410,
  invalid: 404,
};

const NOT_MOVED = "Not moved yet";
const RATE_LIMITED =
  "You have tried to move this consultation several times in a short while. Please wait a while and try again, or call us.";

const answer = (body: LinkPageAnswer, status = LINK_STATUS[body.state], headers: HeadersInit = {}) =>
  data(body, { status, headers: { ...PRIVATE, ...headers } });

/** The booking stays where it was: the page shows it again, the reason above its free times. */
const refused = (booking: CancelLinkBooking, text: string, status: number, headers?: HeadersInit) =>
  answer({ state: "open", booking, notice: { title: NOT_MOVED, text } }, status, headers);

/**
 * POST /consultations/:number/cancel with intent=move: the customer moves their booking to
 * another free time, by the booking's rules (moveBooking). Only the key of the link moves it; a
 * wrong key, a cancelled or past booking get the answers the cancel page gives. The form is a
 * plain post (the page works without JavaScript); sending the same move twice moves it once.
 */
export async function handleCustomerMove(request: Request, numberParam: string | undefined, form: FormData) {
  const given = form.get("key");
  const key = typeof given === "string" ? given : null;
  const context = await consultationMailContext(publicOrigin(request));
  const link = await openLink(numberParam, key);
  if (link.state !== "open") return answer({ state: link.state, booking: link.row && shown(link.row, context.shop) });
  const booking = shown(link.row!, context.shop);

  const parsed = z.object({ slot: slotField }).safeParse({ slot: form.get("slot") ?? undefined });
  if (!parsed.success) return refused(booking, "Please choose the new time.", 400);
  const slot = new Date(parsed.data.slot);
  // A resent form: the booking is at that time already. Done, and not counted.
  if (link.row!.startsAt.getTime() === slot.getTime()) return answer({ state: "moved", booking });

  // The address first: what it refuses does not use up the booking's own allowance.
  for (const [bucket, limit] of [
    [`consultation-move:${clientAddress(request)}`, MOVE_RATE_LIMIT],
    [`consultation-move:#${link.row!.number}`, MOVES_PER_BOOKING],
  ] as const) {
    const allowance = await takeAllowance(bucket, limit);
    if (!allowance.allowed) {
      return refused(booking, RATE_LIMITED, 429, { "Retry-After": String(allowance.retryAfterSeconds) });
    }
  }

  const mover = { by: "customer" as const, number: link.row!.number, key, ip: requestAddress(request) };
  const outcome = await moveBooking(mover, slot, context);
  switch (outcome.status) {
    case "done":
    case "unchanged":
      if (outcome.status === "done") wakeMailWorker();
      return answer({ state: "moved", booking: shown(outcome.booking, context.shop) });
    case "missing":
      return answer({ state: "invalid", booking: null });
    case "cancelled":
      return answer({ state: "cancelled", booking });
    case "started":
      return answer({ state: "past", booking });
    case "taken":
    case "stale":
      return refused(booking, SLOT_TAKEN_MESSAGE, 409);
    case "contact-booked":
      return refused(booking, CONTACT_BOOKED_MESSAGE, 409);
    default:
      return refused(booking, slotRefusalMessages[outcome.status], 400);
  }
}

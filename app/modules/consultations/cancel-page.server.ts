import { data } from "react-router";
import { publicOrigin } from "~/utils/origin.server";
import { loadBookingWindow, type BookingWindow } from "./booking-window.server";
import { cancelByCustomer, readCancelLink } from "./customer-cancel.server";
import { handleCustomerMove, LINK_STATUS, PRIVATE, type LinkPageAnswer } from "./customer-move.server";
import { consultationMailContext } from "./mail-context.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { readForm } from "~/utils/form.server";

/** The GET's page: the link's answer, the key for the forms, and the free times to move to. */
export interface LinkPageData extends LinkPageAnswer {
  key: string | null;
  move: BookingWindow | null;
}

/**
 * GET /consultations/:number/cancel?key=…[&day=YYYY-MM-DD]: shows the booking, the free times
 * it may move to (the booking page's, on the day chosen) and a button to cancel; changes nothing.
 */
export async function loadCancelPage(request: Request, number: string | undefined) {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  const { shop } = await consultationMailContext(publicOrigin(request));
  const found = await readCancelLink(number, key, shop);
  const open = found.state === "open";
  const body: LinkPageData = {
    ...found,
    key: open ? key : null,
    move: open ? await loadBookingWindow(url.searchParams.get("day")) : null,
  };
  return data(body, { status: LINK_STATUS[found.state], headers: PRIVATE });
}

/** POST: the customer cancels, or (intent=move) moves the booking; the key comes with the form, checked again. */
export async function handleCancelPage(request: Request, number: string | undefined) {
  const form = await readForm(request);
  if (form.get("intent") === "move") return handleCustomerMove(request, number, form);
  const key = form.get("key");
  const context = await consultationMailContext(publicOrigin(request));
  const done: LinkPageAnswer = await cancelByCustomer(number, typeof key === "string" ? key : null, context);
  if (done.state === "done") wakeMailWorker();
  return data(done, { status: LINK_STATUS[done.state], headers: PRIVATE });
}

import { data } from "react-router";
import { publicOrigin } from "~/utils/origin.server";
import { cancelByCustomer, readCancelLink, type CancelLinkState } from "./customer-cancel.server";
import { consultationMailContext } from "./mail-context.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { readForm } from "~/utils/form.server";

// The secret is in the address: never cached, never sent on as a referrer.
const PRIVATE = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
const STATUS: Record<CancelLinkState | "done", number> = {
  open: 200,
  done: 200,
  cancelled: 200,
  past: 410,
  invalid: 404,
};

/** GET /consultations/:number/cancel?key=…: shows the booking and a button; changes nothing. */
export async function loadCancelPage(request: Request, number: string | undefined) {
  const key = new URL(request.url).searchParams.get("key");
  const { shop } = await consultationMailContext(publicOrigin(request));
  const found = await readCancelLink(number, key, shop);
  return data(
    { ...found, key: found.state === "open" ? key : null },
    { status: STATUS[found.state], headers: PRIVATE },
  );
}

/** POST: the customer cancels (the key comes with the form, checked again). */
export async function handleCancelPage(request: Request, number: string | undefined) {
  const key = (await readForm(request)).get("key");
  const context = await consultationMailContext(publicOrigin(request));
  const done = await cancelByCustomer(number, typeof key === "string" ? key : null, context);
  if (done.state === "done") wakeMailWorker();
  return data(done, { status: STATUS[done.state], headers: PRIVATE });
}

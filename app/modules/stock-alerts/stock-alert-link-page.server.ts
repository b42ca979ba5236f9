import { data } from "react-router";
import { readForm } from "~/utils/form.server";
import { PRIVATE_PAGE_HEADERS } from "~/utils/private-page";
import {
  confirmStockAlert,
  readStockAlert,
  unsubscribeStockAlerts,
  type StockAlertView,
} from "./stock-alert-page.server";

/** What the alert's page shows: the alert (null: the link is wrong or replaced), its key for the forms, what was just done. */
export interface StockAlertPage {
  alert: StockAlertView | null;
  key: string | null;
  /** The address asked to stop (?stop=1, the mails' unsubscribe link): the page leads with that button. */
  stopping: boolean;
  done?: { kind: "confirmed" } | { kind: "stopped"; count: number };
}

const answer = (page: StockAlertPage) => data(page, { status: page.alert ? 200 : 404, headers: PRIVATE_PAGE_HEADERS });

/**
 * GET /stock-alerts/:id?key=…[&stop=1]: the alert's private page, opened from its mails. Shows
 * the alert and a button (confirm it, or stop it); a GET changes nothing, so that a mail
 * scanner following the link confirms or stops nothing.
 */
export async function loadStockAlertPage(request: Request, id: string) {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  const alert = await readStockAlert(id, key);
  return answer({ alert, key: alert ? key : null, stopping: url.searchParams.get("stop") === "1" });
}

/**
 * POST: intent=confirm or intent=unsubscribe with the key, from the page's buttons; or a mail
 * program's one-click unsubscribe (RFC 8058: 'List-Unsubscribe=One-Click' posted to the link,
 * whose address holds the key). No session either way: the key is the proof.
 */
export async function handleStockAlertPage(request: Request, id: string) {
  const url = new URL(request.url);
  const form = await readForm(request);
  const field = form.get("key");
  const key = typeof field === "string" ? field : url.searchParams.get("key");
  const oneClick = form.get("List-Unsubscribe") === "One-Click";
  const intent = oneClick ? "unsubscribe" : form.get("intent");
  if (intent === "confirm") {
    const confirmed = await confirmStockAlert(id, key);
    const alert = confirmed ? await readStockAlert(id, key) : null;
    return answer({ alert, key: alert ? key : null, stopping: false, ...(alert && { done: { kind: "confirmed" } }) });
  }
  if (intent === "unsubscribe") {
    const count = await unsubscribeStockAlerts(id, key);
    const alert = count === null ? null : await readStockAlert(id, key);
    return answer({ alert, key: null, stopping: false, ...(alert && { done: { kind: "stopped", count: count! } }) });
  }
  return data({ alert: null, key: null, stopping: false } satisfies StockAlertPage, {
    status: 400,
    headers: PRIVATE_PAGE_HEADERS,
  });
}

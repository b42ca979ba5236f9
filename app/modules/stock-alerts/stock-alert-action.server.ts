import { data } from "react-router";
import { takeAllowance } from "~/db/rate-limit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { clientAddress } from "~/utils/client-address";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import { publicOrigin } from "~/utils/origin.server";
import { STOCK_ALERT_RATE_LIMIT } from "./stock-alert-limits";
import { piecePath } from "./stock-alert-piece.server";
import { STOCK_ALERT_MESSAGES, type StockAlertResult } from "./stock-alert-result";
import { signUpForStockAlert } from "./stock-alert-signup.server";
import { parseStockAlert } from "./stock-alert.schema";

/**
 * POST /stock-alerts: 'Tell me when it is back' on a sold-out piece. Open to visitors: the form
 * is checked, the client counted (STOCK_ALERT_RATE_LIMIT), and the alert stored with its
 * confirming mail (stock-alert-signup.server.ts). Every refusal says why and stores nothing.
 */
export async function handleStockAlertSignUp(request: Request) {
  const form = Object.fromEntries([...(await readForm(request))].filter(([, value]) => typeof value === "string"));
  const refused = (message: string, errors: Record<string, string>, status: number, extra: object = {}) =>
    data<StockAlertResult>({ ok: false, message, errors, ...extra }, { status });

  const parsed = parseStockAlert(form);
  if (!parsed.success) {
    const { form: problem, ...errors } = parsed.errors;
    return refused(problem ?? STOCK_ALERT_MESSAGES.invalid, errors, 400);
  }
  const allowance = await takeAllowance(`stock-alert:${clientAddress(request)}`, STOCK_ALERT_RATE_LIMIT);
  if (!allowance.allowed) {
    return data<StockAlertResult>(
      { ok: false, message: STOCK_ALERT_MESSAGES.rateLimited, errors: {} },
      { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
    );
  }
  let outcome;
  try {
    outcome = await signUpForStockAlert(parsed.data, { origin: publicOrigin(request), shop: await getShopSettings() });
  } catch (error) {
    log.error("Storing a stock alert failed", { error: String(error) });
    return refused(STOCK_ALERT_MESSAGES.failed, {}, 500);
  }
  if (outcome.status === "gone") return refused(STOCK_ALERT_MESSAGES.gone, {}, 404);
  if (outcome.status === "in-stock") {
    return refused(STOCK_ALERT_MESSAGES.inStock, {}, 409, { inStockPath: piecePath(outcome.piece) });
  }
  if (outcome.mailed) wakeMailWorker();
  return data<StockAlertResult>({ ok: true, email: parsed.data.email });
}

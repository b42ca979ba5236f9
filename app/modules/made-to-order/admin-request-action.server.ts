import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { auditActor } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { fieldErrors } from "~/utils/form-fields";
import { publicOrigin } from "~/utils/origin.server";
import { addCalendarDays, shopToday } from "~/utils/calendar-days";
import { declineRequest, sendQuote } from "./quotes.server";
import { declineFormSchema, formLines, messageFormSchema, QUOTE_MAX_VALID_DAYS, quoteFormSchema } from "./quote.schema";
import { requestPageData } from "./request-page.server";
import { postRequestMessage } from "./request-messages.server";
import { findRequestById, requestOrder } from "./requests.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

/** Days a new quote stays open unless the admin says otherwise. */
const DEFAULT_VALID_DAYS = 14;

/** GET /admin/requests/:id: the request as the customer sees it, plus the admin's forms' defaults. */
export async function loadAdminRequest(request: Request, id: string) {
  await requireAdmin(request);
  const row = await findRequestById(id);
  if (!row) throw new Response("Not found", { status: 404 });
  const [page, order, settings] = await Promise.all([
    requestPageData({ request: row, viewer: { kind: "admin" } }),
    requestOrder(row.id),
    getShopSettings(),
  ]);
  const today = shopToday();
  return {
    id: row.id,
    page,
    orderId: order?.id ?? null,
    state: row.state,
    defaults: {
      advancePercent: page.quote?.advancePercent ?? settings.advancePercent,
      validUntil: addCalendarDays(today, DEFAULT_VALID_DAYS),
      minDay: today,
      maxDay: addCalendarDays(today, QUOTE_MAX_VALID_DAYS),
      leadTimeWeeks: page.quote?.leadTimeWeeks ?? null,
      deliveryFee: page.quote ? page.quote.deliveryFee : null,
      lines: page.quote?.lines ?? [],
      note: page.quote?.note ?? "",
    },
    // Fresh keys for each view: a resent form is one quote, one message.
    quoteKey: randomUUID(),
    messageKey: randomUUID(),
  };
}

export interface AdminRequestActionData {
  intent: "quote" | "decline" | "message";
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

const reply = (body: AdminRequestActionData, status = body.ok ? 200 : 400) => data(body, { status });

/** POST /admin/requests/:id: send (or revise) a quote, decline, or write to the customer. */
export async function handleAdminRequest(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  const origin = publicOrigin(request);
  const form = await readForm(request, ADMIN_FORM);
  const intent = form.get("intent");
  if (intent === "message") {
    const parsed = messageFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return reply({ intent, ok: false, message: "Please check the message.", errors: fieldErrors(parsed.error) });
    const found = await postRequestMessage(id, { kind: "shop", by }, parsed.data, origin);
    if (!found) return reply({ intent, ok: false, message: "That request no longer exists.", errors: {} }, 404);
    wakeMailWorker();
    return reply({ intent, ok: true, message: "Message sent to the customer.", errors: {} });
  }
  if (intent === "decline") {
    const parsed = declineFormSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return reply({ intent, ok: false, message: "Please say why.", errors: fieldErrors(parsed.error) });
    const outcome = await declineRequest(id, parsed.data.reason, by, origin);
    if (!outcome.ok) return reply({ intent, ok: false, message: outcome.message, errors: {} }, outcome.status);
    wakeMailWorker();
    return reply({ intent, ok: true, message: "Request declined; the customer was told why.", errors: {} });
  }
  if (intent === "quote") {
    const today = shopToday();
    const schema = quoteFormSchema(today, addCalendarDays(today, QUOTE_MAX_VALID_DAYS));
    const parsed = schema.safeParse({ ...Object.fromEntries(form), lines: formLines(form) });
    if (!parsed.success) {
      return reply({
        intent,
        ok: false,
        message: "Please check the fields marked below.",
        errors: fieldErrors(parsed.error),
      });
    }
    const outcome = await sendQuote(id, parsed.data, by, origin);
    if (!outcome.ok) return reply({ intent, ok: false, message: outcome.message, errors: {} }, outcome.status);
    wakeMailWorker();
    return reply({ intent, ok: true, message: "Quote sent to the customer.", errors: {} });
  }
  return reply({ intent: "message", ok: false, message: "Unknown action.", errors: {} }, 400);
}

import { data } from "react-router";
import type { Notice } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { resendUndeliveredMail } from "~/modules/mail/undelivered.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatPrice } from "~/utils/money";
import { publicOrigin } from "~/utils/origin.server";
import { adminOrderNotices } from "./admin-order-notices";
import { adminOrderActionSchema, type AdminOrderAction } from "./admin-orders.schema";
import { setDeliveryFee } from "./delivery-fee.server";
import { changeOrderStatus } from "./change-status.server";
import { deliveryDateSchema, deliverySlotText } from "./delivery-date";
import { setDeliveryDate } from "./delivery-date.server";
import { recordPayment } from "./order-payments.server";
import { paymentFormSchema } from "./payments";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

type Form = Record<string, FormDataEntryValue>;

/**
 * POST /admin (the Orders tab), admins only: change a status, set a quoted delivery charge,
 * plan the delivery day, record a payment, or ('resend-mail') queue the undelivered mails
 * again. Every answer carries a notice; a refusal says why (no stock left to reopen a
 * cancelled order, an advance not yet paid).
 */
export async function handleAdminOrderAction(request: Request) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  const form = Object.fromEntries(await readForm(request, ADMIN_FORM));
  switch (form.intent) {
    case "resend-mail": {
      const answer = await resendUndeliveredMail();
      if (answer.queued > 0) await recordAudit(by, { action: "mail.resent", changes: { mails: answer.queued } });
      return { notice: answer.notice, about: answer.about };
    }
    case "delivery-date":
      return planDelivery(request, by, form);
    case "record-payment":
      return takePayment(request, by, form);
  }
  const parsed = adminOrderActionSchema.safeParse(form);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message;
    const notice =
      form.intent === "delivery-fee"
        ? adminOrderNotices.deliveryFeeFailed(reason)
        : adminOrderNotices.statusFailed(reason);
    return failed(400, notice);
  }
  const intent = parsed.data;
  return intent.intent === "status" ? changeStatus(request, by, intent) : quoteDelivery(request, by, intent);
}

async function changeStatus(request: Request, by: AuditActor, intent: Extract<AdminOrderAction, { intent: "status" }>) {
  const override = intent.override === "on" ? { reason: intent.reason ?? "" } : undefined;
  const result = await changeOrderStatus(
    intent.orderId,
    intent.status,
    { kind: "admin", by, override },
    { origin: publicOrigin(request) },
  );
  if (!result.ok) return failed(result.status, adminOrderNotices.statusFailed(result.message));
  wakeMailWorker();
  return { notice: adminOrderNotices.statusUpdated };
}

async function quoteDelivery(
  request: Request,
  by: AuditActor,
  intent: Extract<AdminOrderAction, { intent: "delivery-fee" }>,
) {
  const settings = await getShopSettings();
  const result = await setDeliveryFee(intent.orderId, intent.fee, by, { settings, origin: publicOrigin(request) });
  if (!result.ok) return failed(result.status, adminOrderNotices.deliveryFeeFailed(result.message));
  wakeMailWorker();
  return { notice: adminOrderNotices.deliveryFeeSet(result.number, formatPrice(result.totalAmount)) };
}

async function planDelivery(request: Request, by: AuditActor, form: Form) {
  const parsed = deliveryDateSchema().safeParse(form);
  if (!parsed.success) return failed(400, adminOrderNotices.deliveryDateFailed(parsed.error.issues[0]?.message));
  const { orderId, date, slot } = parsed.data;
  const result = await setDeliveryDate({ orderId, date, slot }, by, { origin: publicOrigin(request) });
  if (!result.ok) return failed(result.status, adminOrderNotices.deliveryDateFailed(result.message));
  return { notice: adminOrderNotices.deliveryDateSet(result.number, deliverySlotText(date, slot)) };
}

async function takePayment(request: Request, by: AuditActor, form: Form) {
  const parsed = paymentFormSchema().safeParse(form);
  if (!parsed.success) return failed(400, adminOrderNotices.paymentFailed(parsed.error.issues[0]?.message));
  const settings = await getShopSettings();
  const result = await recordPayment(parsed.data, by, { settings, origin: publicOrigin(request) });
  if (!result.ok) return failed(result.status, adminOrderNotices.paymentFailed(result.message));
  wakeMailWorker();
  if (result.kind === "refund") return { notice: adminOrderNotices.refundRecorded(result.number, result.amountPaid) };
  return { notice: adminOrderNotices.paymentRecorded(result.number, result.amountPaid, result.overpaid) };
}

function failed(status: number, notice: Notice) {
  return data({ notice }, { status });
}

import { data } from "react-router";
import type { Notice } from "~/components/ui/toaster";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { resendUndeliveredMail } from "~/modules/mail/undelivered.server";
import { adminOrderNotices } from "./admin-order-notices";
import { adminOrderActionSchema } from "./admin-orders.schema";
import { markOrderPaid, setDeliveryFee } from "./admin-orders.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { getShopSettings } from "~/modules/settings/settings.server";
import { formatPrice } from "~/utils/money";
import { publicOrigin } from "~/utils/origin.server";
import { changeOrderStatus } from "./change-status.server";
import { deliveryDateSchema, deliverySlotText } from "./delivery-date";
import { setDeliveryDate } from "./delivery-date.server";

/**
 * POST /admin (the Orders tab), admins only: change a status, mark a bank
 * transfer paid, set a quoted delivery charge, plan the delivery day, or
 * ('resend-mail') queue the undelivered mails again. Every
 * answer carries a notice; a refusal says why (e.g. no stock left to reopen a
 * cancelled order).
 */
export async function handleAdminOrderAction(request: Request) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "resend-mail") {
    const answer = await resendUndeliveredMail();
    if (answer.queued > 0) await recordAudit(by, { action: "mail.resent", changes: { mails: answer.queued } });
    return { notice: answer.notice, about: answer.about };
  }
  if (form.intent === "delivery-date") return planDelivery(request, by, form);
  const parsed = adminOrderActionSchema.safeParse(form);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message;
    const notice =
      form.intent === "mark-paid"
        ? adminOrderNotices.markPaidFailed(reason)
        : form.intent === "delivery-fee"
          ? adminOrderNotices.deliveryFeeFailed(reason)
          : adminOrderNotices.statusFailed(reason);
    return failed(400, notice);
  }
  const intent = parsed.data;
  if (intent.intent === "status") {
    const result = await changeOrderStatus(
      intent.orderId,
      intent.status,
      { kind: "admin", by },
      { origin: publicOrigin(request) },
    );
    if (result.ok) wakeMailWorker();
    if (!result.ok) return failed(result.status, adminOrderNotices.statusFailed(result.message));
    return { notice: adminOrderNotices.statusUpdated };
  }
  if (intent.intent === "delivery-fee") {
    const settings = await getShopSettings();
    const result = await setDeliveryFee(intent.orderId, intent.fee, by, { settings, origin: publicOrigin(request) });
    if (!result.ok) return failed(result.status, adminOrderNotices.deliveryFeeFailed(result.message));
    wakeMailWorker();
    return { notice: adminOrderNotices.deliveryFeeSet(result.number, formatPrice(result.totalAmount)) };
  }
  const result = await markOrderPaid(intent.orderId, by);
  if (!result.ok) return failed(result.status, adminOrderNotices.markPaidFailed(result.message));
  return { notice: adminOrderNotices.markedPaid(result.number) };
}

async function planDelivery(request: Request, by: AuditActor, form: Record<string, FormDataEntryValue>) {
  const parsed = deliveryDateSchema().safeParse(form);
  if (!parsed.success) return failed(400, adminOrderNotices.deliveryDateFailed(parsed.error.issues[0]?.message));
  const { orderId, date, slot } = parsed.data;
  const result = await setDeliveryDate({ orderId, date, slot }, by, { origin: publicOrigin(request) });
  if (!result.ok) return failed(result.status, adminOrderNotices.deliveryDateFailed(result.message));
  return { notice: adminOrderNotices.deliveryDateSet(result.number, deliverySlotText(date, slot)) };
}

function failed(status: number, notice: Notice) {
  return data({ notice }, { status });
}

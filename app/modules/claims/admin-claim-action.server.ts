import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { wakeMailWorker } from "~/modules/mail/worker.server";
import { paymentFormSchema, type PaymentForm } from "~/modules/orders/payments";
import { fieldErrors } from "~/utils/form-fields";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { publicOrigin } from "~/utils/origin.server";
import { shopCalendar } from "~/utils/shop-time";
import { adminClaimDetail } from "./admin-claims.server";
import { claimMailContext } from "./claim-mails.server";
import { preferredDayRange } from "./open-claim.server";
import { claimActionLabel } from "./claim-steps";
import { needsVisit } from "./claim-rules";
import { freeTimesAhead } from "~/modules/consultations/free-times.server";
import { claimStepSchema } from "./claim-step.schema";
import { moveClaim } from "./move-claim.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /admin/claims/:id: the request, a fresh key for its step forms, and what its approval may
 * book: a visit's free times of the consultation calendar (warranty, damage), or the days a
 * pickup may be booked (today on).
 */
export async function loadAdminClaim(request: Request, id: string) {
  await requireAdmin(request);
  const claim = UUID.test(id) ? await adminClaimDetail(id.toLowerCase()) : null;
  if (!claim) throw data("Request not found", { status: 404 });
  const now = new Date();
  const approving = claim.actions.includes("approve");
  return {
    claim,
    requestKey: randomUUID(),
    days: { first: shopCalendar(now).date, last: preferredDayRange(now).last },
    visitTimes: approving && needsVisit(claim.kind) ? await freeTimesAhead(now) : null,
  };
}

const answer = (body: AdminActionResult, status = 200) => data(body, { status });

/**
 * POST /admin/claims/:id: one step of the request (claim-steps.ts). The form is checked whole
 * (a refund's amount, method and reference as the payments' own form), then the step is taken
 * in one transaction with its history, audit entry and the buyer's mail.
 */
export async function handleClaimStep(request: Request, claimId: string) {
  const admin = await requireAdmin(request);
  const form = await readForm(request, ADMIN_FORM);
  const values = formValues(form);
  const intent = values.action ?? "";
  const now = new Date();
  const parsed = claimStepSchema(now).safeParse({ ...values, claimId });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return answer(
      { intent, notice: failed(Object.values(errors)[0] ?? "Please check the form."), errors, values },
      400,
    );
  }
  let refund: PaymentForm | null = null;
  if (parsed.data.action === "refund") {
    // The order is the request's: moveClaim puts its id in, under the request's lock.
    const payment = paymentFormSchema(now).safeParse({
      ...values,
      orderId: "00000000-0000-4000-8000-000000000000",
      kind: "refund",
      receivedOn: shopCalendar(now).date,
    });
    if (!payment.success) {
      const errors = fieldErrors(payment.error);
      return answer({ intent, notice: failed(Object.values(errors)[0]!), errors, values }, 400);
    }
    refund = payment.data;
  }
  const context = await claimMailContext(publicOrigin(request));
  const moved = await moveClaim(parsed.data, refund, auditActor(request, admin), context);
  if (!moved.ok) {
    const errors = moved.field ? { [moved.field]: moved.message } : undefined;
    return answer({ intent, notice: failed(moved.message), errors, values }, moved.status);
  }
  if (!moved.repeated) wakeMailWorker();
  return answer({
    intent,
    notice: succeeded(`${claimActionLabel(parsed.data.action)}: done. The customer is mailed.`),
  });
}

import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { failed, formValues, succeeded } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit } from "~/modules/audit/audit.server";
import {
  type DeliveryPolicyActionResult,
  formFromPolicy,
  formIntent,
  parsePolicyForm,
  withNewZone,
  withoutZone,
} from "./delivery-policy-form";
import { getDeliveryPolicy, saveDeliveryPolicy } from "./delivery-policy.server";
import { policyChanges } from "./policy-changes";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";

/**
 * POST /admin/delivery (admins only). 'save' checks the whole form and stores the policy with its
 * audit entry in one transaction, or stores nothing and answers the fields' messages. 'add-zone'
 * and 'remove-zone-N' store nothing: they answer the form's values with a zone more or less, so
 * the editor works without JavaScript. /shipping and checkout read the policy on each request,
 * so the change shows on the next page either renders.
 */
export async function handleDeliveryPolicyAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const intent = formIntent(values.intent);
  const revision = randomUUID();
  if (!intent) {
    return data<DeliveryPolicyActionResult>(
      { intent: "save", revision, notice: failed("That request was not understood. Please try again."), values },
      { status: 400 },
    );
  }
  if (intent.kind === "add-zone") {
    const added = withNewZone(values);
    return {
      intent: "edit",
      revision,
      notice: null,
      values: added.values,
      focus: `zones.${added.row}.name`,
    } satisfies DeliveryPolicyActionResult;
  }
  if (intent.kind === "remove-zone") {
    const remaining = withoutZone(values, intent.row);
    return {
      intent: "edit",
      revision,
      notice: null,
      values: remaining,
      focus: "add-zone",
    } satisfies DeliveryPolicyActionResult;
  }

  const parsed = parsePolicyForm(values);
  if (!parsed.success) {
    return data<DeliveryPolicyActionResult>(
      {
        intent: "save",
        revision,
        notice: failed("Delivery policy not saved. Please correct the fields listed below."),
        errors: parsed.errors,
        values,
      },
      { status: 400 },
    );
  }
  const saved = await db().transaction(async (tx) => {
    const before = await getDeliveryPolicy(tx);
    const after = await saveDeliveryPolicy(parsed.data, tx);
    const changes = policyChanges(before, after);
    if (Object.keys(changes).length > 0) {
      await recordAudit(
        by,
        { action: "delivery.updated", target: { type: "delivery-policy", label: "Delivery policy" }, changes },
        tx,
      );
    }
    return after;
  });
  // Product pages (their delivery line) and /shipping show it: when in doubt, every page.
  sharedPagesChanged("everything");
  // The saved policy's own values: the form shows them at once, before the page's data reloads.
  return {
    intent: "save",
    revision,
    notice: succeeded("Delivery policy saved. /shipping and checkout use it from now on."),
    values: formFromPolicy(saved),
  } satisfies DeliveryPolicyActionResult;
}

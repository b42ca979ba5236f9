import { data } from "react-router";
import { z } from "zod";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import { changeSwatchState } from "./admin-swatch-requests.server";

const stateForm = z.object({ intent: z.enum(["sent", "cancel"]), id: z.uuid() });

const answer = (result: AdminActionResult, status = 200) => data(result, { status });

/**
 * POST /admin/swatches (admins only): 'Mark as sent' or 'Cancel' a new request, audited. Safe to
 * send twice: the second time says it is done already and records nothing.
 */
export async function handleAdminSwatchAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const parsed = stateForm.safeParse(values);
  if (!parsed.success) {
    return answer(
      { intent: values.intent ?? "", notice: failed("That request was not understood. Please try again.") },
      400,
    );
  }
  const { intent, id } = parsed.data;
  let outcome;
  try {
    outcome = await changeSwatchState(id, intent, by);
  } catch (error) {
    log.error("A swatch request's change failed", { intent, error: String(error) });
    return answer({ intent, notice: failed("That did not work. Please try again.") }, 500);
  }
  if (outcome.status === "missing") {
    return answer({ intent, notice: failed("That swatch request could not be found.") }, 404);
  }
  const { number, name, state } = outcome.request;
  if (outcome.status === "closed") {
    const now =
      state === "sent" ? "was sent already: it cannot be cancelled" : "is cancelled: it cannot be marked as sent";
    return answer({ intent, notice: failed(`Swatch request #${number} ${now}.`) }, 409);
  }
  const done = intent === "sent" ? "marked as sent" : "cancelled";
  const text =
    outcome.status === "already"
      ? `Swatch request #${number} was already ${done}.`
      : `Swatch request #${number} ${done} (${name}).`;
  return answer({ intent, notice: succeeded(text) });
}

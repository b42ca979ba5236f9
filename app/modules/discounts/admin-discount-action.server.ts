import { data, redirect } from "react-router";
import { failed, succeeded } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, type AuditActor } from "~/modules/audit/audit.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import type { DiscountActionResult } from "./admin-discount-result";
import { RUN_ACTIONS, runDiscount, type RunAction, type RunOutcome } from "./admin-discount-run.server";
import { createDiscount, updateDiscount, type SaveOutcome } from "./admin-discount-save.server";
import { discountFormValues } from "./admin-discount-values";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A code's page for an id that is no UUID is not found, as for any unknown id. */
export function discountIdOf(id: string): string {
  if (!UUID.test(id)) throw data("Discount code not found", { status: 404 });
  return id.toLowerCase();
}

const answer = (result: DiscountActionResult, status = 200) => data(result, { status });

/** The admin, before the form is read: anyone else gets what every admin page gives them. */
async function adminOf(request: Request): Promise<AuditActor> {
  return auditActor(request, await requireAdmin(request));
}

/** A save that failed unexpectedly: said, logged, nothing kept (its transaction rolled back). */
async function saving(run: () => Promise<SaveOutcome>, what: string): Promise<SaveOutcome | null> {
  try {
    return await run();
  } catch (error) {
    log.error(`Saving a discount code failed (${what})`, { error: String(error) });
    return null;
  }
}

/** POST /admin/discounts/new: adds the code and shows it in the list; a refused form comes back with its errors. */
export async function handleDiscountNew(request: Request) {
  const by = await adminOf(request);
  const values = discountFormValues(await readForm(request, ADMIN_FORM));
  const outcome = await saving(() => createDiscount(values, by), "new");
  if (!outcome) return answer({ intent: "save", notice: failed("That did not work. Please try again."), values }, 500);
  if (outcome.ok) return redirect(`/admin/discounts?created=${outcome.code}`, 303);
  const notice = failed("The code was not added: please correct what is marked.");
  return answer({ intent: "save", notice, errors: outcome.errors, values }, outcome.status);
}

/** POST /admin/discounts/:id: 'save' (the form), or 'pause', 'resume', 'end' (the page's buttons). */
export async function handleDiscountEdit(request: Request, rawId: string) {
  const by = await adminOf(request);
  const id = discountIdOf(rawId);
  const form = await readForm(request, ADMIN_FORM);
  const intent = form.get("intent");
  if (RUN_ACTIONS.includes(intent as RunAction)) return runAnswer(intent as RunAction, id, by);
  if (intent !== "save") {
    return answer({ intent: "", notice: failed("That request was not understood. Please try again.") }, 400);
  }
  const values = discountFormValues(form);
  const shape = form.get("form") === "locked" ? "locked" : "full";
  const outcome = await saving(() => updateDiscount(id, values, shape, by), "edit");
  if (!outcome) return answer({ intent, notice: failed("That did not work. Please try again."), values }, 500);
  if (outcome.ok) {
    const text = outcome.changed ? `${outcome.code} saved.` : `Nothing to save: ${outcome.code} is as it was.`;
    return answer({ intent, notice: succeeded(text) });
  }
  const text =
    outcome.status === 404 ? "This code no longer exists." : "The code was not saved: please correct what is marked.";
  return answer({ intent, notice: failed(text), errors: outcome.errors, values }, outcome.status);
}

async function runAnswer(action: RunAction, id: string, by: AuditActor) {
  let outcome: RunOutcome;
  try {
    outcome = await runDiscount(id, action, by);
  } catch (error) {
    log.error("A discount code's pause, resume or end failed", { action, error: String(error) });
    return answer({ intent: action, notice: failed("That did not work. Please try again.") }, 500);
  }
  if (outcome.status === "missing") {
    return answer({ intent: action, notice: failed("This code no longer exists.") }, 404);
  }
  const { code } = outcome;
  if (outcome.status === "closed") {
    return answer(
      { intent: action, notice: failed(`${code} has ended: give it a later end date to use it again.`) },
      409,
    );
  }
  return answer({ intent: action, notice: succeeded(runText(action, outcome)) });
}

function runText(
  action: RunAction,
  { status, code, state }: { status: "done" | "already"; code: string; state: string },
) {
  if (status === "already") {
    if (action === "pause") return `${code} was already paused.`;
    if (action === "resume") return `${code} is not paused: nothing to resume.`;
    return `${code} had already ended.`;
  }
  if (action === "pause") return `${code} is paused: checkout refuses it until you resume it.`;
  if (action === "end") return `${code} has ended: checkout no longer takes it.`;
  return state === "scheduled" ? `${code} is resumed: it starts as planned.` : `${code} is running again.`;
}

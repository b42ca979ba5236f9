import { data, redirect } from "react-router";
import { z } from "zod";
import { failed, succeeded } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, type AuditActor } from "~/modules/audit/audit.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { log } from "~/utils/log.server";
import type { SaleActionResult } from "./admin-sale-result";
import { runSale, SALE_RUN_ACTIONS, type SaleRunAction, type SaleRunOutcome } from "./admin-sale-run.server";
import { createSale, updateSale, type SaveOutcome } from "./admin-sale-save.server";
import { saleFormValues } from "./admin-sale-values";

/** The id a page's address or a query names, or null for anything that is no UUID (never sent to the database). */
export function saleIdOrNull(id: string | null): string | null {
  return id !== null && z.uuid().safeParse(id).success ? id.toLowerCase() : null;
}

/** A sale's page for an id that is no UUID is not found, as for any unknown id. */
export function saleIdOf(id: string): string {
  const found = saleIdOrNull(id);
  if (!found) throw data("Sale not found", { status: 404 });
  return found;
}

const answer = (result: SaleActionResult, status = 200) => data(result, { status });
const TRY_AGAIN = "That did not work. Please try again.";

/** The admin, before the form is read: anyone else gets what every admin page gives them. */
async function adminOf(request: Request): Promise<AuditActor> {
  return auditActor(request, await requireAdmin(request));
}

/** A change that failed unexpectedly: logged, nothing kept (its transaction rolled back), null. */
async function attempt<T>(run: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    log.error(`Changing a sale failed (${what})`, { error: String(error) });
    return null;
  }
}

/** POST /admin/sales/new: adds the sale and shows it in the list; a refused form comes back with its errors. */
export async function handleSaleNew(request: Request) {
  const by = await adminOf(request);
  const values = saleFormValues(await readForm(request, ADMIN_FORM));
  const outcome = await attempt(() => createSale(values, by), "new");
  if (!outcome) return answer({ intent: "save", notice: failed(TRY_AGAIN), values }, 500);
  if (outcome.ok) return redirect(`/admin/sales?created=${outcome.id}`, 303);
  const notice = failed("The sale was not added: please correct what is marked.");
  return answer({ intent: "save", notice, errors: outcome.errors, values }, outcome.status);
}

/** POST /admin/sales/:id: 'save' (the form), or 'pause', 'resume', 'end' (the page's buttons). */
export async function handleSaleEdit(request: Request, rawId: string) {
  const by = await adminOf(request);
  const id = saleIdOf(rawId);
  const form = await readForm(request, ADMIN_FORM);
  const intent = form.get("intent");
  if (SALE_RUN_ACTIONS.includes(intent as SaleRunAction)) return runAnswer(intent as SaleRunAction, id, by);
  if (intent !== "save") return answer({ intent: "", notice: failed("That request was not understood.") }, 400);
  const values = saleFormValues(form);
  const shape = form.get("form") === "locked" ? "locked" : "full";
  const outcome: SaveOutcome | null = await attempt(() => updateSale(id, values, shape, by), "edit");
  if (!outcome) return answer({ intent, notice: failed(TRY_AGAIN), values }, 500);
  if (outcome.ok) {
    const text = outcome.changed ? `“${outcome.name}” saved.` : `Nothing to save: “${outcome.name}” is as it was.`;
    return answer({ intent, notice: succeeded(text) });
  }
  const text =
    outcome.status === 404 ? "This sale no longer exists." : "The sale was not saved: please correct what is marked.";
  return answer({ intent, notice: failed(text), errors: outcome.errors, values }, outcome.status);
}

async function runAnswer(action: SaleRunAction, id: string, by: AuditActor) {
  const outcome = await attempt(() => runSale(id, action, by), action);
  if (!outcome) return answer({ intent: action, notice: failed(TRY_AGAIN) }, 500);
  if (outcome.status === "missing")
    return answer({ intent: action, notice: failed("This sale no longer exists.") }, 404);
  const text = runText(action, outcome);
  return outcome.status === "closed"
    ? answer({ intent: action, notice: failed(text) }, 409)
    : answer({ intent: action, notice: succeeded(text) });
}

function runText(action: SaleRunAction, { status, name, state }: Exclude<SaleRunOutcome, { status: "missing" }>) {
  const sale = `“${name}”`;
  if (status === "closed") {
    return action === "end"
      ? `${sale} had already ended.`
      : `${sale} has ended: give it a later end below to run it again.`;
  }
  if (status === "already") {
    return action === "pause" ? `${sale} was already paused.` : `${sale} is not paused: nothing to resume.`;
  }
  if (action === "pause") return `${sale} is paused: its pieces are back at their regular prices until you resume it.`;
  if (action === "end") return `${sale} has ended: its pieces are back at their regular prices.`;
  return state === "scheduled" ? `${sale} is resumed: it starts as planned.` : `${sale} is running again.`;
}

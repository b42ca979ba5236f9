import { and, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit } from "~/modules/audit/audit.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { ownTerms, storeTerms } from "./after-sale-terms.server";
import { parseTermsForm, TERMS_SCOPES, type OwnTerms, type TermsScope } from "./terms-form";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readIntent(intent: string | undefined): { scope: TermsScope; targetId: string | null } | null {
  const [head, scope, targetId, ...rest] = (intent ?? "").split(":");
  if (head !== "terms" || rest.length > 0 || !TERMS_SCOPES.includes(scope as TermsScope)) return null;
  if (scope === "shop") return targetId === undefined ? { scope, targetId: null } : null;
  return targetId && UUID.test(targetId) ? { scope: scope as TermsScope, targetId } : null;
}

/** The category's or (live) product's name, or null when there is no such one. */
async function targetName(scope: TermsScope, targetId: string | null): Promise<string | null> {
  if (scope === "shop") return "The shop";
  if (scope === "category") {
    const [row] = await db().select({ name: categories.name }).from(categories).where(eq(categories.id, targetId!));
    return row?.name ?? null;
  }
  const [row] = await db()
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.id, targetId!), isNull(products.archivedAt)));
  return row?.name ?? null;
}

const same = (a: OwnTerms, b: OwnTerms) =>
  a.returnDays === b.returnDays && JSON.stringify(a.warranty) === JSON.stringify(b.warranty);

/**
 * POST /admin/terms (admins only): one scope's terms, checked whole; stored with their audit
 * entry in one transaction, or nothing stored and the fields' messages answered. /returns,
 * /warranty and the product pages show the change at once (the page cache hears of it); the
 * orders already placed keep the terms their lines were bought under.
 */
export async function handleTermsAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const target = readIntent(values.intent);
  const intent = values.intent ?? "";
  if (!target) {
    return data<AdminActionResult>(
      { intent, notice: failed("That request was not understood. Please try again.") },
      { status: 400 },
    );
  }
  const name = await targetName(target.scope, target.targetId);
  if (!name) {
    return data<AdminActionResult>(
      { intent, notice: failed("That category or product no longer exists. Please reload the page.") },
      { status: 404 },
    );
  }
  const parsed = parseTermsForm(values, target.scope);
  if (!parsed.ok) {
    return data<AdminActionResult>(
      { intent, notice: failed("Terms not saved. Please correct the fields shown."), errors: parsed.errors, values },
      { status: 400 },
    );
  }
  await db().transaction(async (tx) => {
    const before = await ownTerms(tx, target.scope, target.targetId);
    await storeTerms(tx, target.scope, target.targetId, parsed.terms);
    if (same(before, parsed.terms)) return;
    await recordAudit(
      by,
      {
        action: "terms.updated",
        target: { type: target.scope, id: target.targetId, label: name },
        changes: {
          returnDays: { before: before.returnDays, after: parsed.terms.returnDays },
          warranty: { before: before.warranty, after: parsed.terms.warranty },
        },
      },
      tx,
    );
  });
  sharedPagesChanged("everything");
  return { intent, notice: succeeded(`Returns and warranty saved for ${name}.`) } satisfies AdminActionResult;
}

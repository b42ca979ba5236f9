import { formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor, recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";
import { parseCompanySection, type FormValues } from "./company-content-form";
import { COMPANY_SECTION_NAMES, type CompanySection } from "./company-content.schema";
import { readCompanyContent, saveCompanySection } from "./company-content.server";
import { refuse } from "./content-refusal";

export const COMPANY_SECTION_LABELS: Record<CompanySection, string> = {
  story: "Story and quote",
  milestones: "Milestones",
  press: "Press releases",
  positions: "Open positions",
};

/** Where each section shows, for the saved notice. */
const SHOWN_ON: Record<CompanySection, string> = {
  story: "The About and Our Story pages and the home page show it now.",
  milestones: "The Our Story page shows them now.",
  press: "The Press page shows them now.",
  positions: "The Careers and Contact pages show them now.",
};

const isSection = (intent: string | undefined): intent is CompanySection =>
  COMPANY_SECTION_NAMES.includes(intent as CompanySection);

/**
 * POST /admin/company (admins only). Each section is its own form, named by its intent. A
 * section is checked whole, then stored with its audit entry in one transaction, or nothing is
 * stored and each field's message comes back. The first save makes the section the owner's (the
 * setup checklist stops listing it as the demo's), even unchanged; saving the same again records nothing.
 */
export async function handleCompanyContentAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const intent = values.intent;
  if (!isSection(intent)) {
    return refuse("unknown", "That request was not understood. Please reload the page and try again.", values);
  }
  return saveSection(intent, values, by);
}

async function saveSection(section: CompanySection, values: FormValues, by: AuditActor) {
  const label = COMPANY_SECTION_LABELS[section];
  const parsed = parseCompanySection(section, values);
  if (!parsed.success) {
    return refuse(section, `${label} not saved. Please correct the fields marked below.`, values, parsed.errors);
  }
  await db().transaction(async (tx) => {
    const { content, ownSections } = await readCompanyContent(tx);
    const before = content[section];
    if (ownSections.has(section) && JSON.stringify(before) === JSON.stringify(parsed.data)) return;
    await saveCompanySection(section, parsed.data, tx);
    await recordAudit(
      by,
      {
        action: "content.company-updated",
        target: { type: "company-content", id: section, label: `Company pages: ${label}` },
        changes: { [section]: { before, after: parsed.data } },
      },
      tx,
    );
  });
  sharedPagesChanged("content");
  return { intent: section, notice: succeeded(`${label} saved. ${SHOWN_ON[section]}`) } satisfies AdminActionResult;
}

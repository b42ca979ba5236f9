import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/session.server";
import { changedFields } from "~/modules/audit/audit-changes";
import { auditActor, recordAudit } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { businessHourRows, settingsFormSchema, settingsFromForm, settingsMessage } from "./settings-form";
import { getShopSettings, saveShopSettings } from "~/modules/settings/settings.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

/**
 * POST /admin/settings (admins only): the settings form's save.
 *
 * Nothing caches the settings: getShopSettings reads the one row (a primary
 * key lookup) on every request that renders a page, so the change shows at
 * once on every page and in every instance of the shop, and after this action
 * React Router reloads the root loader, so the admin's own page (footer,
 * header) follows without a refresh. Should a cache ever be added, it must be
 * short-lived or invalidated across instances (e.g. by NOTIFY), not per process.
 */
export async function handleSettingsAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  const parsed = settingsFormSchema.safeParse(settingsFromForm(values), { error: settingsMessage });
  if (!parsed.success) {
    return data<AdminActionResult>(
      {
        intent: "save",
        notice: failed("Settings not saved. Please correct the fields marked below."),
        errors: formRowErrors(fieldErrors(parsed.error), businessHourRows(values)),
        values,
      },
      { status: 400 },
    );
  }
  const before = await getShopSettings();
  await db().transaction(async (tx) => {
    // Opening the shop is the setup checklist's step, never this form's: keep what is stored.
    const after = await saveShopSettings({ ...parsed.data, shopOpen: before.shopOpen }, tx);
    const changes = changedFields(before, after, Object.keys(after) as (keyof typeof after)[]);
    if (Object.keys(changes).length > 0) {
      await recordAudit(
        by,
        { action: "settings.updated", target: { type: "settings", label: "Shop settings" }, changes },
        tx,
      );
    }
  });
  // The shop's name, contacts and notices are in every page's layout.
  sharedPagesChanged("everything");
  return { intent: "save", notice: succeeded("Settings saved.") } satisfies AdminActionResult;
}

/** The schema counts business-hours rows without the blank ones; the form counts them all. */
function formRowErrors(errors: Record<string, string>, rows: number[]) {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      key.replace(/^businessHours\.(\d+)\./, (_, index: string) => `businessHours.${rows[Number(index)] ?? index}.`),
      message,
    ]),
  );
}

import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { createCategory, deleteCategory, type CategoryOutcome } from "./admin-categories.server";
import { categoryFormSchema, categoryIdSchema } from "./admin-category.schema";
import { ADMIN_FORM } from "~/utils/form-limits";
import { readForm } from "~/utils/form.server";

/** POST /admin/categories (admins only): intent 'create' (the add form) or 'delete'. */
export async function handleCategoryAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await readForm(request, ADMIN_FORM));
  if (values.intent === "delete") {
    const parsed = categoryIdSchema.safeParse(values);
    const outcome: CategoryOutcome = parsed.success
      ? await deleteCategory(parsed.data.id, by)
      : { ok: false, status: 404, message: "This category no longer exists." };
    if (outcome.ok)
      return { intent: "delete", notice: succeeded("Category deleted successfully!") } satisfies AdminActionResult;
    return data<AdminActionResult>(
      { intent: "delete", notice: failed(`Failed to delete category. ${outcome.message}`) },
      { status: outcome.status },
    );
  }
  const parsed = categoryFormSchema.safeParse(values);
  if (!parsed.success) {
    return data<AdminActionResult>(
      { intent: "create", notice: failed("Failed to add category."), errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  const outcome = await createCategory(parsed.data, by);
  if (outcome.ok)
    return { intent: "create", notice: succeeded("Category added successfully!") } satisfies AdminActionResult;
  return data<AdminActionResult>(
    { intent: "create", notice: failed(`Failed to add category. ${outcome.message}`), errors: outcome.errors, values },
    { status: outcome.status },
  );
}

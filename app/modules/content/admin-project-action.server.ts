import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { fieldErrors } from "~/utils/form-fields";
import { projectFormSchema, projectIdSchema } from "./admin-project.schema";
import { createProject, deleteProject, updateProject } from "./admin-projects.server";

function refused(intent: string, text: string, status: number, extra: Partial<AdminActionResult> = {}) {
  return data<AdminActionResult>({ intent, notice: failed(text), ...extra }, { status });
}

/** POST /admin/projects (admins only): intent 'create' (the add form) or 'delete'. */
export async function handleProjectsAction(request: Request) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await request.formData());
  if (values.intent === "delete") {
    const parsed = projectIdSchema.safeParse(values);
    if (!parsed.success || !(await deleteProject(parsed.data.id, by))) {
      return refused("delete", "Failed to delete project. It no longer exists.", 404);
    }
    return { intent: "delete", notice: succeeded("Project deleted successfully!") } satisfies AdminActionResult;
  }
  const parsed = projectFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused("create", "Failed to add project.", 400, { errors: fieldErrors(parsed.error), values });
  }
  await createProject(parsed.data, by);
  return { intent: "create", notice: succeeded("Project added successfully!") } satisfies AdminActionResult;
}

/** POST /admin/projects/:id (admins only): the edit form's 'Update Project'. */
export async function handleProjectUpdate(request: Request, id: string) {
  const by = auditActor(request, await requireAdmin(request));
  const values = formValues(await request.formData());
  const parsed = projectFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused("update", "Failed to update project.", 400, { errors: fieldErrors(parsed.error), values });
  }
  if (!projectIdSchema.safeParse({ id }).success || !(await updateProject(id, parsed.data, by))) {
    return refused("update", "Failed to update project. It no longer exists.", 404);
  }
  return { intent: "update", notice: succeeded("Project updated successfully!") } satisfies AdminActionResult;
}

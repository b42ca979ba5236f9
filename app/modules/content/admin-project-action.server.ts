import { data } from "react-router";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { requireAdmin } from "~/modules/accounts/session.server";
import { auditActor } from "~/modules/audit/audit.server";
import { readFormPictures, type FormPictures } from "~/modules/media/form-uploads.server";
import { ADMIN_UPLOAD_FORM } from "~/modules/media/upload-limits";
import { UploadError } from "~/modules/media/upload.server";
import { fieldErrors } from "~/utils/form-fields";
import { readForm } from "~/utils/form.server";
import { MAX_PROJECT_IMAGES, projectFormSchema, projectIdSchema, type ProjectInput } from "./admin-project.schema";
import { createProject, deleteProject, updateProject } from "./admin-projects.server";

function refused(intent: string, text: string, status: number, extra: Partial<AdminActionResult> = {}) {
  return data<AdminActionResult>({ intent, notice: failed(text), ...extra }, { status });
}

type Checked =
  | { ok: true; input: ProjectInput; pictures: FormPictures }
  | { ok: false; errors: Record<string, string>; status: number };

/** The add or edit form: every field and every picture is checked before anything is written. */
async function checkProjectForm(form: FormData, values: Record<string, string>, uploadedBy: string): Promise<Checked> {
  const parsed = projectFormSchema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), status: 400 };
  try {
    const pictures = await readFormPictures(form, uploadedBy);
    if (parsed.data.images.length + pictures.images.length > MAX_PROJECT_IMAGES) {
      return { ok: false, errors: { images: `A project has at most ${MAX_PROJECT_IMAGES} images.` }, status: 400 };
    }
    return { ok: true, input: parsed.data, pictures };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { ok: false, errors: { upload: error.message }, status: error.status };
  }
}

/** POST /admin/projects (admins only): intent 'create' (the add form) or 'delete'. */
export async function handleProjectsAction(request: Request) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  // It may carry pictures (the gallery without JavaScript), hence the larger limits.
  const form = await readForm(request, ADMIN_UPLOAD_FORM);
  const values = formValues(form);
  if (values.intent === "delete") {
    const parsed = projectIdSchema.safeParse(values);
    if (!parsed.success || !(await deleteProject(parsed.data.id, by))) {
      return refused("delete", "Failed to delete project. It no longer exists.", 404);
    }
    return { intent: "delete", notice: succeeded("Project deleted successfully!") } satisfies AdminActionResult;
  }
  const checked = await checkProjectForm(form, values, admin.id);
  if (!checked.ok)
    return refused("create", "Failed to add project.", checked.status, { errors: checked.errors, values });
  await createProject(checked.input, by, checked.pictures);
  return { intent: "create", notice: succeeded("Project added successfully!") } satisfies AdminActionResult;
}

/** POST /admin/projects/:id (admins only): the edit form's 'Update Project'. */
export async function handleProjectUpdate(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const by = auditActor(request, admin);
  const form = await readForm(request, ADMIN_UPLOAD_FORM);
  const values = formValues(form);
  const checked = await checkProjectForm(form, values, admin.id);
  if (!checked.ok) {
    return refused("update", "Failed to update project.", checked.status, { errors: checked.errors, values });
  }
  if (!projectIdSchema.safeParse({ id }).success || !(await updateProject(id, checked.input, by, checked.pictures))) {
    return refused("update", "Failed to update project. It no longer exists.", 404);
  }
  return { intent: "update", notice: succeeded("Project updated successfully!") } satisfies AdminActionResult;
}

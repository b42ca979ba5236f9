import { desc, eq, like, or } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { failed, formValues, succeeded, type AdminActionResult } from "~/components/admin/admin-action";
import { fieldErrors } from "~/utils/form-fields";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { firstFreeSlug, slugify } from "~/utils/slug";
import { projectFormSchema, projectIdSchema, type ProjectInput } from "./admin-project.schema";

export type AdminProject = typeof projects.$inferSelect;

/** The Projects tab's list: newest first, as the spec's admin reads them. */
export function listAdminProjects() {
  return db().select().from(projects).orderBy(desc(projects.createdAt), desc(projects.id));
}

export async function getAdminProject(id: string): Promise<AdminProject | null> {
  if (!projectIdSchema.safeParse({ id }).success) return null;
  const [project] = await db().select().from(projects).where(eq(projects.id, id)).limit(1);
  return project ?? null;
}

async function freeProjectSlug(title: string) {
  const base = slugify(title) || "project";
  const rows = await db()
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Adds a project with a slug made from its title (its public address,
 * /projects/{slug}). Two admins adding the same title at once race for the
 * slug: the unique index refuses the loser, who simply takes the next number.
 */
export async function createProject(input: ProjectInput): Promise<AdminProject> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [project] = await db()
        .insert(projects)
        .values({ ...input, slug: await freeProjectSlug(input.title) })
        .returning();
      return project!;
    } catch (error) {
      if (attempt >= 3 || pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
}

/** Changes everything but the slug: links already shared keep working after a title is corrected. */
export async function updateProject(id: string, input: ProjectInput): Promise<boolean> {
  const updated = await db().update(projects).set(input).where(eq(projects.id, id)).returning({ id: projects.id });
  return updated.length > 0;
}

export async function deleteProject(id: string): Promise<boolean> {
  const deleted = await db().delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
  return deleted.length > 0;
}

function refused(intent: string, text: string, status: number, extra: Partial<AdminActionResult> = {}) {
  return data<AdminActionResult>({ intent, notice: failed(text), ...extra }, { status });
}

/** POST /admin/projects: intent 'create' (the add form) or 'delete'. The caller has checked the admin. */
export async function handleProjectsAction(form: FormData) {
  const values = formValues(form);
  if (values.intent === "delete") {
    const parsed = projectIdSchema.safeParse(values);
    if (!parsed.success || !(await deleteProject(parsed.data.id))) {
      return refused("delete", "Failed to delete project. It no longer exists.", 404);
    }
    return { intent: "delete", notice: succeeded("Project deleted successfully!") } satisfies AdminActionResult;
  }
  const parsed = projectFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused("create", "Failed to add project.", 400, { errors: fieldErrors(parsed.error), values });
  }
  await createProject(parsed.data);
  return { intent: "create", notice: succeeded("Project added successfully!") } satisfies AdminActionResult;
}

/** POST /admin/projects/:id: the edit form's 'Update Project'. */
export async function handleProjectUpdate(id: string, form: FormData) {
  const values = formValues(form);
  const parsed = projectFormSchema.safeParse(values);
  if (!parsed.success) {
    return refused("update", "Failed to update project.", 400, { errors: fieldErrors(parsed.error), values });
  }
  if (!projectIdSchema.safeParse({ id }).success || !(await updateProject(id, parsed.data))) {
    return refused("update", "Failed to update project. It no longer exists.", 404);
  }
  return { intent: "update", notice: succeeded("Project updated successfully!") } satisfies AdminActionResult;
}

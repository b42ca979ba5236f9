import { desc, eq, like, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { changedFields } from "~/modules/audit/audit-changes";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { withFormPictures, type FormPictures } from "~/modules/media/form-uploads.server";
import { fromImageEntries, toImageEntries } from "~/modules/media/image-list";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { sharedPagesChanged } from "~/utils/shared-page-changes.server";
import { firstFreeSlug, slugify } from "~/utils/slug";
import { projectIdSchema, type ProjectInput } from "./admin-project.schema";

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

/** The form's pictures with those sent with it (no JavaScript) stored in `tx` and added at the end. */
async function withPictures(tx: Parameters<typeof withFormPictures>[0], input: ProjectInput, pictures?: FormPictures) {
  const gallery = await withFormPictures(tx, toImageEntries(input.images, input.imageAlts), pictures);
  return { ...input, ...fromImageEntries(gallery) };
}

/**
 * Adds a project with a slug made from its title (its public address,
 * /projects/{slug}). Two admins adding the same title at once race for the
 * slug: the unique index refuses the loser, who simply takes the next number.
 * Pictures sent with the form are stored in the same transaction.
 */
export async function createProject(
  input: ProjectInput,
  by: AuditActor,
  pictures?: FormPictures,
): Promise<AdminProject> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // Read before the transaction: on the embedded database, db() inside it would wait for itself.
      const slug = await freeProjectSlug(input.title);
      const created = await db().transaction(async (tx) => {
        const saved = await withPictures(tx, input, pictures);
        const [project] = await tx
          .insert(projects)
          .values({ ...saved, slug })
          .returning();
        const changes = changedFields({} as ProjectInput, saved, PROJECT_FIELDS);
        await recordAudit(by, { action: "project.created", target: projectTarget(project!), changes }, tx);
        return project!;
      });
      sharedPagesChanged("content");
      return created;
    } catch (error) {
      if (attempt >= 3 || pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
}

/** Changes everything but the slug: links already shared keep working after a title is corrected. */
export async function updateProject(
  id: string,
  input: ProjectInput,
  by: AuditActor,
  pictures?: FormPictures,
): Promise<boolean> {
  const updated = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (!before) return false;
    const saved = await withPictures(tx, input, pictures);
    const [after] = await tx.update(projects).set(saved).where(eq(projects.id, id)).returning();
    const changes = changedFields(before, after!, PROJECT_FIELDS);
    if (Object.keys(changes).length > 0) {
      await recordAudit(by, { action: "project.updated", target: projectTarget(after!), changes }, tx);
    }
    return true;
  });
  if (updated) sharedPagesChanged("content");
  return updated;
}

export async function deleteProject(id: string, by: AuditActor): Promise<boolean> {
  const deleted = await db().transaction(async (tx) => {
    const [deleted] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!deleted) return false;
    const changes = changedFields(deleted, {} as AdminProject, PROJECT_FIELDS);
    await recordAudit(by, { action: "project.deleted", target: projectTarget(deleted), changes }, tx);
    return true;
  });
  if (deleted) sharedPagesChanged("content");
  return deleted;
}

/** The fields of a project that an audit entry shows before and after a change. */
const PROJECT_FIELDS = [
  "title",
  "description",
  "location",
  "category",
  "sector",
  "status",
  "images",
  "imageAlts",
  "completionDate",
] as const;

const projectTarget = (project: AdminProject) => ({ type: "project", id: project.id, label: project.title });

import { desc, eq, like, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
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

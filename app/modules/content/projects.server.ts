import { and, desc, eq, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { cityOf, parseProjectFilters } from "./projects";

export type Project = typeof projects.$inferSelect;

/** The portfolio, newest first; unknown filter values are ignored. */
export function listProjects(filters: { category?: string; sector?: string; status?: string } = {}) {
  const known = parseProjectFilters(filters);
  const conditions: SQL[] = [];
  if (known.category) conditions.push(eq(projects.category, known.category));
  if (known.sector) conditions.push(eq(projects.sector, known.sector));
  if (known.status) conditions.push(eq(projects.status, known.status));
  return db()
    .select()
    .from(projects)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(projects.completionDate), desc(projects.createdAt));
}

export async function getProjectBySlug(slug: string): Promise<Project | null> {
  const [project] = await db().select().from(projects).where(eq(projects.slug, slug)).limit(1);
  return project ?? null;
}

/** Totals for the stat cards: all projects, completed, ongoing and distinct cities. */
export async function projectStats() {
  const rows = await db().select({ status: projects.status, location: projects.location }).from(projects);
  const cities = new Set(rows.map((row) => cityOf(row.location)?.toLowerCase()).filter(Boolean));
  return {
    total: rows.length,
    completed: rows.filter((row) => row.status === "completed").length,
    ongoing: rows.filter((row) => row.status === "ongoing").length,
    cities: cities.size,
  };
}

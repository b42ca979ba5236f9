import { desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { homeContent, projects } from "~/db/schema";
import { homeContentFrom, type HomeContent, type HomeSection } from "./home-content.schema";
import type { ProjectSummary } from "./projects";

type Reader = Pick<ReturnType<typeof db>, "select">;
type Writer = Pick<ReturnType<typeof db>, "insert">;

/**
 * The home page's content, read by the home page, the interior-design page and the admin: one
 * primary-key lookup, nothing cached in the process (a save shows on the next page rendered,
 * in every instance). No row means the spec's texts; a section that no longer passes its
 * schema shows its default (homeContentFrom).
 */
export async function getHomeContent(executor: Reader = db()): Promise<HomeContent> {
  return homeContentFrom(await storedContent(executor));
}

/**
 * Stores one checked section under its key, leaving the others as they are. The section is
 * merged into the row by the database (jsonb ||), so two sections saved at the same moment both
 * stay saved. The home page's sections and the company pages' (company-content.server.ts) share the row.
 */
export async function saveContentSection(key: string, value: unknown, executor: Writer = db()): Promise<void> {
  const patch = JSON.stringify({ [key]: value });
  await executor
    .insert(homeContent)
    .values({ id: 1, value: { [key]: value } })
    .onConflictDoUpdate({
      target: homeContent.id,
      set: { value: sql`${homeContent.value} || ${patch}::jsonb`, updatedAt: new Date() },
    });
}

/** The stored content row as it is (every section, unchecked): null before anything was saved. */
export async function storedContent(executor: Reader = db()): Promise<unknown> {
  const [row] = await executor.select({ value: homeContent.value }).from(homeContent).where(eq(homeContent.id, 1));
  return row?.value ?? null;
}

export const saveHomeSection = <Name extends HomeSection>(
  section: Name,
  value: HomeContent[Name],
  executor: Writer = db(),
): Promise<void> => saveContentSection(section, value, executor);

const summaryColumns = {
  slug: projects.slug,
  title: projects.title,
  location: projects.location,
  category: projects.category,
  sector: projects.sector,
  status: projects.status,
  images: projects.images,
  imageAlts: projects.imageAlts,
  completionDate: projects.completionDate,
};

/**
 * The featured projects that are in the portfolio, in the owner's order: a project deleted
 * since it was chosen is simply not shown, so the page never links to a project that is gone.
 */
export async function featuredPortfolioProjects(slugs: readonly string[], executor: Reader = db()) {
  if (slugs.length === 0) return [];
  const rows: ProjectSummary[] = await executor
    .select(summaryColumns)
    .from(projects)
    .where(inArray(projects.slug, [...slugs]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.map((slug) => bySlug.get(slug)).filter((row): row is ProjectSummary => row !== undefined);
}

/** The portfolio's projects to choose from, newest first. */
export function portfolioChoices() {
  return db()
    .select({ slug: projects.slug, title: projects.title, location: projects.location })
    .from(projects)
    .orderBy(desc(projects.createdAt));
}

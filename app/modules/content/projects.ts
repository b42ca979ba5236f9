// Types only: the schema module (and drizzle) stays out of the browser bundle.
import type { projects } from "~/db/schema/content";

type ProjectRow = typeof projects.$inferSelect;
export type ProjectCategory = ProjectRow["category"];
export type ProjectSector = ProjectRow["sector"];
export type ProjectStatus = ProjectRow["status"];

export const categoryLabels: Record<ProjectCategory, string> = {
  interior_design: "Interior Design",
  furniture: "Furniture",
  home_decor: "Home Décor",
};

export const sectorLabels: Record<ProjectSector, string> = {
  residential: "Residential",
  commercial: "Commercial",
  hospitality: "Hospitality",
  office: "Office",
};

export const statusLabels: Record<ProjectStatus, string> = {
  completed: "Completed",
  ongoing: "Ongoing",
};

// The label records must name every schema value, so these lists stay complete.
export const projectCategories = Object.keys(categoryLabels) as ProjectCategory[];
export const projectSectors = Object.keys(sectorLabels) as ProjectSector[];
export const projectStatuses = Object.keys(statusLabels) as ProjectStatus[];

export interface ProjectFilters {
  category?: ProjectCategory;
  sector?: ProjectSector;
  status?: ProjectStatus;
}

function pick<T extends string>(known: readonly T[], value: string | null | undefined): T | undefined {
  return known.find((item) => item === value);
}

/** Keeps only the filter values the portfolio knows; anything else is ignored. */
export function parseProjectFilters(input: {
  category?: string | null;
  sector?: string | null;
  status?: string | null;
}): ProjectFilters {
  const filters: ProjectFilters = {};
  const category = pick(projectCategories, input.category);
  const sector = pick(projectSectors, input.sector);
  const status = pick(projectStatuses, input.status);
  if (category) filters.category = category;
  if (sector) filters.sector = sector;
  if (status) filters.status = status;
  return filters;
}

const PROVINCES = new Set([
  "punjab",
  "sindh",
  "balochistan",
  "khyber pakhtunkhwa",
  "kpk",
  "gilgit-baltistan",
  "pakistan",
]);

/** The city of a location such as 'Gulberg III, Lahore' or 'Murree, Punjab'. */
export function cityOf(location: string | null | undefined): string | null {
  const parts = (location ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 1 && PROVINCES.has(parts.at(-1)!.toLowerCase())) parts.pop();
  const city = parts.at(-1);
  return city ? city : null;
}

/** What a project card needs. */
export type ProjectSummary = Pick<
  ProjectRow,
  "slug" | "title" | "location" | "category" | "sector" | "status" | "images" | "imageAlts" | "completionDate"
>;

import type { z } from "zod";
import {
  HOME_SECTIONS,
  MAX_COLLECTIONS,
  MAX_INTERIOR_PROJECTS,
  MAX_STATS,
  SERVICE_COUNT,
  type HomeContent,
  type HomeSection,
} from "./home-content.schema";

/**
 * The /admin/content forms as flat fields ('hero.title', 'stats.2.label',
 * 'collections.0.image', 'services.1.features', 'interiorProjects.0') and back. Each section is
 * its own form. Blank rows (a spare statistic, an empty new collection, 'none' for a featured
 * project) are left out, and a field's message is keyed by the row the owner sees, not by its
 * place in the saved list.
 */

export type FormValues = Record<string, string>;
export type SectionParse<Name extends HomeSection> =
  { success: true; data: HomeContent[Name]; rows: number[] } | { success: false; errors: Record<string, string> };

const COLLECTION_FIELDS = ["title", "subtitle", "description", "tag", "image", "imageAlt", "category"] as const;

/** The form's values for the saved content (every section). */
export function formFromHomeContent(content: HomeContent): FormValues {
  const values: FormValues = {};
  const put = (prefix: string, record: Record<string, string>) => {
    for (const [key, value] of Object.entries(record)) values[`${prefix}.${key}`] = value;
  };
  put("hero", content.hero);
  content.stats.forEach((stat, row) => put(`stats.${row}`, stat));
  content.collections.forEach((collection, row) => put(`collections.${row}`, collection));
  content.services.forEach((service, row) =>
    put(`services.${row}`, { ...service, features: service.features.join("\n") }),
  );
  content.interiorProjects.forEach((slug, row) => (values[`interiorProjects.${row}`] = slug));
  return values;
}

const text = (values: FormValues, name: string) => values[name] ?? "";
/** A paragraph typed in a text area: its line breaks are spaces (it is shown as one paragraph). */
const paragraph = (value: string) => value.replace(/\r?\n/g, " ");
const range = (count: number) => Array.from({ length: count }, (_, row) => row);

/** The section's list of rows as the schema reads it, and the form row of each item. */
function sectionInput(section: HomeSection, values: FormValues): { input: unknown; rows: number[] } {
  switch (section) {
    case "hero":
      return {
        input: {
          title: text(values, "hero.title"),
          tagline: text(values, "hero.tagline"),
          image: text(values, "hero.image"),
          imageAlt: text(values, "hero.imageAlt"),
        },
        rows: [],
      };
    case "stats": {
      const rows = range(MAX_STATS).filter((row) =>
        [`stats.${row}.value`, `stats.${row}.label`, `stats.${row}.source`].some(
          (name) => text(values, name).trim() !== "",
        ),
      );
      return {
        input: rows.map((row) => ({
          value: text(values, `stats.${row}.value`),
          label: text(values, `stats.${row}.label`),
          source: text(values, `stats.${row}.source`),
        })),
        rows,
      };
    }
    case "collections": {
      const rows = range(MAX_COLLECTIONS).filter(
        (row) =>
          text(values, `collections.${row}.remove`) !== "on" &&
          COLLECTION_FIELDS.some((field) => text(values, `collections.${row}.${field}`).trim() !== ""),
      );
      return {
        input: rows.map((row) => {
          const collection = Object.fromEntries(
            COLLECTION_FIELDS.map((field) => [field, text(values, `collections.${row}.${field}`)]),
          );
          return { ...collection, description: paragraph(collection.description ?? "") };
        }),
        rows,
      };
    }
    case "services": {
      const rows = range(SERVICE_COUNT);
      return {
        input: rows.map((row) => ({
          title: text(values, `services.${row}.title`),
          description: paragraph(text(values, `services.${row}.description`)),
          features: text(values, `services.${row}.features`)
            .split(/\r?\n/)
            .map((feature) => feature.trim())
            .filter(Boolean),
        })),
        rows,
      };
    }
    case "interiorProjects": {
      const rows = range(MAX_INTERIOR_PROJECTS).filter((row) => text(values, `interiorProjects.${row}`).trim() !== "");
      return { input: rows.map((row) => text(values, `interiorProjects.${row}`)), rows };
    }
  }
}

/** A schema issue's form field: 'stats.3.label' for the fourth row the owner sees, 'stats' for the list. */
function fieldOf(section: HomeSection, path: readonly PropertyKey[], rows: number[]): string {
  if (section === "hero") return ["hero", ...path.map(String)].join(".");
  if (path.length === 0) return section;
  const [index, field] = path;
  const row = rows[Number(index)] ?? Number(index);
  return field === undefined ? `${section}.${row}` : `${section}.${row}.${String(field)}`;
}

function errorsOf(section: HomeSection, error: z.ZodError, rows: number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[fieldOf(section, issue.path, rows)] ??= issue.message;
  return errors;
}

/** One section's form, checked by the section's schema. */
export function parseHomeSection<Name extends HomeSection>(section: Name, values: FormValues): SectionParse<Name> {
  const { input, rows } = sectionInput(section, values);
  const parsed = HOME_SECTIONS[section].safeParse(input);
  if (!parsed.success) return { success: false, errors: errorsOf(section, parsed.error, rows) };
  return { success: true, data: parsed.data as HomeContent[Name], rows };
}

/** Whether a post carries a section's fields (the preview takes every section it was sent). */
export function postsSection(section: HomeSection, values: FormValues): boolean {
  return Object.keys(values).some((name) => name.startsWith(`${section}.`));
}

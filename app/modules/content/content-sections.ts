import type { z } from "zod";

/** The stored content row as an object of sections (anything else is no section at all). */
export const storedSections = (stored: unknown): Record<string, unknown> =>
  stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};

/**
 * A stored content row read section by section: a section that is missing, or no longer passes
 * its schema (edited by hand in the database), is its default rather than unchecked text or a
 * broken page. The home page's sections and the company pages' share the row and this rule.
 */
export function sectionsFrom<Content extends object>(
  schemas: { [Name in keyof Content]: z.ZodType },
  defaults: Content,
  stored: unknown,
): Content {
  const value = storedSections(stored);
  const names = Object.keys(schemas) as (keyof Content & string)[];
  return Object.fromEntries(
    names.map((name) => {
      const parsed = schemas[name].safeParse(value[name]);
      return [name, parsed.success ? parsed.data : defaults[name]];
    }),
  ) as Content;
}

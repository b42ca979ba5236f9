import type { z } from "zod";
import {
  COMPANY_SECTIONS,
  MAX_MILESTONES,
  MAX_POSITIONS,
  MAX_PRESS_RELEASES,
  type CompanyContent,
  type CompanySection,
} from "./company-content.schema";

/**
 * The /admin/company forms as flat fields ('story.quote', 'milestones.3.year',
 * 'positions.0.duties') and back. Lists are drawn with their saved rows and a few spare ones;
 * a row left blank is no row (that is how one is removed), and a message is keyed by the row
 * the owner sees. Paragraphs are separated by a blank line, duties by a line each.
 */

export type FormValues = Record<string, string>;
export type CompanyParse<Name extends CompanySection> =
  { success: true; data: CompanyContent[Name] } | { success: false; errors: Record<string, string> };

/** Each list's fields, in the order the form shows them. */
export const LIST_FIELDS = {
  milestones: ["year", "title", "text"],
  press: ["date", "title", "summary"],
  positions: ["title", "team", "location", "type", "experience", "summary", "duties"],
} as const;

export type CompanyList = keyof typeof LIST_FIELDS;

export const LIST_MAX: Record<CompanyList, number> = {
  milestones: MAX_MILESTONES,
  press: MAX_PRESS_RELEASES,
  positions: MAX_POSITIONS,
};

/** Empty rows offered beyond the saved ones, so an item can be added without JavaScript. */
export const SPARE_ROWS = 2;

/** How many rows a list's form draws: the saved ones and the spares, within the list's limit. */
export const listRows = (list: CompanyList, saved: number) => Math.min(LIST_MAX[list], saved + SPARE_ROWS);

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Paragraphs typed in one text area, a blank line between two; a paragraph's own line breaks are spaces. */
const paragraphs = (value: string) =>
  value
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);

/** The form's values for the saved content (every section). */
export function formFromCompanyContent(content: CompanyContent): FormValues {
  const values: FormValues = {
    "story.lead": content.story.lead,
    "story.paragraphs": content.story.paragraphs.join("\n\n"),
    "story.quote": content.story.quote,
    "story.quoteBy": content.story.quoteBy,
  };
  for (const list of Object.keys(LIST_FIELDS) as CompanyList[]) {
    content[list].forEach((item, row) => {
      for (const [key, value] of Object.entries(item)) {
        values[`${list}.${row}.${key}`] = Array.isArray(value) ? value.join("\n") : String(value);
      }
    });
  }
  return values;
}

const text = (values: FormValues, name: string) => values[name] ?? "";

/** A list's filled rows, as the schema reads them, and the form row of each item. */
function listInput(list: CompanyList, values: FormValues): { input: unknown[]; rows: number[] } {
  const fields: readonly string[] = LIST_FIELDS[list];
  // Rows are read up to the limit and one over, so that a list posted too long is refused, not cut.
  const rows = Array.from({ length: LIST_MAX[list] + 1 }, (_, row) => row).filter((row) =>
    fields.some((field) => text(values, `${list}.${row}.${field}`).trim() !== ""),
  );
  const input = rows.map((row) => {
    const item: Record<string, unknown> = {};
    for (const field of fields) {
      const value = text(values, `${list}.${row}.${field}`);
      item[field] = field === "duties" ? lines(value) : value.replace(/\s*\r?\n\s*/g, " ");
    }
    return item;
  });
  return { input, rows };
}

function errorsOf(section: CompanySection, error: z.ZodError, rows: number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, field] = issue.path;
    let name: string;
    if (section === "story") name = `story.${String(first ?? "paragraphs")}`;
    else if (first === undefined) name = section;
    else name = `${section}.${rows[Number(first)] ?? Number(first)}.${String(field ?? LIST_FIELDS[section][0])}`;
    // A duty's message belongs to the duties box.
    errors[name.replace(/\.duties\.\d+$/, ".duties")] ??= issue.message;
  }
  return errors;
}

/** One section's form, checked by the section's schema. */
export function parseCompanySection<Name extends CompanySection>(
  section: Name,
  values: FormValues,
): CompanyParse<Name> {
  const { input, rows } =
    section === "story"
      ? {
          input: {
            lead: text(values, "story.lead").replace(/\s*\r?\n\s*/g, " "),
            paragraphs: paragraphs(text(values, "story.paragraphs")),
            quote: text(values, "story.quote").replace(/\s*\r?\n\s*/g, " "),
            quoteBy: text(values, "story.quoteBy"),
          },
          rows: [],
        }
      : listInput(section as CompanyList, values);
  const parsed = COMPANY_SECTIONS[section].safeParse(input);
  if (!parsed.success) return { success: false, errors: errorsOf(section, parsed.error, rows) };
  return { success: true, data: parsed.data as CompanyContent[Name] };
}

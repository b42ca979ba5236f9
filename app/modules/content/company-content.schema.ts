import { z } from "zod";
import { slugify } from "~/utils/slug";
import { plainLine } from "./home-content.schema";

/**
 * What the shop says about itself beyond the home page (issue 33, part 6): its story and the
 * founders' quote, the milestones, the press releases and the open positions. Every claim is the
 * owner's to edit or remove in /admin/company; nothing of it is fixed in code. Stored in the
 * content row beside the home page's sections (company-content.server.ts). Safe for the browser.
 */

export const MAX_STORY_PARAGRAPHS = 5;
export const MAX_MILESTONES = 12;
export const MAX_PRESS_RELEASES = 12;
export const MAX_POSITIONS = 8;
export const MAX_DUTIES = 6;

const YEAR_MESSAGE = "Please enter the year as four digits, such as 2013.";
const DATE_MESSAGE = "Please enter the date as year-month-day, such as 2026-09-15.";

const year = z
  .string({ error: YEAR_MESSAGE })
  .trim()
  .regex(/^(1[89]|20)\d{2}$/, YEAR_MESSAGE);

/** A real calendar day written YYYY-MM-DD (Feb 30 is refused). */
const calendarDay = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, DATE_MESSAGE);

export const storySchema = z
  .object({
    lead: plainLine(400, "opening line", { optional: true }),
    paragraphs: z
      .array(plainLine(1200, "paragraph"))
      .max(MAX_STORY_PARAGRAPHS, `Please keep the story to ${MAX_STORY_PARAGRAPHS} paragraphs.`),
    quote: plainLine(300, "quote", { optional: true }),
    quoteBy: plainLine(80, "name under the quote", { optional: true }),
  })
  .superRefine((story, context) => {
    // A quote is someone's words: it is shown with their name or not at all.
    if (story.quote && !story.quoteBy) {
      context.addIssue({ code: "custom", path: ["quoteBy"], message: "Please say whose words the quote is." });
    }
    if (!story.quote && story.quoteBy) {
      context.addIssue({ code: "custom", path: ["quote"], message: "Please enter the quote, or clear the name." });
    }
  });

export const milestoneSchema = z.object({
  year,
  title: plainLine(80, "title"),
  text: plainLine(400, "text"),
});

export const milestonesSchema = z
  .array(milestoneSchema)
  .max(MAX_MILESTONES, `The story shows at most ${MAX_MILESTONES} milestones.`);

export const pressReleaseSchema = z.object({
  date: calendarDay,
  title: plainLine(160, "title"),
  summary: plainLine(600, "summary"),
});

export const pressSchema = z
  .array(pressReleaseSchema)
  .max(MAX_PRESS_RELEASES, `The press page shows at most ${MAX_PRESS_RELEASES} releases.`);

export const positionSchema = z.object({
  title: plainLine(80, "title"),
  team: plainLine(60, "team", { optional: true }),
  location: plainLine(60, "location"),
  type: plainLine(30, "type (such as Full-time)"),
  experience: plainLine(80, "experience asked for", { optional: true }),
  summary: plainLine(300, "summary"),
  duties: z.array(plainLine(200, "duty")).max(MAX_DUTIES, `Please list at most ${MAX_DUTIES} duties.`),
});

export const positionsSchema = z
  .array(positionSchema)
  .max(MAX_POSITIONS, `The careers page shows at most ${MAX_POSITIONS} positions.`);

export const COMPANY_SECTIONS = {
  story: storySchema,
  milestones: milestonesSchema,
  press: pressSchema,
  positions: positionsSchema,
} as const;

export type CompanySection = keyof typeof COMPANY_SECTIONS;
export const COMPANY_SECTION_NAMES = Object.keys(COMPANY_SECTIONS) as CompanySection[];

export interface CompanyContent {
  story: z.output<typeof storySchema>;
  milestones: z.output<typeof milestonesSchema>;
  press: z.output<typeof pressSchema>;
  positions: z.output<typeof positionsSchema>;
}

export type Milestone = CompanyContent["milestones"][number];
export type PressRelease = CompanyContent["press"][number];
export type Position = CompanyContent["positions"][number];

/** An open position's address on the careers page and in the contact form's 'position' (its title, as a slug). */
export const positionSlug = (position: Pick<Position, "title">) => slugify(position.title);

import { z } from "zod";
import { isImageUrl } from "~/modules/media/image-list";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { sectionsFrom } from "./content-sections";
import { defaultHomeContent } from "./home";
import { STAT_SOURCES, type ShownStat } from "./stat-figures";

/**
 * The home page's editable content, section by section (see home.ts for the defaults). One
 * schema checks the admin's forms and what is read back from the database, so nothing the
 * page shows was stored unchecked. Safe for the browser; nothing here reads the database
 * (a collection's category and a featured project must also exist: the action checks that).
 */

export const MAX_STATS = 6;
export const MAX_COLLECTIONS = 4;
export const MAX_FEATURES = 5;
export const MAX_INTERIOR_PROJECTS = 3;
export const SERVICE_COUNT = 4;

export const CONTROL_TEXT_MESSAGE =
  "Please remove the invisible control character (such as a tab or a line break) and type the text again.";
export const IMAGE_URL_MESSAGE =
  "Please upload a picture or enter its address: http(s)://… or a /media/ or /images/ path.";

/** One line of text a person typed: trimmed, its length bounded, no control or text-direction characters. */
export const plainLine = (max: number, what: string, { optional = false } = {}) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(optional ? 0 : 1, `Please enter the ${what}.`)
    .max(max, `Please keep the ${what} under ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), CONTROL_TEXT_MESSAGE)
    .refine((value) => !hasUnsafeText(value), UNSAFE_TEXT_MESSAGE);

/** A picture's address, by the same rule as a product's pictures. */
export const pictureUrl = z
  .string({ error: IMAGE_URL_MESSAGE })
  .trim()
  .min(1, IMAGE_URL_MESSAGE)
  .refine(isImageUrl, IMAGE_URL_MESSAGE);

const slug = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, message);

export const heroSchema = z.object({
  title: plainLine(120, "title"),
  tagline: plainLine(240, "tagline", { optional: true }),
  image: pictureUrl,
  imageAlt: plainLine(200, "picture's description", { optional: true }),
});

/**
 * A figure typed by the owner ('200+ Happy Clients'), or one the shop counts (`source`: the
 * catalogue, the portfolio, the years since founding, the delivery policy's cities), whose typed
 * value is then unused (stat-figures.ts). A statistic saved before sources existed has none.
 */
export const statSchema = z
  .object({
    value: plainLine(12, "figure", { optional: true }),
    label: plainLine(40, "label"),
    source: z.enum(["", ...STAT_SOURCES], { error: "Please choose how the figure is given." }).default(""),
  })
  .superRefine((stat, context) => {
    if (!stat.source && !stat.value) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "Please enter the figure, or let the shop count it.",
      });
    }
  });

export const statsSchema = z
  .array(statSchema)
  .min(1, "Please keep at least one statistic.")
  .max(MAX_STATS, `The home page shows at most ${MAX_STATS} statistics.`);

export const collectionSchema = z.object({
  title: plainLine(80, "title"),
  subtitle: plainLine(80, "subtitle"),
  description: plainLine(400, "description"),
  tag: plainLine(30, "tag", { optional: true }),
  image: pictureUrl,
  imageAlt: plainLine(200, "picture's description"),
  category: slug("Please choose the category this collection shows."),
});

export const collectionsSchema = z
  .array(collectionSchema)
  .min(1, "Please keep at least one collection.")
  .max(MAX_COLLECTIONS, `The home page shows at most ${MAX_COLLECTIONS} collections.`);

export const serviceSchema = z.object({
  title: plainLine(60, "title"),
  description: plainLine(300, "description"),
  features: z
    .array(plainLine(40, "feature"))
    .min(1, "Please list at least one feature, one per line.")
    .max(MAX_FEATURES, `Please list at most ${MAX_FEATURES} features.`),
});

export const servicesSchema = z
  .array(serviceSchema)
  .length(SERVICE_COUNT, `The home page shows the shop's ${SERVICE_COUNT} services.`);

export const interiorProjectsSchema = z
  .array(slug("Please choose a project from the portfolio."))
  .max(MAX_INTERIOR_PROJECTS, `The page features at most ${MAX_INTERIOR_PROJECTS} projects.`)
  .refine((list) => new Set(list).size === list.length, "Please choose each project once.");

export const HOME_SECTIONS = {
  hero: heroSchema,
  stats: statsSchema,
  collections: collectionsSchema,
  services: servicesSchema,
  interiorProjects: interiorProjectsSchema,
} as const;

export type HomeSection = keyof typeof HOME_SECTIONS;
export const HOME_SECTION_NAMES = Object.keys(HOME_SECTIONS) as HomeSection[];

export interface HomeContent {
  hero: z.output<typeof heroSchema>;
  stats: z.output<typeof statsSchema>;
  collections: z.output<typeof collectionsSchema>;
  services: z.output<typeof servicesSchema>;
  interiorProjects: z.output<typeof interiorProjectsSchema>;
}

export type HomeHeroContent = HomeContent["hero"];
export type HomeStat = HomeContent["stats"][number];
export type HomeCollection = HomeContent["collections"][number];
export type HomeService = HomeContent["services"][number];

/**
 * What the home page draws: its content (the statistics as shown: counted ones filled in), the
 * partners' logos, the founders' quote from the story and each collection's 'From' price (by category slug).
 */
export interface HomePageData {
  content: Pick<HomeContent, "hero" | "collections" | "services"> & { stats: ShownStat[] };
  quote: { text: string; by: string } | null;
  partners: { name: string; logoUrl: string }[];
  fromPrices: Record<string, number>;
}

/** The stored row's home sections, each its default when missing or no longer valid (content-sections.ts). */
export const homeContentFrom = (stored: unknown): HomeContent =>
  sectionsFrom(HOME_SECTIONS, defaultHomeContent, stored);

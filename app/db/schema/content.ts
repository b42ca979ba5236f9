import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const PROJECT_CATEGORIES = ["interior_design", "furniture", "home_decor"] as const;
export const PROJECT_SECTORS = ["residential", "commercial", "hospitality", "office"] as const;
export const PROJECT_STATUSES = ["completed", "ongoing"] as const;

/** The portfolio: `category` and `sector` are two fields (see DECISIONS.md). */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    category: text("category", { enum: PROJECT_CATEGORIES }).notNull(),
    sector: text("sector", { enum: PROJECT_SECTORS }).notNull(),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("completed"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Alt text of each picture, by position in `images`; a blank or missing one falls back to the title. */
    imageAlts: text("image_alts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    completionDate: date("completion_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("projects_category_known", sql`${table.category} in ('interior_design', 'furniture', 'home_decor')`),
    check("projects_sector_known", sql`${table.sector} in ('residential', 'commercial', 'hospitality', 'office')`),
    check("projects_status_known", sql`${table.status} in ('completed', 'ongoing')`),
    index("projects_created_idx").on(table.createdAt),
  ],
);

/** Client and partner logos shown on the home page. */
export const partners = pgTable("partners", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  industry: text("industry").notNull(),
  logoUrl: text("logo_url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * The home page's editable texts and pictures (hero, statistics, featured collections, services)
 * and the interior-design page's featured projects, in one row (id = 1). The value is validated by
 * homeContentSchema (app/modules/content), section by section; no row means the spec's texts.
 */
export const homeContent = pgTable(
  "home_content",
  {
    id: integer("id").primaryKey().default(1),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("home_content_single_row", sql`${table.id} = 1`)],
);

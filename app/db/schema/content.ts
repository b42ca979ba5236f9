import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

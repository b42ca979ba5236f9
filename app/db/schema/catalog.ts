import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** PostgreSQL's full-text document type; filled by a trigger (drizzle/0003_catalog_search_triggers.sql). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  /** Its picture's alt text; empty or null means the storefront uses the category's name. */
  imageAlt: text("image_alt"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Prices are whole rupees in an integer column: exact, never a float. */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description"),
    price: integer("price").notNull(),
    stock: integer("stock").notNull().default(0),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Alt text of each picture, by position in `images`; a blank or missing one falls back to the name. */
    imageAlts: text("image_alts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "restrict" }),
    dimensions: text("dimensions"),
    materials: text("materials"),
    /** Name (weight A), category name (B) and description (C); kept current by a trigger, never written by the app. */
    searchVector: tsvector("search_vector"),
    /** The name alone: small, so ranking thousands of matches stays cheap. Same trigger. */
    nameVector: tsvector("name_vector"),
    /**
     * Its options' values and its variants' SKUs as words ('Velvet Linen 3-seater NOOR-VEL-3'),
     * searched with the category's weight (B). Kept by triggers on the variant tables
     * (drizzle/0025), never written by the app.
     */
    variantTerms: text("variant_terms"),
    /**
     * What it sells from: its cheapest variant on sale (a product with options), else its price.
     * The catalogue sorts and filters by it. Kept by triggers (drizzle/0027), never written by the app.
     */
    sortPrice: integer("sort_price").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set instead of deleting a product that orders refer to: hidden everywhere, history kept whole. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Approved reviews: their count and the sum of their stars, kept by modules/reviews with each moderation. */
    reviewCount: integer("review_count").notNull().default(0),
    ratingTotal: integer("rating_total").notNull().default(0),
  },
  (table) => [
    check("products_price_not_negative", sql`${table.price} >= 0`),
    check("products_stock_not_negative", sql`${table.stock} >= 0`),
    check(
      "products_review_totals",
      sql`${table.reviewCount} >= 0 and ${table.ratingTotal} between ${table.reviewCount} and 5 * ${table.reviewCount}`,
    ),
    index("products_category_idx").on(table.categoryId),
    index("products_active_created_idx").on(table.isActive, table.createdAt),
    index("products_category_created_idx").on(table.categoryId, table.createdAt),
    index("products_price_idx").on(table.price),
    index("products_sort_price_idx").on(table.sortPrice),
    index("products_search_idx").using("gin", table.searchVector),
    index("products_name_search_idx").using("gin", table.nameVector),
  ],
);

/**
 * Every word that occurs in a product's name, category or description: the
 * vocabulary that a misspelt search word is matched against by trigram
 * similarity (small, so the match is fast however many products there are).
 * Filled by the same trigger as `products.search_vector`.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm_idx").using("gin", table.word.op("gin_trgm_ops")),
]);

/**
 * A CSV file of products uploaded for import, kept between its preview and the owner's
 * confirmation, so that the confirmed import reads the very file previewed (re-checked
 * then, never trusted from the browser). Deleted by the import that uses it, and after
 * an hour (catalog/product-csv-drafts.server.ts).
 */
export const productImportDrafts = pgTable("product_import_drafts", {
  id: uuid("id").primaryKey().defaultRandom(),
  adminId: text("admin_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

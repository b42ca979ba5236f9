import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Words that mean the same to the shop's buyers (issue 37): Roman Urdu, the trade's words, both
 * spellings ('almari = wardrobe = cupboard', 'centre table = coffee table'). A query word or
 * phrase that is one of a group's matches the others too. Edited by the owner in the admin.
 */
export const searchSynonymGroups = pgTable("search_synonym_groups", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A group's words, each a word or a phrase of up to four (lower-case letters and digits, single
 * spaces), as search splits a query. The word is the key: one word belongs to one group, which
 * the database keeps true whatever two admins save at once.
 */
export const searchSynonymWords = pgTable(
  "search_synonym_words",
  {
    word: text("word").primaryKey(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => searchSynonymGroups.id, { onDelete: "cascade" }),
    /** The order the owner wrote them in. */
    position: smallint("position").notNull(),
  },
  (table) => [
    index("search_synonym_words_group_idx").on(table.groupId),
    check("search_synonym_words_length", sql`char_length(${table.word}) between 1 and 100`),
  ],
);

/**
 * Searches that found nothing (issue 37, item 3), by their words and the Lahore day: the owner
 * reads the last 30 days' to add words that mean the same, or the pieces people look for.
 * Written from the results page only (not while typing), at most SEARCH_MISSES_PER_DAY new
 * searches a day, kept 90 days.
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text("query").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(1),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.query, table.day] }),
    index("search_misses_day_idx").on(table.day),
    check("search_misses_query_length", sql`char_length(${table.query}) between 1 and 400`),
  ],
);

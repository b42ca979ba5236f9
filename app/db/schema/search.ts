import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

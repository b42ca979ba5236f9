import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A visitor without an account who has put something in a cart or wishlist.
 * The browser keeps a random token in an httpOnly cookie; the id here is the
 * token's SHA-256, so a copy of the database cannot be replayed as a cookie.
 * A visitor unseen for 30 days is deleted with their cart and wishlist.
 */
export const visitors = pgTable(
  "visitors",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visitors_last_seen_idx").on(table.lastSeenAt)],
);

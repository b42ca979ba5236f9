import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { visitors } from "./visitors";

/** A customer's (or a visitor's) saved products, once each. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").references(() => visitors.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("wishlist_items_user_product_unique").on(table.userId, table.productId),
    unique("wishlist_items_visitor_product_unique").on(table.visitorId, table.productId),
    check("wishlist_items_one_owner", sql`num_nonnulls(${table.userId}, ${table.visitorId}) = 1`),
  ],
);

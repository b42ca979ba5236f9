import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { visitors } from "./visitors";

/**
 * One line per cart and product (the spec's unique user_id, product_id). A cart
 * belongs to a customer or to a visitor without an account, never to both.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").references(() => visitors.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_items_user_product_unique").on(table.userId, table.productId),
    unique("cart_items_visitor_product_unique").on(table.visitorId, table.productId),
    check("cart_items_one_owner", sql`num_nonnulls(${table.userId}, ${table.visitorId}) = 1`),
    check("cart_items_quantity_positive", sql`${table.quantity} >= 1`),
  ],
);

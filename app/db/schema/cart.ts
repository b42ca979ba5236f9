import { sql } from "drizzle-orm";
import { check, foreignKey, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { productVariants } from "./variants";
import { visitors } from "./visitors";

/**
 * One line per cart and variant (the spec's unique user_id, product_id, per variant since issue
 * 34: two fabrics of one sofa are two lines). A cart belongs to a customer or to a visitor
 * without an account, never to both.
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
    variantId: uuid("variant_id").notNull(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("cart_items_user_variant_unique").on(table.userId, table.variantId),
    unique("cart_items_visitor_variant_unique").on(table.visitorId, table.variantId),
    // The variant is one of the line's product's: no post can pair a sofa with another's fabric.
    foreignKey({
      name: "cart_items_variant_of_product",
      columns: [table.variantId, table.productId],
      foreignColumns: [productVariants.id, productVariants.productId],
    }).onDelete("cascade"),
    check("cart_items_one_owner", sql`num_nonnulls(${table.userId}, ${table.visitorId}) = 1`),
    check("cart_items_quantity_positive", sql`${table.quantity} >= 1`),
  ],
);

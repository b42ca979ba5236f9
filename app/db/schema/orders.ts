import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

/** The spec's eight statuses, in display order (DECISIONS: one vocabulary). */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "work_started",
  "in_production",
  "ready_for_delivery",
  "delivered",
  "completed",
  "cancelled",
] as const;
export const PAYMENT_METHODS = ["cod", "bank_transfer"] as const;
export const PAYMENT_STATUSES = ["unpaid", "paid"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /** The order number: the id's first 8 characters, upper-cased; unique (a clash picks a new id). */
    number: text("number").notNull().unique(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    /** Whole rupees: the sum of the items, computed from database prices. */
    totalAmount: integer("total_amount").notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    /** Canonical +923XXXXXXXXX. */
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    notes: text("notes"),
    /** Sent with the checkout form: the same key twice is the same order. */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    unique("orders_user_idempotency_unique").on(table.userId, table.idempotencyKey),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_status_created_idx").on(table.status, table.createdAt),
    // The admin's search matches a name or e-mail anywhere in it: trigram indexes serve that.
    index("orders_full_name_trgm_idx").using("gin", sql`lower(${table.fullName}) gin_trgm_ops`),
    index("orders_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
    check("orders_total_not_negative", sql`${table.totalAmount} >= 0`),
    check(
      "orders_status_known",
      sql`${table.status} in ('pending', 'confirmed', 'work_started', 'in_production', 'ready_for_delivery', 'delivered', 'completed', 'cancelled')`,
    ),
    check("orders_payment_method_known", sql`${table.paymentMethod} in ('cod', 'bank_transfer')`),
  ],
);

/** What was bought, at the price of the day: name and prices are kept even if the product changes. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productSlug: text("product_slug"),
    image: text("image"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    totalPrice: integer("total_price").notNull(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    // Deleting a product asks whether any order refers to it; top products group by it.
    index("order_items_product_idx").on(table.productId),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
    check("order_items_total_matches", sql`${table.totalPrice} = ${table.unitPrice} * ${table.quantity}`),
  ],
);

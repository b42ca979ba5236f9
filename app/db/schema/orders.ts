import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { visitors } from "./visitors";

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
/** The delivery policy's options (app/modules/delivery): what an order records it was sent by. */
export const DELIVERY_OPTIONS = ["standard", "express", "white-glove"] as const;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /** The order number: the id's first 8 characters, upper-cased; unique (a clash picks a new id). */
    number: text("number").notNull().unique(),
    /** The customer's account; null for a guest's order (it belongs to its e-mail, see orders-access.server.ts). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The visitor who placed a guest order: scopes its idempotency key and lets that browser see the confirmation. */
    visitorId: text("visitor_id").references(() => visitors.id, { onDelete: "set null" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("cod"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("unpaid"),
    /** Whole rupees: what the customer pays, the subtotal plus the delivery fee (0 while it is to be confirmed). */
    totalAmount: integer("total_amount").notNull(),
    /** Whole rupees: the sum of the items, computed from database prices. */
    subtotal: integer("subtotal").notNull(),
    /** Whole rupees; null while delivery is 'to be confirmed' (a city the policy prices by quote). */
    deliveryFee: integer("delivery_fee"),
    /** Null on orders placed before delivery was charged. */
    deliveryOption: text("delivery_option", { enum: DELIVERY_OPTIONS }),
    /** The zone's name when the order was placed ('Zone 3'); null for a city in no zone. */
    deliveryZone: text("delivery_zone"),
    /** The delivery window promised at checkout, Lahore calendar days. */
    deliveryEarliest: date("delivery_earliest", { mode: "string" }),
    deliveryLatest: date("delivery_latest", { mode: "string" }),
    /** SHA-256 of the secret in the confirmation mail's link to the order's page; the secret itself is never stored. */
    accessKeyHash: text("access_key_hash"),
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
    unique("orders_visitor_idempotency_unique").on(table.visitorId, table.idempotencyKey),
    // A verified account sees the guest orders placed with its e-mail (stored lower-case).
    index("orders_email_idx").on(table.email),
    // A guest's cash-on-delivery cap counts the open orders of the same e-mail or phone.
    index("orders_phone_idx").on(table.phone),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    index("orders_status_created_idx").on(table.status, table.createdAt),
    // The admin's search matches a name or e-mail anywhere in it: trigram indexes serve that.
    index("orders_full_name_trgm_idx").using("gin", sql`lower(${table.fullName}) gin_trgm_ops`),
    index("orders_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
    check("orders_total_not_negative", sql`${table.totalAmount} >= 0`),
    check(
      "orders_total_is_subtotal_and_fee",
      sql`${table.totalAmount} = ${table.subtotal} + coalesce(${table.deliveryFee}, 0)`,
    ),
    check("orders_delivery_fee_not_negative", sql`${table.deliveryFee} >= 0`),
    check("orders_delivery_option_known", sql`${table.deliveryOption} in ('standard', 'express', 'white-glove')`),
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

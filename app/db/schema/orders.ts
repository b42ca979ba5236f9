import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
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
    /** The day the shop plans to deliver, set by the admin (Lahore calendar day); null until planned. */
    deliveryDate: date("delivery_date", { mode: "string" }),
    /** The hour the two-hour delivery slot starts (8 means 08:00-10:00), with deliveryDate. */
    deliverySlotStart: smallint("delivery_slot_start"),
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
    check(
      "orders_delivery_slot_in_day",
      sql`${table.deliverySlotStart} is null or (${table.deliveryDate} is not null and ${table.deliverySlotStart} between 0 and 22)`,
    ),
  ],
);

/** Who changed an order: the shop's admin, the customer, or the shop itself (checkout, a migration). */
export const ORDER_EVENT_ACTORS = ["admin", "customer", "system"] as const;
/** What happened to an order; `changes` holds the fields before and after. */
export const ORDER_EVENT_KINDS = ["placed", "status", "delivery-date", "payment", "delivery-fee", "note"] as const;

/**
 * An order's history (DECISIONS 'After the order'): every change, when, by whom and what
 * changed, written in the change's own transaction. The admin reads it on the order; tracking
 * reads from it the day each step was reached. Unlike the audit log it belongs to the order
 * and goes with it; like it, rows are only ever added.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor", { enum: ORDER_EVENT_ACTORS }).notNull(),
    /** The account, when there is one (no foreign key: the history outlives the account). */
    actorId: text("actor_id"),
    /** What a person reads: the admin's e-mail, 'Customer', 'Shop'. */
    actorLabel: text("actor_label").notNull(),
    kind: text("kind", { enum: ORDER_EVENT_KINDS }).notNull(),
    /** `{ field: { before, after } }`. */
    changes: jsonb("changes")
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Why, in the admin's words (an override of the advance, a note). */
    note: text("note"),
  },
  (table) => [
    index("order_events_order_at_idx").on(table.orderId, table.at),
    check("order_events_actor_known", sql`${table.actor} in ('admin', 'customer', 'system')`),
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

import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
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
import { sales } from "./sales";
import { products } from "./catalog";
import { productVariants } from "./variants";
import type { WarrantyTerm } from "./after-sale";
import { visitors } from "./visitors";
import { customRequests } from "./made-to-order";
import { ORDER_STATUS_NAMES } from "~/utils/order-status-names";

/** The spec's eight statuses, in display order (DECISIONS: one vocabulary). */
export const ORDER_STATUSES = ORDER_STATUS_NAMES;
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
    /** Whole rupees: what the customer pays, the subtotal plus the delivery fee (0 while it is to be confirmed), less a code's reductions. */
    totalAmount: integer("total_amount").notNull(),
    /** Whole rupees: the sum of the items, computed from database prices. */
    subtotal: integer("subtotal").notNull(),
    /** Whole rupees; null while delivery is 'to be confirmed' (a city the policy prices by quote). */
    deliveryFee: integer("delivery_fee"),
    /** The discount code the order was placed with (upper-case), or null (issue 35: one code per order). */
    discountCode: text("discount_code"),
    /** Whole rupees the code took off the pieces, and off the delivery fee; 0 without a code. */
    discountAmount: integer("discount_amount").notNull().default(0),
    deliveryDiscount: integer("delivery_discount").notNull().default(0),
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
    /**
     * Whole rupees the customer pays in advance by bank transfer (the settings' rule when the order
     * was placed: a share of a large total); 0 for none. Kept on the order, so a later change of the
     * rule does not move what a customer was told.
     */
    advanceDue: integer("advance_due").notNull().default(0),
    /** Whole rupees recorded as received: the sum of order_payments, kept with each payment. */
    amountPaid: integer("amount_paid").notNull().default(0),
    /**
     * Whole rupees of pieces returned and refunded (issue 36): taken off the total, as the refund
     * is off what was paid, so the balance stays what it was and every page says so.
     */
    returnedAmount: integer("returned_amount").notNull().default(0),
    /** When the customer confirmed a cash-on-delivery order by the mail's link; null: not yet. */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    /** SHA-256 of the single-use secret in that link, until it is used; the secret is never stored. */
    confirmKeyHash: text("confirm_key_hash"),
    confirmKeyExpiresAt: timestamp("confirm_key_expires_at", { withTimezone: true }),
    /** SHA-256 of the secret in the confirmation mail's link to the order's page; the secret itself is never stored. */
    accessKeyHash: text("access_key_hash"),
    /** The custom request whose accepted quote became this order: one order per request, at most. */
    customRequestId: uuid("custom_request_id")
      .unique()
      .references(() => customRequests.id, { onDelete: "set null" }),
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
    /**
     * Placed while the shop was still a preview (settings.shopOpen off): a test order, badged in
     * the admin, the mails and the invoice, left out of analytics, removable when the shop opens.
     */
    isTest: boolean("is_test").notNull().default(false),
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
      sql`${table.totalAmount} = ${table.subtotal} - ${table.discountAmount} + coalesce(${table.deliveryFee}, 0) - ${table.deliveryDiscount} - ${table.returnedAmount}`,
    ),
    // A code never takes an order, its pieces or its delivery below zero.
    check(
      "orders_discount_within",
      sql`${table.discountAmount} between 0 and ${table.subtotal} and ${table.deliveryDiscount} between 0 and coalesce(${table.deliveryFee}, 0)`,
    ),
    check("orders_delivery_fee_not_negative", sql`${table.deliveryFee} >= 0`),
    check("orders_advance_within_total", sql`${table.advanceDue} >= 0 and ${table.advanceDue} <= ${table.totalAmount}`),
    check("orders_amount_paid_not_negative", sql`${table.amountPaid} >= 0`),
    check("orders_returned_not_negative", sql`${table.returnedAmount} >= 0`),
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

export const ORDER_PAYMENT_METHODS = ["cash", "bank_transfer", "other"] as const;
/** Money in (a payment) or money given back (a refund); both are recorded with positive amounts. */
export const ORDER_PAYMENT_KINDS = ["payment", "refund"] as const;

/**
 * Money received for an order, as the admin records it: an advance, the balance at the door, a
 * part payment. Rows are only added and amounts are positive. A payment that takes the order
 * past its total is recorded and shown as overpaid: the money did arrive, and the shop must see
 * that it owes some back.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** A refund takes its amount off what the order has been paid. */
    kind: text("kind", { enum: ORDER_PAYMENT_KINDS }).notNull().default("payment"),
    method: text("method", { enum: ORDER_PAYMENT_METHODS }).notNull(),
    /** The day the money came in (Lahore calendar day). */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** The bank's transaction id, a receipt number. */
    reference: text("reference"),
    recordedById: text("recorded_by_id"),
    recordedBy: text("recorded_by").notNull(),
    /** The form's key: the same form sent twice records one payment. */
    requestKey: text("request_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_payments_order_idx").on(table.orderId, table.createdAt),
    unique("order_payments_request_unique").on(table.orderId, table.requestKey),
    check("order_payments_amount_positive", sql`${table.amount} > 0`),
    check("order_payments_method_known", sql`${table.method} in ('cash', 'bank_transfer', 'other')`),
    check("order_payments_kind_known", sql`${table.kind} in ('payment', 'refund')`),
  ],
);

/** Who changed an order: the shop's admin, the customer, or the shop itself (checkout, a migration). */
export const ORDER_EVENT_ACTORS = ["admin", "customer", "system"] as const;
/** What happened to an order; `changes` holds the fields before and after. */
export const ORDER_EVENT_KINDS = [
  "placed",
  "status",
  "delivery-date",
  "payment",
  "refund",
  "delivery-fee",
  "customer-confirmed",
  "claim",
] as const;

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
    /** The variant bought (null once deleted, and for a quoted custom order's lines). */
    variantId: uuid("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    sku: text("sku"),
    /** Its option values as the buyer chose them, 'Velvet, Teak, 3-seater'; null for a product without options. */
    variantLabel: text("variant_label"),
    image: text("image"),
    quantity: integer("quantity").notNull(),
    /** What one cost: the sale price when a sale reduced it. */
    unitPrice: integer("unit_price").notNull(),
    totalPrice: integer("total_price").notNull(),
    /** Its price before the sale, when a sale reduced it (null otherwise): the analytics' 'without reductions'. */
    regularUnitPrice: integer("regular_unit_price"),
    /** The sale that reduced it (null once the sale is deleted, and for a line at its regular price). */
    saleId: uuid("sale_id").references(() => sales.id, { onDelete: "set null" }),
    /**
     * The terms it was bought under, kept when the owner changes them: days to return it from the
     * delivery day (0, for a defect only) and its warranty's parts. Always taken by a trigger from
     * the product's, category's or shop's terms as the line is written (drizzle/0034); a
     * made-to-order piece and a quoted custom line return for a defect only.
     */
    returnDays: smallint("return_days").notNull().default(0),
    warranty: jsonb("warranty")
      .$type<WarrantyTerm[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    // Deleting a product asks whether any order refers to it; top products group by it.
    index("order_items_product_idx").on(table.productId),
    check("order_items_quantity_positive", sql`${table.quantity} >= 1`),
    check("order_items_total_matches", sql`${table.totalPrice} = ${table.unitPrice} * ${table.quantity}`),
    check(
      "order_items_sale_reduces",
      sql`${table.regularUnitPrice} is null or ${table.regularUnitPrice} > ${table.unitPrice}`,
    ),
  ],
);

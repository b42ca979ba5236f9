import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { mediaImages } from "./media";
import { orderItems, orderPayments, orders } from "./orders";

/** What the buyer asks for (issue 36, item 2): a return, an exchange, a warranty repair, or damage found at delivery. */
export const CLAIM_KINDS = ["return", "exchange", "warranty", "damage"] as const;

/** The shop's steps (item 3): received, reviewing, approved or declined, collected or inspected, then the outcome. */
export const CLAIM_STATES = [
  "received",
  "reviewing",
  "approved",
  "declined",
  "picked_up",
  "inspected",
  "refunded",
  "replaced",
  "repaired",
  "closed",
] as const;

export const CLAIM_REASONS = [
  "changed_mind",
  "not_as_described",
  "wrong_item",
  "damaged_in_delivery",
  "defect",
  "other",
] as const;

/**
 * A return, exchange or claim on a delivered order: its lines and how many of each
 * (claim_lines), checked against what was delivered and already asked in the transaction that
 * writes it, with the order's row locked (modules/claims/open-claim.server.ts).
 */
export const claims = pgTable(
  "claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CLAIM_KINDS }).notNull(),
    state: text("state", { enum: CLAIM_STATES }).notNull().default("received"),
    reason: text("reason", { enum: CLAIM_REASONS }).notNull(),
    details: text("details").notNull().default(""),
    /** The buyer's preferred day for the pickup or the visit (Pakistan's calendar), if any. */
    preferredDay: date("preferred_day"),
    /** The form's key: the same form sent twice opens one claim. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The shop's words to the buyer: why it was declined, or how it was closed (item 3). */
    decision: text("decision").notNull().default(""),
    /** The day booked for the pickup or the visit, and the start hour of its two-hour window. */
    bookedDay: date("booked_day"),
    bookedSlotStart: smallint("booked_slot_start"),
    /**
     * A warranty or damage request's visit: a slot of the consultation calendar. While the
     * request is approved, the slot is held as a booking's is (consultations/calendar-holds.server.ts).
     */
    visitStartsAt: timestamp("visit_starts_at", { withTimezone: true }),
    visitEndsAt: timestamp("visit_ends_at", { withTimezone: true }),
    /** The refund recorded for it: a payment going out of the order's payments. */
    refundPaymentId: uuid("refund_payment_id").references(() => orderPayments.id, { onDelete: "set null" }),
    /** The order at zero that replaces its pieces. */
    replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("claims_order_key_unique").on(table.orderId, table.idempotencyKey),
    index("claims_order_idx").on(table.orderId),
    index("claims_state_idx").on(table.state),
    check("claims_kind_known", sql`${table.kind} in ('return', 'exchange', 'warranty', 'damage')`),
    check(
      "claims_state_known",
      sql`${table.state} in ('received', 'reviewing', 'approved', 'declined', 'picked_up', 'inspected', 'refunded', 'replaced', 'repaired', 'closed')`,
    ),
    check("claims_details_length", sql`char_length(${table.details}) <= 2000`),
    check("claims_decision_length", sql`char_length(${table.decision}) <= 500`),
    check("claims_slot_range", sql`${table.bookedSlotStart} is null or ${table.bookedSlotStart} between 0 and 22`),
    check(
      "claims_visit_whole",
      sql`(${table.visitStartsAt} is null and ${table.visitEndsAt} is null) or ${table.visitEndsAt} > ${table.visitStartsAt}`,
    ),
    index("claims_visit_idx").on(table.visitStartsAt),
  ],
);

export const claimLines = pgTable(
  "claim_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    unique("claim_lines_claim_item_unique").on(table.claimId, table.orderItemId),
    index("claim_lines_item_idx").on(table.orderItemId),
    check("claim_lines_quantity_positive", sql`${table.quantity} >= 1`),
  ],
);

/** A request's photos (up to 6), private: the buyer's own page and the shop's admin show them, /media/ never. */
export const claimPhotos = pgTable(
  "claim_photos",
  {
    claimId: uuid("claim_id")
      .notNull()
      .references(() => claims.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.claimId, table.position] }),
    unique("claim_photos_image_unique").on(table.imageId),
    check("claim_photos_position_range", sql`${table.position} between 0 and 5`),
  ],
);

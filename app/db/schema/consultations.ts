import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const CONSULTATION_KINDS = ["showroom", "home", "video"] as const;
export const BOOKING_STATES = ["booked", "cancelled"] as const;

/**
 * A design consultation in one slot of the shop's calendar. One slot holds one booking: the
 * partial unique index on the start refuses a second live booking of it, so concurrent
 * clicks cannot both win (the database decides, not a check before the insert).
 */
export const consultationBookings = pgTable(
  "consultation_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the customer quotes on the phone: the id's first 8 characters, upper-cased. */
    number: text("number").notNull().unique(),
    kind: text("kind", { enum: CONSULTATION_KINDS }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    /** Stored lower-case. */
    email: text("email").notNull(),
    /** Canonical +923XXXXXXXXX. */
    phone: text("phone").notNull(),
    /** Where a home visit goes; null for the others. */
    address: text("address"),
    note: text("note"),
    state: text("state", { enum: BOOKING_STATES }).notNull().default("booked"),
    /** SHA-256 of the secret in the mail's cancel link. */
    cancelKeyHash: text("cancel_key_hash").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** 'customer' or the admin's e-mail. */
    cancelledBy: text("cancelled_by"),
    /** Sent with the form: the same key twice is the same booking. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Bumped on each change the customer is mailed about (a move, a cancellation): the calendar file's SEQUENCE. */
    revision: integer("revision").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("consultation_bookings_slot_unique")
      .on(table.startsAt)
      .where(sql`${table.state} = 'booked'`),
    index("consultation_bookings_starts_idx").on(table.startsAt),
    check("consultation_bookings_kind_known", sql`${table.kind} in ('showroom', 'home', 'video')`),
    check("consultation_bookings_state_known", sql`${table.state} in ('booked', 'cancelled')`),
    check("consultation_bookings_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The consultation calendar in one row (id = 1): weekly hours, slot length and closed days
 * (Pakistan's public holidays by default), validated by its zod schema in
 * app/modules/consultations. No row means the defaults.
 */
export const consultationCalendar = pgTable(
  "consultation_calendar",
  {
    id: integer("id").primaryKey().default(1),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("consultation_calendar_single_row", sql`${table.id} = 1`)],
);

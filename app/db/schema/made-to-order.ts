import { sql } from "drizzle-orm";
import {
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
import { mediaImages } from "./media";

/**
 * What is stored of a request's life. 'Expired' (the latest quote's day has passed) and
 * 'Ordered' (its order went past pending) are read from the quote and the order, not stored.
 */
export const CUSTOM_REQUEST_STATES = ["received", "quoted", "accepted", "declined"] as const;

/**
 * A made-to-order request (DECISIONS: no account needed): the spec's form, then the
 * quotes, messages and the order it may become. It belongs to its e-mail address: the
 * private link opens it (its key is derived from the id and the shop's secret, so nothing of
 * it is stored and every mail can carry it), and so does a verified account with that address.
 */
export const customRequests = pgTable(
  "custom_requests",
  {
    id: uuid("id").primaryKey(),
    /** What the customer quotes on the phone: the id's first 8 characters, upper-cased. */
    number: text("number").notNull().unique(),
    /** The account that sent it, when one was signed in (the e-mail decides who may read it). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Stored lower-case. */
    email: text("email").notNull(),
    /** Canonical +923XXXXXXXXX. */
    phone: text("phone").notNull(),
    projectType: text("project_type").notNull(),
    description: text("description").notNull(),
    budget: text("budget"),
    timeline: text("timeline"),
    location: text("location"),
    state: text("state", { enum: CUSTOM_REQUEST_STATES }).notNull().default("received"),
    declineReason: text("decline_reason"),
    /** Sent with the form: the same key twice is the same request. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("custom_requests_created_idx").on(table.createdAt),
    index("custom_requests_state_idx").on(table.state, table.createdAt),
    index("custom_requests_email_idx").on(table.email),
    check("custom_requests_state_known", sql`${table.state} in ('received', 'quoted', 'accepted', 'declined')`),
  ],
);

/** A room or reference picture sent with a request: an upload like a product's, kept private. */
export const customRequestPhotos = pgTable(
  "custom_request_photos",
  {
    requestId: uuid("request_id")
      .notNull()
      .references(() => customRequests.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    unique("custom_request_photos_position_unique").on(table.requestId, table.position),
    unique("custom_request_photos_image_unique").on(table.imageId),
    check("custom_request_photos_position_range", sql`${table.position} between 0 and 5`),
  ],
);

export interface QuoteLine {
  description: string;
  quantity: number;
  /** Whole rupees. */
  unitPrice: number;
}

/**
 * A quote the shop sent. A revision is a new row with the next version: the customer sees and
 * may accept only the latest, the earlier ones stay as its history. Amounts in whole rupees.
 */
export const customQuotes = pgTable(
  "custom_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customRequests.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    subtotal: integer("subtotal").notNull(),
    /** Null: delivery included in the prices. */
    deliveryFee: integer("delivery_fee"),
    total: integer("total").notNull(),
    leadTimeWeeks: smallint("lead_time_weeks").notNull(),
    advancePercent: smallint("advance_percent").notNull(),
    /** The last Lahore calendar day on which it may be accepted. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    note: text("note"),
    createdBy: text("created_by").notNull(),
    /** The admin's form key: the same form sent twice is one quote. */
    requestKey: text("request_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("custom_quotes_version_unique").on(table.requestId, table.version),
    unique("custom_quotes_request_key_unique").on(table.requestId, table.requestKey),
    check("custom_quotes_total_matches", sql`${table.total} = ${table.subtotal} + coalesce(${table.deliveryFee}, 0)`),
    check("custom_quotes_amounts_positive", sql`${table.subtotal} > 0 and coalesce(${table.deliveryFee}, 0) >= 0`),
    check("custom_quotes_advance_range", sql`${table.advancePercent} between 0 and 100`),
    check("custom_quotes_lead_time_range", sql`${table.leadTimeWeeks} between 1 and 104`),
  ],
);

export const REQUEST_MESSAGE_AUTHORS = ["customer", "shop"] as const;

/** The conversation on a request, both ways; each message is also mailed to the other side. */
export const customRequestMessages = pgTable(
  "custom_request_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customRequests.id, { onDelete: "cascade" }),
    author: text("author", { enum: REQUEST_MESSAGE_AUTHORS }).notNull(),
    /** What a person reads: the customer's name, or the admin's e-mail. */
    authorLabel: text("author_label").notNull(),
    body: text("body").notNull(),
    /** The form's key: the same form sent twice is one message. */
    requestKey: text("request_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("custom_request_messages_request_idx").on(table.requestId, table.createdAt),
    unique("custom_request_messages_key_unique").on(table.requestId, table.requestKey),
    check("custom_request_messages_author_known", sql`${table.author} in ('customer', 'shop')`),
  ],
);

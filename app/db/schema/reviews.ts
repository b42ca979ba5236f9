import { sql } from "drizzle-orm";
import {
  check,
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
import { users } from "./accounts";
import { products } from "./catalog";
import { mediaImages } from "./media";
import { orders } from "./orders";

export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;

/**
 * A customer's review of a product they received (DECISIONS 'Honest numbers'): written from a
 * delivered or completed order that holds the product, shown only once the admin approves it.
 * One per customer and product: the customer is the order's e-mail (stored lower-case), which a
 * guest's order and a verified account share, so an account cannot add a second review of what
 * it reviewed as a guest.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The delivered order that makes the review verified. */
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** The name shown: the order's first name and the initial of the last ('Ayesha K.'). */
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Kept with each vote (review_votes), so sorting by it needs no count. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    /** When the reviewer was mailed that it is published: once, however often it is hidden and shown again. */
    publishedMailAt: timestamp("published_mail_at", { withTimezone: true }),
  },
  (table) => [
    unique("product_reviews_one_per_customer").on(table.productId, table.email),
    index("product_reviews_product_idx").on(table.productId, table.status, table.createdAt),
    index("product_reviews_status_idx").on(table.status, table.createdAt),
    check("product_reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("product_reviews_status_known", sql`${table.status} in ('pending', 'approved', 'hidden')`),
    check("product_reviews_helpful_not_negative", sql`${table.helpfulCount} >= 0`),
  ],
);

/** Up to three photos with a review: uploads like a product's, private until the review is approved. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.position] }),
    unique("review_photos_image_unique").on(table.imageId),
    check("review_photos_position_range", sql`${table.position} between 0 and 2`),
  ],
);

/** 'Helpful' votes: one per voter (an account's id, or a visitor's hashed cookie) and review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.voter] })],
);

import { boolean, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded pictures live in the database (docs/decisions/011): every server
 * instance serves the same files, and a pg_dump backs them up with the rest.
 */
export const mediaImages = pgTable("media_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  originalName: text("original_name").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /**
   * A customer's picture (a room sent with a custom request): /media/ does not serve it; only
   * the request's own page does, to those who may read the request.
   */
  isPrivate: boolean("is_private").notNull().default(false),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One resized encoding of an upload: a catalogue width in one format. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => mediaImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: ["webp", "avif"] }).notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.imageId, table.width, table.format] })],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";

/**
 * A product's options (issue 34): up to three (Fabric, Finish, Size), in the owner's order. How
 * its values are picked on the product page: as swatches (a picture or a colour) or as buttons.
 */
export const productOptions = pgTable(
  "product_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    display: text("display").notNull().default("buttons"),
  },
  (table) => [
    unique("product_options_name_unique").on(table.productId, table.name),
    unique("product_options_position_unique").on(table.productId, table.position),
    check("product_options_display_known", sql`${table.display} in ('buttons', 'swatches')`),
    check("product_options_position_range", sql`${table.position} between 0 and 2`),
  ],
);

/**
 * An option's values, in the owner's order, each with what it adds to the product's base price
 * (leather +PKR 45,000) and its swatch: a colour ('#6b4f3a') or a picture.
 */
export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    position: integer("position").notNull(),
    /** Whole rupees added to (or, negative, taken from) the base price by this value. */
    surcharge: integer("surcharge").notNull().default(0),
    swatchColor: text("swatch_color"),
    swatchImage: text("swatch_image"),
  },
  (table) => [
    unique("product_option_values_value_unique").on(table.optionId, table.value),
    index("product_option_values_option_idx").on(table.optionId, table.position),
    check("product_option_values_color", sql`${table.swatchColor} is null or ${table.swatchColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * What the shop sells: one row per combination of option values it offers (a product without
 * options has exactly one, with no values). Stock lives here; `products.stock` is the sum of the
 * active variants' stock, kept by a trigger for the catalogue's filters (drizzle/0024).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Unique in the shop, upper-case letters, digits and dashes. */
    sku: text("sku").notNull().unique(),
    /** Its own price in whole rupees; null: the product's base price plus its values' surcharges. */
    price: integer("price"),
    stock: integer("stock").notNull().default(0),
    /** Made when ordered: keeps no stock, is never out of stock, is delivered after its lead time. */
    madeToOrder: boolean("made_to_order").notNull().default(false),
    leadTimeWeeks: integer("lead_time_weeks"),
    /** Its own pictures; empty: its values' pictures, then the product's. */
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_variants_product_idx").on(table.productId, table.position),
    // A cart line names its variant and its product: the pair must agree (cart.ts).
    unique("product_variants_id_product_unique").on(table.id, table.productId),
    check("product_variants_price_not_negative", sql`${table.price} is null or ${table.price} >= 0`),
    check("product_variants_stock_not_negative", sql`${table.stock} >= 0`),
    check(
      "product_variants_lead_time",
      sql`(${table.madeToOrder} and ${table.leadTimeWeeks} between 1 and 52 and ${table.stock} = 0) or (not ${table.madeToOrder} and ${table.leadTimeWeeks} is null)`,
    ),
    check("product_variants_sku_format", sql`${table.sku} ~ '^[A-Z0-9][A-Z0-9-]{0,39}$'`),
  ],
);

/** Which value of each option a variant is: one row per option of the product. */
export const productVariantValues = pgTable(
  "product_variant_values",
  {
    variantId: uuid("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    valueId: uuid("value_id")
      .notNull()
      .references(() => productOptionValues.id, { onDelete: "restrict" }),
  },
  (table) => [
    primaryKey({ columns: [table.variantId, table.valueId] }),
    index("product_variant_values_value_idx").on(table.valueId),
  ],
);

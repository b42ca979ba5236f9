import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop's identity in one row (id = 1). The value is validated by the zod
 * schema in modules/settings, which also fills in defaults for new keys, so a
 * new setting needs no migration.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey().default(1),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("shop_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * The delivery policy in one row (id = 1): zones, options and working days, validated by
 * deliveryPolicySchema (app/modules/delivery). /shipping and checkout both read it, so what the
 * page promises and what checkout charges cannot disagree. No row means the demo policy.
 */
export const deliveryPolicies = pgTable(
  "delivery_policy",
  {
    id: integer("id").primaryKey().default(1),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("delivery_policy_single_row", sql`${table.id} = 1`)],
);

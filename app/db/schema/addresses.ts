import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A signed-in customer's address book: where their orders go, typed once. At
 * most one default per customer (the partial unique index); at most ten
 * addresses each, which the accounts module enforces (address-book.server.ts).
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 'Home', 'Office'…; null when none was given. */
    label: text("label"),
    fullName: text("full_name").notNull(),
    /** Canonical +923XXXXXXXXX. */
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("customer_addresses_user_created_idx").on(table.userId, table.createdAt),
    uniqueIndex("customer_addresses_one_default")
      .on(table.userId)
      .where(sql`${table.isDefault}`),
    check("customer_addresses_label_length", sql`char_length(${table.label}) <= 40`),
    check("customer_addresses_full_name_length", sql`char_length(${table.fullName}) between 1 and 100`),
    check("customer_addresses_phone_canonical", sql`${table.phone} ~ '^\\+923[0-9]{9}$'`),
    check("customer_addresses_address_length", sql`char_length(${table.address}) between 1 and 500`),
    check("customer_addresses_city_length", sql`char_length(${table.city}) between 1 and 80`),
  ],
);

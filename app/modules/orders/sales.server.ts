import { and, eq, ne, type SQL } from "drizzle-orm";
import { orders } from "~/db/schema";

/**
 * Which orders count as sales wherever sales are ranked (the analytics' best sellers by product
 * and by variant, the home page's best sellers): every order that stands, whatever its step or
 * payment (only a cancelled one does not), and no test order (placed while the shop was a
 * preview). Written once so that the rankings cannot disagree. It names the `orders` table
 * itself: a query using it must not alias that table.
 */
export const countsAsSale = (): SQL => and(ne(orders.status, "cancelled"), eq(orders.isTest, false))!;

import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { ownedBy, type BasketOwner } from "~/modules/accounts/basket-owner.server";
import type { SessionUser } from "~/modules/accounts/session.server";
import type { OrderCustomer } from "./order-access";
import { loadOrderAccounts } from "./order-account.server";

/** The signed-in user as the customer of orders (order-access.ts), or null. */
export function orderCustomerOf(user: SessionUser): OrderCustomer;
export function orderCustomerOf(user: SessionUser | null): OrderCustomer | null;
export function orderCustomerOf(user: SessionUser | null): OrderCustomer | null {
  return user ? { userId: user.id, email: user.email, emailVerified: user.emailVerified } : null;
}

/**
 * `where` for a customer's orders: those placed signed in, and (once the e-mail is verified) the
 * guest orders placed with its address. The SQL twin of `isOrderCustomer`; checkout stores
 * e-mails lower-case, and orders_email_idx serves the second half.
 */
export function customerOrdersWhere(customer: OrderCustomer): SQL {
  const own = eq(orders.userId, customer.userId);
  if (!customer.emailVerified) return own;
  return or(own, and(isNull(orders.userId), eq(orders.email, customer.email.toLowerCase())))!;
}

/** A customer's own orders, newest first, with their items and accounts (the profile's Orders tab). */
export async function listCustomerOrders(customer: OrderCustomer) {
  const rows = await db().select().from(orders).where(customerOrdersWhere(customer)).orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const items = await db()
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  const accounts = await loadOrderAccounts(db(), rows);
  return rows.map((row, index) => ({
    ...row,
    account: accounts[index]!,
    items: items.filter((item) => item.orderId === row.id),
  }));
}

export type CustomerOrder = Awaited<ReturnType<typeof listCustomerOrders>>[number];

export async function countCustomerOrders(customer: OrderCustomer): Promise<number> {
  return db().$count(orders, customerOrdersWhere(customer));
}

/** The address, city and phone of the customer's latest order: checkout fills them in again. */
export async function lastDeliveryDetails(userId: string) {
  const [row] = await db()
    .select({ address: orders.address, city: orders.city, phone: orders.phone })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

/** How far back 'just bought' reaches: checkout does not suggest a piece bought this recently. */
const RECENT_PURCHASE_DAYS = 30;

/**
 * The products of this cart owner's orders of the last 30 days (a customer's account, or the
 * visitor's guest orders), cancelled ones aside: checkout's suggestions leave them out.
 */
export async function recentlyBoughtProductIds(owner: BasketOwner): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ownedBy(orders, owner),
        ne(orders.status, "cancelled"),
        gt(orders.createdAt, sql`now() - make_interval(days => ${RECENT_PURCHASE_DAYS})`),
        isNotNull(orderItems.productId),
      ),
    );
  return rows.map((row) => row.productId!);
}

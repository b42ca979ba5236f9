import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, discountCodes, discountRedemptions, orders, products } from "~/db/schema";
import { discountState } from "./admin-discount-state";
import { codeFigures, figureColumns } from "./admin-discounts.server";

export const DISCOUNT_ORDERS_PAGE_SIZE = 25;

/** Whether any order was ever placed with the code (a given-back use counts: that order was placed under it). */
export async function wasUsed(codeId: string, executor: Pick<ReturnType<typeof db>, "select"> = db()) {
  const [row] = await executor
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId))
    .limit(1);
  return row !== undefined;
}

/**
 * One code as its page shows it: the stored row, its state, whether it was ever used (then only
 * its end and limit may change), its figures, and its categories and products by name.
 */
export async function getAdminDiscount(id: string, now = new Date()) {
  const figures = codeFigures();
  const [row] = await db()
    .select({
      code: discountCodes,
      figures: figureColumns(figures),
    })
    .from(discountCodes)
    .leftJoin(figures, eq(figures.codeId, discountCodes.id))
    .where(eq(discountCodes.id, id));
  if (!row) return null;
  const { code, figures: counted } = row;
  const [scopeCategories, scopeProducts] = await Promise.all([
    code.categoryIds.length > 0
      ? db()
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, code.categoryIds))
          .orderBy(asc(categories.sortOrder), asc(categories.name))
      : [],
    code.productIds.length > 0
      ? db()
          .select({ id: products.id, name: products.name, slug: products.slug })
          .from(products)
          .where(inArray(products.id, code.productIds))
          .orderBy(asc(products.name))
      : [],
  ]);
  return {
    code,
    state: discountState(code, now),
    used: counted.orders > 0,
    figures: counted,
    scopeCategories,
    scopeProducts,
  };
}

export type AdminDiscount = NonNullable<Awaited<ReturnType<typeof getAdminDiscount>>>;

/** One page of the orders placed with the code, newest first; a cancelled one shows its use given back. */
export async function listDiscountOrders(codeId: string, page: number) {
  const [counted] = await db()
    .select({ total: count() })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, codeId));
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / DISCOUNT_ORDERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const rows = await db()
    .select({
      orderId: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      status: orders.status,
      isTest: orders.isTest,
      totalAmount: orders.totalAmount,
      amount: discountRedemptions.amount,
      deliveryAmount: discountRedemptions.deliveryAmount,
      releasedAt: discountRedemptions.releasedAt,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(eq(discountRedemptions.codeId, codeId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DISCOUNT_ORDERS_PAGE_SIZE)
    .offset((current - 1) * DISCOUNT_ORDERS_PAGE_SIZE);
  return { orders: rows, total, page: current, pageCount };
}

export type DiscountOrderRow = Awaited<ReturnType<typeof listDiscountOrders>>["orders"][number];

/** The categories a code may be given, in the shop's order (the form's boxes). */
export function listScopeCategories() {
  return db()
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

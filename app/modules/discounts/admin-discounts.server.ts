import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { discountCodes, discountRedemptions, discountRefusals, orders } from "~/db/schema";
import { discountState, type DiscountState } from "./admin-discount-state";
import { statePage } from "./admin-state-page.server";

export const ADMIN_DISCOUNTS_PAGE_SIZE = 20;

/** Each state as SQL, in discountState's order (ended, then paused, then by the start). */
export function discountStateSql(state: DiscountState, now: Date): SQL {
  const open = or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now))!;
  switch (state) {
    case "ended":
      return and(isNotNull(discountCodes.endsAt), lte(discountCodes.endsAt, now))!;
    case "paused":
      return and(open, isNotNull(discountCodes.pausedAt))!;
    case "scheduled":
      return and(open, isNull(discountCodes.pausedAt), gt(discountCodes.startsAt, now))!;
    case "running":
      return and(open, isNull(discountCodes.pausedAt), lte(discountCodes.startsAt, now))!;
  }
}

/**
 * An order still holds its code while its use is not given back, it is not cancelled and it is
 * not a test order (left out of every figure of sales, as analytics leaves them out).
 */
export const heldSql = sql`${discountRedemptions.releasedAt} is null and ${orders.status} <> 'cancelled' and not ${orders.isTest}`;

/** Per code: the orders placed with it, those given back, the revenue and reductions of those that hold it. */
export function codeFigures() {
  return db()
    .select({
      codeId: discountRedemptions.codeId,
      orders: sql<number>`count(*)`.mapWith(Number).as("orders"),
      released: sql<number>`count(*) filter (where ${discountRedemptions.releasedAt} is not null)`
        .mapWith(Number)
        .as("released"),
      revenue: sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${heldSql}), 0)`
        .mapWith(Number)
        .as("revenue"),
      reductions:
        sql<number>`coalesce(sum(${discountRedemptions.amount} + ${discountRedemptions.deliveryAmount}) filter (where ${heldSql}), 0)`
          .mapWith(Number)
          .as("reductions"),
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .groupBy(discountRedemptions.codeId)
    .as("figures");
}

/**
 * A code's figures as columns of a query on discount_codes joined to codeFigures(): its orders,
 * those given back, their revenue and reductions, and the orders its rules refused it to.
 */
export function figureColumns(figures: ReturnType<typeof codeFigures>) {
  return {
    orders: sql<number>`coalesce(${figures.orders}, 0)`.mapWith(Number),
    released: sql<number>`coalesce(${figures.released}, 0)`.mapWith(Number),
    revenue: sql<number>`coalesce(${figures.revenue}, 0)`.mapWith(Number),
    reductions: sql<number>`coalesce(${figures.reductions}, 0)`.mapWith(Number),
    refused:
      sql<number>`(select count(*) from ${discountRefusals} where ${discountRefusals.codeId} = ${discountCodes.id})`.mapWith(
        Number,
      ),
  };
}

/** The admin's list: one page of codes, newest first, with their figures, and how many are in each state. */
export async function listAdminDiscounts({
  state,
  page,
  now = new Date(),
}: {
  state: DiscountState | null;
  page: number;
  now?: Date;
}) {
  const listed = await statePage(discountCodes, discountStateSql, {
    state,
    page,
    pageSize: ADMIN_DISCOUNTS_PAGE_SIZE,
    now,
  });
  const figures = codeFigures();
  const rows = await db()
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      minSubtotal: discountCodes.minSubtotal,
      scope: discountCodes.scope,
      categoryIds: discountCodes.categoryIds,
      productIds: discountCodes.productIds,
      startsAt: discountCodes.startsAt,
      endsAt: discountCodes.endsAt,
      pausedAt: discountCodes.pausedAt,
      usageLimit: discountCodes.usageLimit,
      usedCount: discountCodes.usedCount,
      ...figureColumns(figures),
    })
    .from(discountCodes)
    .leftJoin(figures, eq(figures.codeId, discountCodes.id))
    .where(listed.where)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(ADMIN_DISCOUNTS_PAGE_SIZE)
    .offset(listed.offset);

  const { counts, total, page: current, pageCount } = listed;
  return {
    codes: rows.map((row) => ({ ...row, state: discountState(row, now) })),
    counts,
    total,
    page: current,
    pageCount,
  };
}

export type AdminDiscountRow = Awaited<ReturnType<typeof listAdminDiscounts>>["codes"][number];

/** Whether a code of this text exists (the list's notice after one is added names it). */
export async function discountCodeExists(code: string) {
  const [row] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
  return row !== undefined;
}

import { and, desc, eq, gt, isNotNull, isNull, lte, ne, not, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orderItems, orders, sales } from "~/db/schema";
import { discountState, type DiscountState } from "~/modules/discounts/admin-discount-state";
import { statePage } from "~/modules/discounts/admin-state-page.server";

export const ADMIN_SALES_PAGE_SIZE = 20;

/**
 * Each state as SQL, by the rule discountState reads (ended, then paused, then by the start): a
 * sale always has an end, so 'not ended' is its end still ahead.
 */
export function saleStateSql(state: DiscountState, now: Date): SQL {
  const open = gt(sales.endsAt, now);
  switch (state) {
    case "ended":
      return lte(sales.endsAt, now);
    case "paused":
      return and(open, isNotNull(sales.pausedAt))!;
    case "scheduled":
      return and(open, isNull(sales.pausedAt), gt(sales.startsAt, now))!;
    case "running":
      return and(open, isNull(sales.pausedAt), lte(sales.startsAt, now))!;
  }
}

/**
 * Per sale, of the orders that hold it (not cancelled, not test orders, as analytics and the
 * codes' figures leave them out): how many have a line it reduced, those lines' revenue, and what
 * the buyers saved on them (each line's regular price less what it cost, times its quantity).
 */
export function saleFigures() {
  return db()
    .select({
      saleId: orderItems.saleId,
      orders: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number).as("orders"),
      revenue: sql<number>`sum(${orderItems.totalPrice})`.mapWith(Number).as("revenue"),
      saving:
        sql<number>`coalesce(sum((${orderItems.regularUnitPrice} - ${orderItems.unitPrice}) * ${orderItems.quantity}), 0)`
          .mapWith(Number)
          .as("saving"),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isNotNull(orderItems.saleId), ne(orders.status, "cancelled"), not(orders.isTest)))
    .groupBy(orderItems.saleId)
    .as("figures");
}

/** A sale's three figures, 0 for a sale no order holds. */
export function figureColumns(figures: ReturnType<typeof saleFigures>) {
  return {
    orders: sql<number>`coalesce(${figures.orders}, 0)`.mapWith(Number),
    revenue: sql<number>`coalesce(${figures.revenue}, 0)`.mapWith(Number),
    saving: sql<number>`coalesce(${figures.saving}, 0)`.mapWith(Number),
  };
}

/** The admin's list: one page of sales, newest first, with their figures, and how many are in each state. */
export async function listAdminSales({
  state,
  page,
  now = new Date(),
}: {
  state: DiscountState | null;
  page: number;
  now?: Date;
}) {
  const listed = await statePage(sales, saleStateSql, { state, page, pageSize: ADMIN_SALES_PAGE_SIZE, now });
  const figures = saleFigures();
  const rows = await db()
    .select({
      id: sales.id,
      name: sales.name,
      kind: sales.kind,
      value: sales.value,
      categoryIds: sales.categoryIds,
      productIds: sales.productIds,
      variantIds: sales.variantIds,
      startsAt: sales.startsAt,
      endsAt: sales.endsAt,
      pausedAt: sales.pausedAt,
      ...figureColumns(figures),
    })
    .from(sales)
    .leftJoin(figures, eq(figures.saleId, sales.id))
    .where(listed.where)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(ADMIN_SALES_PAGE_SIZE)
    .offset(listed.offset);

  const { counts, total, page: current, pageCount } = listed;
  return {
    sales: rows.map((row) => ({ ...row, state: discountState(row, now) })),
    counts,
    total,
    page: current,
    pageCount,
  };
}

export type AdminSaleRow = Awaited<ReturnType<typeof listAdminSales>>["sales"][number];

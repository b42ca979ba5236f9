import {
  and,
  between,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderFilters,
  type ConfirmedFilter,
  type ListFilters,
  type WorkList,
} from "./admin-order-links";

/** The uuids that start with these hex digits, as a range of the primary key: [a1b2…0000, a1b2…ffff]. */
function idRange(hex: string) {
  const uuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [uuid(hex.padEnd(32, "0")), uuid(hex.padEnd(32, "f"))] as const;
}

/**
 * The WHERE of the tab's filters, shared by the list and the CSV export so
 * both show the same orders. The search matches, case-insensitively, the
 * customer's name or e-mail anywhere, or the start of the order id/number
 * (with or without '#' and hyphens: 'a1b2', '#A1B2C3D4', 'a1b2c3d4-e5f6').
 * `lower(column) LIKE '%…%'` is what the trigram indexes on lower(full_name)
 * and lower(email) serve (orders_*_trgm_idx), so a search of three or more
 * characters does not read every order; % and _ are escaped to mean
 * themselves. The id prefix is a range of the primary key.
 */
export function orderFilterCondition(filters: ListFilters): SQL | undefined {
  const { q, status } = filters;
  const byStatus = and(
    status === "all" ? undefined : eq(orders.status, status),
    WORK_LIST_WHERE[filters.list],
    CONFIRMED_WHERE[filters.confirmed],
  );
  if (!q) return byStatus;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const contains = (column: SQLWrapper) => sql`lower(${column}) like ${pattern}`;
  const hex = q.replace(/^#\s*/, "").replace(/-/g, "").toLowerCase();
  const byId = /^[0-9a-f]{1,32}$/.test(hex) ? between(orders.id, ...idRange(hex)) : undefined;
  return and(byStatus, or(contains(orders.fullName), contains(orders.email), byId));
}

/** Each work list as a condition: the tabs, their counts, the list and the CSV agree by construction. */
const WORK_LIST_WHERE: Record<WorkList, SQL | undefined> = {
  "to-confirm": eq(orders.status, "pending"),
  "awaiting-advance": and(
    sql`${orders.advanceDue} > ${orders.amountPaid}`,
    notInArray(orders.status, ["cancelled", "delivered", "completed"]),
  ),
  "in-production": inArray(orders.status, ["work_started", "in_production"]),
  ready: eq(orders.status, "ready_for_delivery"),
  delivered: inArray(orders.status, ["delivered", "completed"]),
  cancelled: eq(orders.status, "cancelled"),
  all: undefined,
};

const CONFIRMED_WHERE: Record<ConfirmedFilter, SQL | undefined> = {
  any: undefined,
  yes: and(eq(orders.paymentMethod, "cod"), isNotNull(orders.customerConfirmedAt)),
  no: and(eq(orders.paymentMethod, "cod"), isNull(orders.customerConfirmedAt)),
};

/**
 * How many orders each work list holds under the other filters (search, status, confirmation):
 * one scan of the matching orders, each list a FILTER of it.
 */
export async function workListCounts(filters: ListFilters): Promise<Record<WorkList, number>> {
  const where = orderFilterCondition({ ...filters, list: "all" });
  const counted = (condition: SQL | undefined) =>
    condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`;
  const [row] = await db()
    .select(
      Object.fromEntries(
        (Object.keys(WORK_LIST_WHERE) as WorkList[]).map((list) => [list, counted(WORK_LIST_WHERE[list])]),
      ) as Record<WorkList, SQL<number>>,
    )
    .from(orders)
    .where(where);
  return Object.fromEntries(
    (Object.keys(WORK_LIST_WHERE) as WorkList[]).map((list) => [list, Number(row?.[list] ?? 0)]),
  ) as Record<WorkList, number>;
}

// Newest first; the id breaks ties so pages never repeat or skip an order.
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

const listColumns = {
  id: orders.id,
  number: orders.number,
  fullName: orders.fullName,
  email: orders.email,
  status: orders.status,
  totalAmount: orders.totalAmount,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  amountPaid: orders.amountPaid,
  advanceDue: orders.advanceDue,
  // Null while to be confirmed: the row's status form then holds the work statuses back.
  deliveryFee: orders.deliveryFee,
  customerConfirmedAt: orders.customerConfirmedAt,
  createdAt: orders.createdAt,
  // Placed while the shop was a preview: the row shows a 'Test order' badge.
  isTest: orders.isTest,
};

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  total: number;
  page: number;
  pageCount: number;
}

export type AdminOrderRow = { [Key in keyof typeof listColumns]: (typeof orders.$inferSelect)[Key] };

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
const offsetOf = (page: number) => (page - 1) * ADMIN_ORDERS_PAGE_SIZE;

/**
 * One page of the list and the number of matching orders; a page past the
 * end shows the last page. Without a search, LIMIT/OFFSET walks
 * orders_created_idx (or orders_status_created_idx with a status) in order
 * and the count is an index-only scan, so a page costs its offset in index
 * entries, never a sort of the table. A search has no index to use (names
 * and e-mails match anywhere), so it reads the table once: see searchPage.
 */
export async function listAdminOrders(filters: AdminOrderFilters): Promise<AdminOrderPage> {
  const where = orderFilterCondition(filters);
  if (filters.q) return searchPage(where, filters.page);
  const pageOf = (page: number) =>
    db()
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset(offsetOf(page));
  // The count and the page are read together; only a page past the end needs a second read.
  const [[counted], rows] = await Promise.all([
    db().select({ total: count() }).from(orders).where(where),
    pageOf(filters.page),
  ]);
  const total = Number(counted?.total ?? 0);
  const page = Math.min(filters.page, pageCountOf(total));
  return { orders: page === filters.page ? rows : await pageOf(page), total, page, pageCount: pageCountOf(total) };
}

/**
 * A search's page in one scan of the table: the matches (id and time only)
 * are kept once in a CTE (PostgreSQL materialises a CTE used twice), counted,
 * and the page's 20 taken from them by a top-N sort. Reading the count and
 * the page separately would scan twice, and walking the time index for the
 * few rows of a narrow search visits every order.
 */
async function searchPage(where: SQL | undefined, requested: number): Promise<AdminOrderPage> {
  const matches = db()
    .$with("matches")
    .as(db().select({ id: orders.id, createdAt: orders.createdAt }).from(orders).where(where));
  const pageOf = (page: number) =>
    db()
      .with(matches)
      .select({ ...listColumns, total: sql<number>`(select count(*) from ${matches})::int` })
      .from(orders)
      .where(
        inArray(
          orders.id,
          db()
            .select({ id: matches.id })
            .from(matches)
            .orderBy(desc(matches.createdAt), desc(matches.id))
            .limit(ADMIN_ORDERS_PAGE_SIZE)
            .offset(offsetOf(page)),
        ),
      )
      .orderBy(...newestFirst);
  const rows = await pageOf(requested);
  if (rows.length > 0) {
    const total = Number(rows[0]!.total);
    return {
      orders: rows.map(({ total: _total, ...row }) => row),
      total,
      page: requested,
      pageCount: pageCountOf(total),
    };
  }
  // Nothing on this page: either nothing matches, or the page is past the end.
  const [counted] = await db().select({ total: count() }).from(orders).where(where);
  const total = Number(counted?.total ?? 0);
  if (total === 0 || requested === 1) return { orders: [], total, page: 1, pageCount: 1 };
  return searchPage(where, pageCountOf(total));
}

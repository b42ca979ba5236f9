import { count, desc, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customRequests } from "~/db/schema";
import { shopCalendar } from "~/utils/shop-time";
import { REQUEST_STATUSES, type RequestStatus } from "./request-status";
import { requestListSelect, withStatus } from "./requests.server";

export const ADMIN_REQUESTS_PAGE_SIZE = 20;

/** ?status=received|quoted|...; anything else means all. */
export function parseRequestStatus(value: string | null): RequestStatus | null {
  return REQUEST_STATUSES.includes(value as RequestStatus) ? (value as RequestStatus) : null;
}

/** The status a list shows, in SQL (the same rule as requestStatus), for filtering and counting. */
function statusSql(today: string): SQL<string> {
  return sql<string>`case
    when ${customRequests.state} = 'quoted' and (select q.valid_until from custom_quotes q where q.request_id = ${customRequests.id} order by q.version desc limit 1) < ${today}::date then 'expired'
    when ${customRequests.state} = 'accepted' and exists (select 1 from orders o where o.custom_request_id = ${customRequests.id} and o.status not in ('pending', 'cancelled')) then 'ordered'
    else ${customRequests.state} end`;
}

/** The admin's list: one page of requests with a status, newest first, and how many have each status. */
export async function listAdminRequests(
  { status, page }: { status: RequestStatus | null; page: number },
  now = new Date(),
) {
  const today = shopCalendar(now).date;
  const where = status ? sql`${statusSql(today)} = ${status}` : undefined;
  const [totals, countRows] = await Promise.all([
    db().select({ value: count() }).from(customRequests).where(where),
    db()
      .select({ status: statusSql(today).as("status"), value: count() })
      .from(customRequests)
      .groupBy(sql`1`),
  ]);
  const total = totals[0]?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_REQUESTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await requestListSelect()
    .where(where)
    .orderBy(desc(customRequests.createdAt), desc(customRequests.id))
    .limit(ADMIN_REQUESTS_PAGE_SIZE)
    .offset((current - 1) * ADMIN_REQUESTS_PAGE_SIZE);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((name) => [name, 0])) as Record<RequestStatus, number>;
  for (const row of countRows) if (parseRequestStatus(row.status)) counts[row.status as RequestStatus] = row.value;
  return { requests: withStatus(rows, now), total, page: current, pageCount, counts };
}

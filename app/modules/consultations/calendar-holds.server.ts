import { and, asc, eq, gt, gte, isNotNull, lt, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { claims, orders } from "~/db/schema";
import { shopDayStart } from "~/utils/shop-time";
import type { Busy } from "./slots";

type Reader = Pick<ReturnType<typeof db>, "select">;

/**
 * Besides its bookings, the consultation calendar holds the shop's visits for warranty and damage
 * requests (issue 36, item 3): a request approved with a visit keeps its slot until the visit is
 * done (inspected), or the request is closed. Read from the claims table itself, so the calendar
 * needs nothing from the claims module and a request's state is the hold's one truth.
 */
const heldVisit = and(eq(claims.state, "approved"), isNotNull(claims.visitStartsAt));

/** The times held by visits that end after `from` and start before `to`. */
export async function visitsBusyBetween(from: Date, to: Date, executor: Reader = db()): Promise<Busy[]> {
  const rows = await executor
    .select({ start: claims.visitStartsAt, end: claims.visitEndsAt })
    .from(claims)
    .where(and(heldVisit, gt(claims.visitEndsAt, from), lt(claims.visitStartsAt, to)));
  return rows.map((row) => ({ start: row.start!, end: row.end! }));
}

/** A visit held in the calendar that overlaps `hold`, other than `hold` itself (by id). */
export async function overlappingVisit(executor: Reader, hold: { id: string; startsAt: Date; endsAt: Date }) {
  const [other] = await executor
    .select({ id: claims.id })
    .from(claims)
    .where(
      and(
        heldVisit,
        ne(claims.id, hold.id),
        lt(claims.visitStartsAt, hold.endsAt),
        gt(claims.visitEndsAt, hold.startsAt),
      ),
    )
    .limit(1);
  return other;
}

/** The visits starting from the first Lahore day up to (not including) the last, earliest first: the agenda's. */
export async function visitsBetween(firstDay: string, endDay: string) {
  return db()
    .select({
      claimId: claims.id,
      kind: claims.kind,
      startsAt: claims.visitStartsAt,
      endsAt: claims.visitEndsAt,
      orderNumber: orders.number,
      name: orders.fullName,
      phone: orders.phone,
      address: orders.address,
      city: orders.city,
    })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(
      and(heldVisit, gte(claims.visitStartsAt, shopDayStart(firstDay)), lt(claims.visitStartsAt, shopDayStart(endDay))),
    )
    .orderBy(asc(claims.visitStartsAt));
}

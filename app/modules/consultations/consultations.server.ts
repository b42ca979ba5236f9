import { and, asc, count, eq, gt, gte, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CONSULTATION_KINDS as STORED_KINDS, consultationBookings } from "~/db/schema";
import { shopDayStart } from "~/utils/shop-time";
import { CONSULTATION_KINDS, type ConsultationKind } from "./consultation-kinds";
import { addCalendarDays } from "~/utils/calendar-days";
import { visitsBusyBetween } from "./calendar-holds.server";
import type { Busy } from "./slots";

export type Booking = typeof consultationBookings.$inferSelect;
type Reader = Pick<ReturnType<typeof db>, "select">;

// The page's list of kinds and the table's must be the same list, in both directions.
const storedKinds: readonly ConsultationKind[] = STORED_KINDS;
const pageKinds: readonly (typeof STORED_KINDS)[number][] = CONSULTATION_KINDS;
void [storedKinds, pageKinds];

const live = eq(consultationBookings.state, "booked");

/** The times held by live bookings and the shop's visits (calendar-holds.server.ts) that end after `from` and start before `to`. */
export async function busyBetween(from: Date, to: Date, executor: Reader = db()): Promise<Busy[]> {
  const [bookings, visits] = await Promise.all([
    executor
      .select({ start: consultationBookings.startsAt, end: consultationBookings.endsAt })
      .from(consultationBookings)
      .where(and(live, gt(consultationBookings.endsAt, from), lt(consultationBookings.startsAt, to))),
    visitsBusyBetween(from, to, executor),
  ]);
  return [...bookings, ...visits];
}

/** Live bookings starting on a Lahore day ('2026-12-01'): the dashboard's count for today. */
export async function countConsultationsOn(day: string): Promise<number> {
  const [row] = await db()
    .select({ value: count() })
    .from(consultationBookings)
    .where(
      and(
        live,
        gte(consultationBookings.startsAt, shopDayStart(day)),
        lt(consultationBookings.startsAt, shopDayStart(addCalendarDays(day, 1))),
      ),
    );
  return row?.value ?? 0;
}

/** Live bookings starting from the first day up to (not including) the last, earliest first. */
export async function liveBookingsBetween(firstDay: string, endDay: string): Promise<Booking[]> {
  return db()
    .select()
    .from(consultationBookings)
    .where(
      and(
        live,
        gte(consultationBookings.startsAt, shopDayStart(firstDay)),
        lt(consultationBookings.startsAt, shopDayStart(endDay)),
      ),
    )
    .orderBy(asc(consultationBookings.startsAt));
}

/** A booking number as typed or linked ('5f0c2a1e'), or null when it cannot be one. */
export function normalBookingNumber(value: string | undefined | null): string | null {
  const upper = (value ?? "").trim().toUpperCase();
  return /^[0-9A-F]{8}$/.test(upper) ? upper : null;
}

export async function findBooking(number: string, executor: Reader = db()): Promise<Booking | undefined> {
  const [row] = await executor
    .select()
    .from(consultationBookings)
    .where(eq(consultationBookings.number, number))
    .limit(1);
  return row;
}

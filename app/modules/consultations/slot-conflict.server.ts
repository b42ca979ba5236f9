import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import { pgErrorCode, UNIQUE_VIOLATION } from "~/utils/pg-error.server";
import { overlappingVisit } from "./calendar-holds.server";

/** The partial unique index that lets one live booking hold a start (app/db/schema/consultations.ts). */
const SLOT_INDEX = "consultation_bookings_slot_unique";

/** Thrown inside a transaction to roll it back when the slot turns out to be held. */
export class SlotTakenError extends Error {
  constructor() {
    super("The slot is held by another live booking");
  }
}

/** The constraint a failed statement broke, whether from node-postgres or PGlite, wrapped by drizzle or not. */
function constraintOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` says the slot is taken: the unique index refused a second live booking of it, or the check below. */
export function isSlotTaken(error: unknown): boolean {
  if (error instanceof SlotTakenError) return true;
  return pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === SLOT_INDEX;
}

/** Whether `error` is a clash of booking numbers (the id's first 8 characters): worth one more try with a new id. */
export const isNumberClash = (error: unknown) =>
  pgErrorCode(error) === UNIQUE_VIOLATION && constraintOf(error) === "consultation_bookings_number_unique";

type Executor = Pick<ReturnType<typeof db>, "select">;

/**
 * After the insert or move, inside its transaction and under lockBookingDay: another live booking
 * or a shop's visit (a warranty or damage request's, calendar-holds.server.ts) that overlaps this
 * hold. Between bookings only possible after the owner changed the slot length (an old 60-minute
 * booking at 12:00 overlaps a new 90-minute slot at 11:00), as the unique index covers equal
 * starts; a visit has no such index, so the day's lock, which every booking, move and visit takes,
 * makes this check decide. Throws SlotTakenError to roll the change back.
 */
export async function refuseOverlap(executor: Executor, booking: { id: string; startsAt: Date; endsAt: Date }) {
  const [other] = await executor
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.state, "booked"),
        ne(consultationBookings.id, booking.id),
        lt(consultationBookings.startsAt, booking.endsAt),
        gt(consultationBookings.endsAt, booking.startsAt),
      ),
    )
    .limit(1);
  if (other || (await overlappingVisit(executor, booking))) throw new SlotTakenError();
}

import type { db } from "~/db/client.server";
import type { claims } from "~/db/schema";
import { getConsultationCalendar } from "~/modules/consultations/calendar.server";
import { lockBookingDay } from "~/modules/consultations/contact-limit.server";
import { lahoreDay } from "~/modules/consultations/lahore-days";
import { refuseOverlap } from "~/modules/consultations/slot-conflict.server";
import { checkSlot, slotRefusalMessages, type Slot } from "~/modules/consultations/slots";
import type { ClaimStepInput } from "./claim-step.schema";
import { needsVisit } from "./claim-rules";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** An approval's time as posted: a pickup's day and window, or a visit's slot checked against the calendar's grid. */
export interface Approval {
  bookedDay: string | null;
  slot: number | null;
  visit: { ok: true; slot: Slot } | { ok: false; message: string } | null;
}

/**
 * Before the step's transaction: the visit's time, if one was posted, must be a start of the
 * consultation calendar's grid from now to three weeks ahead. The shop books its own staff, so
 * no notice is asked (as for the shop's move of a booking).
 */
export async function approvalOf(step: ClaimStepInput, now: Date): Promise<Approval> {
  const approval = { bookedDay: step.bookedDay ?? null, slot: step.slot };
  if (!step.visitStart) return { ...approval, visit: null };
  const checked = checkSlot(await getConsultationCalendar(), step.visitStart, now, 0);
  return {
    ...approval,
    visit: checked.ok ? checked : { ok: false, message: slotRefusalMessages[checked.reason] },
  };
}

type Booked =
  | {
      ok: true;
      updates: Pick<typeof claims.$inferInsert, "bookedDay" | "bookedSlotStart" | "visitStartsAt" | "visitEndsAt">;
    }
  | { ok: false; status: 400; field: string; message: string };

/**
 * In the step's transaction, with the request locked: what its approval books. A warranty or
 * damage request is a visit, at a free time of the consultation calendar: under the day's lock
 * every booking and move takes, a live booking or another visit overlapping it refuses it
 * (SlotTakenError, rolling the step back), and once stored it holds that time against
 * consultations until the request moves on. A return or exchange is a pickup on a day and window.
 */
export async function bookApproval(
  tx: Transaction,
  claim: typeof claims.$inferSelect,
  approval: Approval,
): Promise<Booked> {
  if (!needsVisit(claim.kind)) {
    if (!approval.bookedDay) return { ok: false, status: 400, field: "bookedDay", message: "Please choose the day." };
    return {
      ok: true,
      updates: {
        bookedDay: approval.bookedDay,
        bookedSlotStart: approval.slot,
        visitStartsAt: null,
        visitEndsAt: null,
      },
    };
  }
  const { visit } = approval;
  if (!visit) return { ok: false, status: 400, field: "visitStart", message: "Please choose a time for the visit." };
  if (!visit.ok) return { ok: false, status: 400, field: "visitStart", message: visit.message };
  const { start, end } = visit.slot;
  await lockBookingDay(tx, start);
  await refuseOverlap(tx, { id: claim.id, startsAt: start, endsAt: end });
  return {
    ok: true,
    updates: { bookedDay: lahoreDay(start), bookedSlotStart: null, visitStartsAt: start, visitEndsAt: end },
  };
}

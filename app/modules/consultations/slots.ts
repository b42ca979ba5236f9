import type { ConsultationCalendar } from "./calendar";
import { clockMinutes, lahoreDay, lahoreInstant, weekdayOf } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";

/** How far ahead customers may book: today and the next 20 days (three weeks). */
export const BOOKING_DAYS = 21;
/** A customer books at least this long ahead, so that a designer can get there. */
export const MIN_NOTICE_MINUTES = 120;

export interface Slot {
  start: Date;
  end: Date;
}

/** A live booking's time, as far as the calendar cares. */
export type Busy = Slot;

/** The Lahore days customers may book now: today first. */
export function bookingDays(now: Date): string[] {
  const today = lahoreDay(now);
  return Array.from({ length: BOOKING_DAYS }, (_, index) => addCalendarDays(today, index));
}

/** Why a day has no slots at all: a closed date's name, 'Closed' on a weekday without hours, or null. */
export function closedReason(calendar: ConsultationCalendar, day: string): string | null {
  const closed = calendar.closedDays.find((entry) => entry.date === day);
  if (closed) return closed.name;
  return calendar.hours[weekdayOf(day)].length === 0 ? "Closed" : null;
}

/** The day's grid: every slot its hours hold, booked or not, past or not. None on a closed day. */
export function daySlots(calendar: ConsultationCalendar, day: string): Slot[] {
  if (closedReason(calendar, day)) return [];
  const slots: Slot[] = [];
  for (const period of calendar.hours[weekdayOf(day)]) {
    const end = clockMinutes(period.end);
    for (
      let minute = clockMinutes(period.start);
      minute + calendar.slotMinutes <= end;
      minute += calendar.slotMinutes
    ) {
      slots.push({ start: lahoreInstant(day, minute), end: lahoreInstant(day, minute + calendar.slotMinutes) });
    }
  }
  return slots;
}

const overlaps = (slot: Slot, busy: Busy) => slot.start < busy.end && busy.start < slot.end;

/**
 * The slots of `day` a customer may book now: on the grid, at least `noticeMinutes` ahead,
 * within the booking window, and clear of every live booking (a booking made before the owner
 * changed the slot length may straddle two new slots: both are taken).
 */
export function freeSlots(
  calendar: ConsultationCalendar,
  day: string,
  busy: readonly Busy[],
  now: Date,
  noticeMinutes = MIN_NOTICE_MINUTES,
): Slot[] {
  if (!bookingDays(now).includes(day)) return [];
  const earliest = now.getTime() + noticeMinutes * 60_000;
  return daySlots(calendar, day).filter(
    (slot) => slot.start.getTime() >= earliest && !busy.some((taken) => overlaps(slot, taken)),
  );
}

export interface DayOption {
  day: string;
  free: number;
  /** Why nothing can be booked that day, when it is closed. */
  closed: string | null;
}

/** Every day of the booking window with its number of free slots. */
export function dayOptions(calendar: ConsultationCalendar, busy: readonly Busy[], now: Date): DayOption[] {
  return bookingDays(now).map((day) => ({
    day,
    free: freeSlots(calendar, day, busy, now).length,
    closed: closedReason(calendar, day),
  }));
}

export type SlotRefusal = "past" | "too-soon" | "too-far" | "closed" | "off-grid";

/**
 * Whether a customer (or, with no notice, the shop) may book a consultation starting at
 * `start` as the calendar stands: the answer names what is wrong. Whether someone else holds the
 * slot is not asked here: the database's unique index answers that when the booking is stored.
 */
export function checkSlot(
  calendar: ConsultationCalendar,
  start: Date,
  now: Date,
  noticeMinutes = MIN_NOTICE_MINUTES,
): { ok: true; slot: Slot } | { ok: false; reason: SlotRefusal } {
  if (start.getTime() <= now.getTime()) return { ok: false, reason: "past" };
  if (start.getTime() < now.getTime() + noticeMinutes * 60_000) return { ok: false, reason: "too-soon" };
  const day = lahoreDay(start);
  if (!bookingDays(now).includes(day)) return { ok: false, reason: "too-far" };
  if (closedReason(calendar, day)) return { ok: false, reason: "closed" };
  const slot = daySlots(calendar, day).find((candidate) => candidate.start.getTime() === start.getTime());
  return slot ? { ok: true, slot } : { ok: false, reason: "off-grid" };
}

export const SLOT_TAKEN_MESSAGE = "That time was just booked by someone else. Please choose another.";

/** What the booking form says of each refusal, under the times. */
export const slotRefusalMessages: Record<SlotRefusal, string> = {
  past: "That time has passed. Please choose one of the times shown.",
  "too-soon": `Please book at least ${MIN_NOTICE_MINUTES / 60} hours ahead: choose one of the times shown.`,
  "too-far": `We take bookings up to ${BOOKING_DAYS / 7} weeks ahead. Please choose one of the times shown.`,
  closed: "We are closed that day. Please choose one of the times shown.",
  "off-grid": "That is not one of our consultation times. Please choose one of the times shown.",
};

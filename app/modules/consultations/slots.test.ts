import { describe, expect, it } from "vitest";
import { defaultCalendar, type ConsultationCalendar } from "./calendar";
import { formatSlot, isCalendarDay, lahoreDay, lahoreInstant, weekdayOf } from "./lahore-days";
import { addCalendarDays } from "~/utils/calendar-days";
import { bookingDays, checkSlot, closedReason, dayOptions, daySlots, freeSlots } from "./slots";

const times = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString().slice(11, 16));
// 2026-12-01 is a Tuesday; Lahore is UTC+5, so 11:00 there is 06:00 UTC.
const TUESDAY = "2026-12-01";
const at = (iso: string) => new Date(iso);

describe("Lahore days", () => {
  it("reads days and weekdays in Lahore, across midnight and the year's end", () => {
    expect(lahoreDay(at("2026-11-30T18:59:00Z"))).toBe("2026-11-30");
    expect(lahoreDay(at("2026-11-30T19:00:00Z"))).toBe(TUESDAY);
    expect(weekdayOf(TUESDAY)).toBe("tue");
    expect(weekdayOf("2026-12-06")).toBe("sun");
    expect(addCalendarDays("2026-12-25", 10)).toBe("2027-01-04");
    expect(lahoreInstant(TUESDAY, 11 * 60).toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
  });

  it("names a slot as the booking page and the mails do", () => {
    expect(formatSlot(at("2026-12-01T06:00:00Z"), at("2026-12-01T07:00:00Z"))).toBe(
      "Tuesday, Dec 01, 2026, 11:00-12:00",
    );
  });
});

describe("the day's grid", () => {
  it("has one-hour slots from 11:00 to 18:00 on a weekday, in UTC instants", () => {
    expect(times(daySlots(defaultCalendar, TUESDAY))).toEqual([
      "06:00",
      "07:00",
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
  });

  it("keeps Friday's prayer break, and has nothing on Sunday or a public holiday", () => {
    // Friday 4 December: 11:00, 12:00, then 15:00 to 18:00.
    expect(times(daySlots(defaultCalendar, "2026-12-04"))).toEqual([
      "06:00",
      "07:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
    expect(daySlots(defaultCalendar, "2026-12-06")).toEqual([]);
    expect(closedReason(defaultCalendar, "2026-12-06")).toBe("Closed");
    expect(daySlots(defaultCalendar, "2026-12-25")).toEqual([]);
    expect(closedReason(defaultCalendar, "2026-12-25")).toBe("Quaid-e-Azam Day");
  });

  it("follows the slot length: a 90-minute slot must end by closing time", () => {
    const calendar: ConsultationCalendar = { ...defaultCalendar, slotMinutes: 90 };
    // 11:00, 12:30, 14:00, 15:30, 17:00 (ends 18:30); 18:30 would end after 19:00.
    expect(times(daySlots(calendar, TUESDAY))).toEqual(["06:00", "07:30", "09:00", "10:30", "12:00"]);
  });
});

describe("free slots", () => {
  it("starts the window today in Lahore and runs 21 days", () => {
    const days = bookingDays(at("2026-11-30T20:00:00Z"));
    expect(days).toHaveLength(21);
    expect(days[0]).toBe(TUESDAY);
    expect(days.at(-1)).toBe("2026-12-21");
  });

  it("leaves out slots less than two hours ahead and those taken, including by a booking that straddles two", () => {
    const now = at("2026-12-01T05:30:00Z"); // 10:30 in Lahore
    expect(times(freeSlots(defaultCalendar, TUESDAY, [], now))).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
    const busy = [
      { start: at("2026-12-01T09:00:00Z"), end: at("2026-12-01T10:00:00Z") },
      { start: at("2026-12-01T11:30:00Z"), end: at("2026-12-01T12:30:00Z") },
    ];
    expect(times(freeSlots(defaultCalendar, TUESDAY, busy, now))).toEqual(["08:00", "10:00", "13:00"]);
    // A day outside the window has none.
    expect(freeSlots(defaultCalendar, "2026-12-22", [], now)).toEqual([]);
  });

  it("counts each day's free slots and names the closed ones", () => {
    const options = dayOptions(defaultCalendar, [], at("2026-11-30T20:00:00Z"));
    expect(options[0]).toEqual({ day: TUESDAY, free: 8, closed: null });
    expect(options.find((option) => option.day === "2026-12-06")).toEqual({
      day: "2026-12-06",
      free: 0,
      closed: "Closed",
    });
  });
});

describe("checkSlot", () => {
  const now = at("2026-12-01T05:30:00Z");
  const slot = (iso: string) => checkSlot(defaultCalendar, at(iso), now);

  it("accepts a start on the grid, with its end", () => {
    expect(slot("2026-12-02T06:00:00Z")).toEqual({
      ok: true,
      slot: { start: at("2026-12-02T06:00:00Z"), end: at("2026-12-02T07:00:00Z") },
    });
  });

  it("names what is wrong with any other time", () => {
    expect(slot("2026-12-01T05:00:00Z")).toEqual({ ok: false, reason: "past" });
    expect(slot("2026-12-01T07:00:00Z")).toEqual({ ok: false, reason: "too-soon" });
    expect(slot("2026-12-22T06:00:00Z")).toEqual({ ok: false, reason: "too-far" });
    expect(slot("2026-12-06T06:00:00Z")).toEqual({ ok: false, reason: "closed" });
    expect(slot("2026-12-02T06:30:00Z")).toEqual({ ok: false, reason: "off-grid" });
    expect(slot("2026-12-02T14:00:00Z")).toEqual({ ok: false, reason: "off-grid" }); // 19:00, closing time
    expect(slot("2026-12-04T08:00:00Z")).toEqual({ ok: false, reason: "off-grid" }); // Friday 13:00, prayers
  });

  it("lets the shop book without notice when it moves a booking", () => {
    expect(checkSlot(defaultCalendar, at("2026-12-01T07:00:00Z"), now, 0)).toMatchObject({ ok: true });
  });
});

import { describe, expect, it } from "vitest";
import type { Weekday } from "./delivery-policy";
import { addCalendarDays } from "~/utils/calendar-days";
import { addWorkingDays, nextWorkingDay, weekdayOf } from "./working-days";

const MONDAY_TO_SATURDAY: Weekday[] = [1, 2, 3, 4, 5, 6];

describe("calendar days", () => {
  it("count across months, leap days and year ends", () => {
    expect(addCalendarDays("2026-12-24", 14)).toBe("2027-01-07");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(weekdayOf("2026-12-06")).toBe(0);
    expect(weekdayOf("2026-12-05")).toBe(6);
  });

  it("refuse what is not a calendar day", () => {
    expect(() => addCalendarDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => weekdayOf("06/12/2026")).toThrow(RangeError);
  });
});

describe("working days", () => {
  it("skip the days the crews rest", () => {
    // Saturday + 1 working day: Sunday does not count, so Monday.
    expect(addWorkingDays("2026-12-05", 1, MONDAY_TO_SATURDAY)).toBe("2026-12-07");
    expect(addWorkingDays("2026-12-04", 2, MONDAY_TO_SATURDAY)).toBe("2026-12-07");
    expect(addWorkingDays("2026-12-07", 6, MONDAY_TO_SATURDAY)).toBe("2026-12-14");
  });

  it("land on a working day even with no transit", () => {
    expect(addWorkingDays("2026-12-06", 0, MONDAY_TO_SATURDAY)).toBe("2026-12-07");
    expect(nextWorkingDay("2026-12-05", MONDAY_TO_SATURDAY)).toBe("2026-12-05");
    expect(nextWorkingDay("2026-12-05", [1])).toBe("2026-12-07");
  });

  it("refuse a week with no working day rather than count for ever", () => {
    expect(() => addWorkingDays("2026-12-05", 1, [])).toThrow(RangeError);
    expect(() => addWorkingDays("2026-12-05", 1.5, MONDAY_TO_SATURDAY)).toThrow(RangeError);
  });
});

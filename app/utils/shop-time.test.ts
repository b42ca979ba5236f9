import { describe, expect, it } from "vitest";
import {
  formatShopAxisDay,
  formatShopDate,
  formatShopDateInWords,
  formatShopDateRange,
  formatShopDateTime,
  formatShopTime,
  formatShopWeekdayDate,
  shopCalendar,
  shopDateParts,
} from "./shop-time";

describe("formatShopDate", () => {
  it("formats a calendar date as 'Jan 05, 2024'", () => {
    expect(formatShopDate("2024-01-05")).toBe("Jan 05, 2024");
    expect(formatShopDate("2023-12-31")).toBe("Dec 31, 2023");
  });

  it("uses Lahore's time zone for instants", () => {
    // 20:00 UTC on the 4th is 01:00 on the 5th in Lahore (UTC+5).
    expect(formatShopDate(new Date("2024-01-04T20:00:00Z"))).toBe("Jan 05, 2024");
    expect(formatShopDate("2024-01-04T18:00:00Z")).toBe("Jan 04, 2024");
  });
});

describe("formatShopTime and formatShopDateTime", () => {
  it("give the time as HH:mm on a 24-hour clock, in Lahore", () => {
    expect(formatShopTime(new Date("2024-01-05T09:30:00Z"))).toBe("14:30");
    expect(formatShopTime("2024-12-31T19:05:00Z")).toBe("00:05");
    expect(formatShopDateTime("2024-12-31T19:05:00Z")).toBe("Jan 01, 2025, 00:05");
    expect(formatShopDateInWords("2025-03-05T09:30:00Z")).toBe("Mar 05, 2025 at 14:30");
  });
});

describe("shopCalendar", () => {
  it("gives the day and time in Lahore in the sortable form", () => {
    expect(shopCalendar("2024-12-31T19:05:00Z")).toEqual({ date: "2025-01-01", time: "00:05" });
    expect(shopCalendar(new Date("2024-01-05T09:30:00Z"))).toEqual({ date: "2024-01-05", time: "14:30" });
  });
});

describe("the shop's other date forms all say the year in the spec's 'Jan 05, 2024'", () => {
  it("names a day with its weekday, and gives its parts", () => {
    expect(formatShopWeekdayDate("2024-01-05")).toBe("Fri, Jan 05, 2024");
    // 20:00 UTC on Thursday the 4th is Friday the 5th in Lahore.
    expect(formatShopWeekdayDate(new Date("2024-01-04T20:00:00Z"))).toBe("Fri, Jan 05, 2024");
    expect(formatShopWeekdayDate("2026-12-01", "long")).toBe("Tuesday, Dec 01, 2026");
    expect(shopDateParts("2026-12-01")).toEqual({ weekday: "Tue", month: "Dec", day: "01", year: "2026" });
  });

  it("says a span of days with its year once, both years across a year end, one day alone", () => {
    expect(formatShopDateRange("2026-12-12", "2026-12-15")).toBe("Dec 12 – Dec 15, 2026");
    expect(formatShopDateRange("2026-12-30", "2027-01-04")).toBe("Dec 30, 2026 – Jan 04, 2027");
    expect(formatShopDateRange("2026-12-12", "2026-12-12")).toBe("Dec 12, 2026");
    // Instants are Lahore's days: 19:30 UTC on Dec 31 is already Jan 01 there.
    expect(formatShopDateRange("2026-12-30T10:00:00Z", "2026-12-31T19:30:00Z")).toBe("Dec 30, 2026 – Jan 01, 2027");
  });

  it("drops the year only for a chart's axis", () => {
    expect(formatShopAxisDay("2024-01-05")).toBe("Jan 05");
  });
});

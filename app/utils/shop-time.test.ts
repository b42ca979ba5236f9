import { describe, expect, it } from "vitest";
import { formatShopDate, formatShopDateInWords, formatShopDateTime, formatShopTime, shopCalendar } from "./shop-time";

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
    expect(formatShopDateInWords("2025-03-05T09:30:00Z")).toBe("5 March 2025 at 14:30");
  });
});

describe("shopCalendar", () => {
  it("gives the day and time in Lahore in the sortable form", () => {
    expect(shopCalendar("2024-12-31T19:05:00Z")).toEqual({ date: "2025-01-01", time: "00:05" });
    expect(shopCalendar(new Date("2024-01-05T09:30:00Z"))).toEqual({ date: "2024-01-05", time: "14:30" });
  });
});

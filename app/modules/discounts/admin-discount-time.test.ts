import { describe, expect, it } from "vitest";
import { readShopDateTime, sameShopMinute, shopDateTimeValue } from "./admin-discount-time";

describe("readShopDateTime", () => {
  it("reads a datetime-local value on Lahore's clock (UTC+5)", () => {
    expect(readShopDateTime("2026-03-01T09:30")?.toISOString()).toBe("2026-03-01T04:30:00.000Z");
    // Just after midnight in Lahore is still the day before in UTC.
    expect(readShopDateTime("2026-01-01T00:15")?.toISOString()).toBe("2025-12-31T19:15:00.000Z");
  });

  it("takes the seconds a browser may add, and keeps the minute", () => {
    expect(readShopDateTime("2026-03-01T09:30:45")?.toISOString()).toBe("2026-03-01T04:30:00.000Z");
    expect(readShopDateTime("2026-03-01T09:30:45.123")?.toISOString()).toBe("2026-03-01T04:30:00.000Z");
  });

  it("is the same in June as in January: Pakistan has no daylight saving", () => {
    expect(readShopDateTime("2026-06-15T12:00")?.toISOString()).toBe("2026-06-15T07:00:00.000Z");
  });

  it("refuses what is not a date and time, or a day that does not exist", () => {
    for (const value of [
      "",
      "2026-03-01",
      "09:30",
      "2026-03-01 09:30",
      "2026-03-01T09:30Z",
      "2026-03-01T09:30+05:00",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-03-01T24:00",
      "2026-03-01T10:60",
      "tomorrow",
    ]) {
      expect(readShopDateTime(value), value).toBeNull();
    }
  });
});

describe("shopDateTimeValue", () => {
  it("writes an instant as the field shows it in Lahore", () => {
    expect(shopDateTimeValue(new Date("2026-03-01T04:30:59Z"))).toBe("2026-03-01T09:30");
    expect(shopDateTimeValue("2025-12-31T19:15:00Z")).toBe("2026-01-01T00:15");
  });

  it("reads back to the same minute", () => {
    const when = new Date("2026-08-14T18:45:00Z");
    expect(readShopDateTime(shopDateTimeValue(when))?.getTime()).toBe(when.getTime());
  });
});

describe("sameShopMinute", () => {
  it("tells apart minutes, not seconds", () => {
    expect(sameShopMinute(new Date("2026-03-01T04:30:00Z"), new Date("2026-03-01T04:30:59.999Z"))).toBe(true);
    expect(sameShopMinute(new Date("2026-03-01T04:30:00Z"), new Date("2026-03-01T04:31:00Z"))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import { quoteDelivery } from "./delivery-quote";
import { formatDeliveryWindow } from "./delivery-window";

describe("the delivery window", () => {
  it("counts from the day in Lahore, and skips Sunday", () => {
    // 20:00 UTC on Friday Nov 20 is 01:00 on Saturday Nov 21 in Lahore: the order is Saturday's.
    const placedAt = new Date("2026-11-20T20:00:00Z");
    const { window } = quoteDelivery(policy, { city: "Lahore", optionId: "standard", subtotal: 60_000, placedAt });
    // Earliest: Nov 21 + 14 days = Sat Dec 05, + 1 working day (Sunday skipped) = Mon Dec 07.
    // Latest: Nov 21 + 28 days = Sat Dec 19, + 2 working days = Tue Dec 22.
    expect(window).toEqual({ earliest: "2026-12-07", latest: "2026-12-22" });
    expect(formatDeliveryWindow(window)).toBe("Dec 07 – Dec 22, 2026");
  });

  it("runs across a year end, and says both years", () => {
    const placedAt = new Date("2026-12-10T07:00:00Z"); // noon, Thursday Dec 10, in Lahore
    const { window } = quoteDelivery(policy, { city: "Karachi", optionId: "white-glove", subtotal: 1, placedAt });
    // Earliest: Dec 10 + 14 = Thu Dec 24, + 3 working days (Fri, Sat, Mon) = Mon Dec 28.
    // Latest: Dec 10 + 21 = Thu Dec 31, + 5 working days (Fri, Sat, Mon, Tue, Wed) = Wed Jan 06.
    expect(window).toEqual({ earliest: "2026-12-28", latest: "2027-01-06" });
    expect(formatDeliveryWindow(window)).toBe("Dec 28, 2026 – Jan 06, 2027");
  });

  it("gives the option's production time before the zone's transit", () => {
    const placedAt = new Date("2026-12-10T07:00:00Z");
    const { window } = quoteDelivery(policy, { city: "Lahore", optionId: "express", subtotal: 1, placedAt });
    // Dec 10 + 7 = Thu Dec 17, + 1 = Fri Dec 18; Dec 10 + 14 = Thu Dec 24, + 2 = Sat Dec 26.
    expect(window).toEqual({ earliest: "2026-12-18", latest: "2026-12-26" });
  });

  it("always says the year: once within a year, both across a year end, and with a one-day window", () => {
    expect(formatDeliveryWindow({ earliest: "2026-12-08", latest: "2026-12-08" })).toBe("Dec 08, 2026");
    expect(formatDeliveryWindow({ earliest: "2026-12-08", latest: "2026-12-15" })).toBe("Dec 08 – Dec 15, 2026");
    expect(formatDeliveryWindow({ earliest: "2026-12-30", latest: "2027-01-04" })).toBe("Dec 30, 2026 – Jan 04, 2027");
  });

  it("refuses an invalid order time", () => {
    const placedAt = new Date("not a date");
    expect(() => quoteDelivery(policy, { city: "Lahore", optionId: "standard", subtotal: 1, placedAt })).toThrow(
      RangeError,
    );
  });
});

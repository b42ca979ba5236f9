import { describe, expect, it } from "vitest";
import { advanceFor, orderAdvance } from "./advance";
import { advanceRuleLine, cashOptionWithAdvance } from "./advance-wording";

// The demo shop's rule: half of an order of PKR 150,000 or more.
const rule = { advanceMinTotal: 150_000, advancePercent: 50 };

describe("the advance rule before checkout", () => {
  it("is said for a price or a subtotal at or above the threshold, and not below it", () => {
    expect(advanceRuleLine(265_000, rule)).toEqual({
      title: "Orders from PKR 150,000: 50 % advance",
      rest: "by bank transfer, the balance on delivery.",
    });
    expect(advanceRuleLine(150_000, rule)?.title).toBe("Orders from PKR 150,000: 50 % advance");
    expect(advanceRuleLine(149_999, rule)).toBeNull();
    expect(advanceRuleLine(0, rule)).toBeNull();
  });

  it("follows the settings, and says nothing when the shop asks no advance", () => {
    expect(advanceRuleLine(90_000, { advanceMinTotal: 80_000, advancePercent: 30 })?.title).toBe(
      "Orders from PKR 80,000: 30 % advance",
    );
    expect(advanceRuleLine(500_000, { advanceMinTotal: 150_000, advancePercent: 0 })).toBeNull();
    expect(advanceRuleLine(5_000, { advanceMinTotal: 0, advancePercent: 20 })?.title).toBe("Every order: 20 % advance");
  });
});

describe("checkout's cash option where an advance is asked", () => {
  it("names the advance and the balance with checkout's own figures (was: 'Cash on Delivery')", () => {
    const total = 265_000;
    const advance = orderAdvance({ subtotal: total, deliveryFee: 0 }, rule);
    expect(cashOptionWithAdvance(50, { total, advance, deliveryOpen: false })).toEqual({
      label: "50 % advance by bank transfer, balance in cash on delivery",
      text: "PKR 132,500 now, PKR 132,500 on delivery",
    });
  });

  it("splits an odd total as the advance rounds it: the advance up, the balance the rest", () => {
    const total = 150_001;
    const advance = advanceFor(total, rule);
    expect(cashOptionWithAdvance(50, { total, advance, deliveryOpen: false })?.text).toBe(
      "PKR 75,001 now, PKR 75,000 on delivery",
    );
  });

  it("says the delivery charge is still to come while delivery is to be confirmed", () => {
    const advance = orderAdvance({ subtotal: 200_000, deliveryFee: null }, rule);
    expect(cashOptionWithAdvance(50, { total: 200_000, advance, deliveryOpen: true })?.text).toBe(
      "PKR 100,000 now, PKR 100,000 on delivery, delivery charge to come",
    );
  });

  it("is plain cash on delivery (null) when no advance is asked, and all in advance at 100 %", () => {
    expect(cashOptionWithAdvance(50, { total: 140_000, advance: 0, deliveryOpen: false })).toBeNull();
    const all = { advanceMinTotal: 150_000, advancePercent: 100 };
    expect(
      cashOptionWithAdvance(100, { total: 200_000, advance: advanceFor(200_000, all), deliveryOpen: false }),
    ).toEqual({ label: "Full payment in advance by bank transfer", text: "PKR 200,000 now, nothing on delivery" });
  });
});

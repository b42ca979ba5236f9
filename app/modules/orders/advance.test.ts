import { describe, expect, it } from "vitest";
import { orderAdvance } from "./advance";

// The demo shop's rule: half of an order of PKR 150,000 or more.
const rule = { advanceMinTotal: 150_000, advancePercent: 50 };

describe("the advance", () => {
  it("of an order whose delivery is to be confirmed is the goods' (was: none at all)", () => {
    expect(orderAdvance({ subtotal: 200_000, deliveryFee: null }, rule)).toBe(100_000);
    expect(orderAdvance({ subtotal: 140_000, deliveryFee: null }, rule)).toBe(0);
  });

  it("counts the delivery charge once it is known", () => {
    expect(orderAdvance({ subtotal: 200_000, deliveryFee: 20_000 }, rule)).toBe(110_000);
    expect(orderAdvance({ subtotal: 140_000, deliveryFee: 20_000 }, rule)).toBe(80_000);
    expect(orderAdvance({ subtotal: 200_000, deliveryFee: 0 }, rule)).toBe(100_000);
  });
});

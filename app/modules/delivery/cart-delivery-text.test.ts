import { describe, expect, it } from "vitest";
import { cartDeliveryText } from "./cart-delivery-text";
import type { DeliveryZone, ZonePricing } from "./delivery-policy";
import { demoDeliveryPolicy } from "./demo-delivery-policy";

const zone = (id: string, cities: string[], pricing: ZonePricing): DeliveryZone => ({
  id,
  name: id,
  cities,
  transitDays: { min: 1, max: 2 },
  pricing,
});
const priced = (freeAbove: number | null, standardCharge: number): ZonePricing => ({
  kind: "priced",
  freeAbove,
  standardCharge,
});

describe("the cart's word on delivery", () => {
  it("names the lowest charge and where delivery is free soonest, as the demo policy has it", () => {
    // Lahore is free above PKR 50,000, Karachi only above PKR 100,000: a bare threshold would mislead one of them.
    expect(cartDeliveryText(demoDeliveryPolicy)).toBe(
      "Delivery: from PKR 3,500, or free above PKR 50,000 in Lahore, at checkout",
    );
  });

  it("names the threshold bare only when every zone shares it", () => {
    const zones = [
      zone("Zone 1", ["Lahore"], priced(80_000, 4_000)),
      zone("Zone 2", ["Multan"], priced(80_000, 6_000)),
    ];
    expect(cartDeliveryText({ zones })).toBe("Delivery: from PKR 4,000, or free above PKR 80,000, at checkout");
    // A zone by quote is never free: the threshold is then the priced zones' own.
    const withQuote = [...zones, zone("Zone 3", ["Quetta"], { kind: "quote", quoteFrom: 20_000 })];
    expect(cartDeliveryText({ zones: withQuote })).toBe(
      "Delivery: from PKR 4,000, or free above PKR 80,000 in Lahore and Multan, at checkout",
    );
  });

  it("calls a zone of many cities by its name, and the lowest charge may be another zone's", () => {
    const zones = [
      zone("Zone 1", ["Islamabad", "Rawalpindi", "Murree"], priced(60_000, 9_000)),
      zone("Zone 2", ["Karachi"], priced(120_000, 5_000)),
    ];
    expect(cartDeliveryText({ zones })).toBe(
      "Delivery: from PKR 5,000, or free above PKR 60,000 in Zone 1, at checkout",
    );
  });

  it("says so when delivery is never free, always free somewhere, or only by quote", () => {
    expect(cartDeliveryText({ zones: [zone("Zone 1", ["Lahore"], priced(null, 3_000))] })).toBe(
      "Delivery: from PKR 3,000, at checkout",
    );
    expect(
      cartDeliveryText({
        zones: [zone("Zone 1", ["Lahore"], priced(null, 0)), zone("Zone 2", ["Karachi"], priced(90_000, 8_000))],
      }),
    ).toBe("Delivery: from PKR 8,000, or free in Lahore, at checkout");
    expect(cartDeliveryText({ zones: [zone("Zone 1", ["Lahore"], priced(0, 3_000))] })).toBe(
      "Delivery: free, at checkout",
    );
    expect(cartDeliveryText({ zones: [zone("Zone 4", ["Quetta"], { kind: "quote", quoteFrom: null })] })).toBe(
      "Delivery: charged by city, at checkout",
    );
  });
});

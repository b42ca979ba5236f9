// The demo policy and the /shipping page's text must say the same thing until /shipping reads
// the policy itself (DECISIONS: one policy for /shipping and checkout); this test then goes.
import { describe, expect, it } from "vitest";
// eslint-disable-next-line boundaries/dependencies -- a test's bridge to the page text it must match; delivery imports no module
import { deliveryOptions, deliveryZones } from "~/modules/content/pages/shipping";
import { rupees } from "~/utils/money";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import { deliveryPolicySchema } from "./delivery-policy.schema";

const pkr = (amount: number) => `PKR ${rupees(amount)}`;

describe("the demo delivery policy", () => {
  it("has /shipping's zones: names, cities, transit, thresholds and charges", () => {
    expect(policy.zones.map((zone) => zone.name)).toEqual(deliveryZones.map(([name]) => name));
    policy.zones.forEach((zone, index) => {
      const [, cities, transit, charge] = deliveryZones[index]!;
      for (const city of zone.cities) expect(cities).toContain(city);
      if (zone.areasNote) expect(cities).toContain(zone.areasNote);
      expect(transit).toBe(`${zone.transitDays.min}-${zone.transitDays.max} business days`);
      if (zone.pricing.kind === "priced") {
        expect(charge).toBe(`Free above ${pkr(zone.pricing.freeAbove!)}; ${pkr(zone.pricing.standardCharge)} below`);
      } else {
        expect(charge).toContain("by quote");
        expect(charge).toContain(`from ${pkr(zone.pricing.quoteFrom!)}`);
      }
    });
  });

  it("has /shipping's options: names, weeks of production, charges and what is included", () => {
    expect(policy.options.map((option) => option.name)).toEqual(deliveryOptions.map(([name]) => name));
    policy.options.forEach((option, index) => {
      const [, time, charge, included] = deliveryOptions[index]!;
      expect(time).toBe(`${option.leadDays.min / 7}-${option.leadDays.max / 7} weeks`);
      expect(included).toBe(option.included);
      if (option.id === "standard") {
        // 'Free above PKR 100,000': true in every priced zone only if no zone's threshold is higher.
        const thresholds = policy.zones.flatMap((zone) =>
          zone.pricing.kind === "priced" ? [zone.pricing.freeAbove!] : [],
        );
        expect(charge).toContain(`Free above ${pkr(Math.max(...thresholds))}`);
      } else {
        const charges = Object.values(option.charges);
        expect(charge).toBe(`PKR ${rupees(Math.min(...charges))}-${rupees(Math.max(...charges))}`);
      }
    });
  });

  it("charges Express and White Glove per priced zone as the demo says", () => {
    const charges = Object.fromEntries(policy.options.map((option) => [option.id, option.charges]));
    expect(charges).toEqual({
      standard: {},
      express: { "zone-1": 15_000, "zone-2": 20_000, "zone-3": 25_000 },
      "white-glove": { "zone-1": 30_000, "zone-2": 40_000, "zone-3": 50_000 },
    });
    expect(policy.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("passes the admin's schema unchanged", () => {
    expect(deliveryPolicySchema.parse(policy)).toEqual(policy);
  });
});

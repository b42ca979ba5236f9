// What /shipping shows from the demo policy, word for word, is checked in policy-text.test.ts.
import { describe, expect, it } from "vitest";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import { deliveryPolicySchema } from "./delivery-policy.schema";

describe("the demo delivery policy", () => {
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

import { describe, expect, it } from "vitest";
import type { DeliveryPolicy } from "./delivery-policy";
import { demoDeliveryPolicy } from "./demo-delivery-policy";
import { policyChanges } from "./policy-changes";

const changed = (change: (policy: DeliveryPolicy) => void) => {
  const policy = structuredClone(demoDeliveryPolicy);
  change(policy);
  return policy;
};

describe("the audit entry of a delivery policy save", () => {
  it("records nothing when nothing changed", () => {
    expect(policyChanges(demoDeliveryPolicy, structuredClone(demoDeliveryPolicy))).toEqual({});
  });

  it("names each changed figure by zone and option", () => {
    const after = changed((policy) => {
      policy.zones[2]!.pricing = { kind: "priced", freeAbove: 100_000, standardCharge: 13_000 };
      policy.options[1]!.charges["zone-1"] = 16_000;
      policy.zones[3]!.areasNote = undefined;
      policy.workingDays = [1, 2, 3, 4, 5];
    });
    expect(policyChanges(demoDeliveryPolicy, after)).toEqual({
      "zone-3 standard charge": { before: 12_000, after: 13_000 },
      "zone-4 areas note": { before: "and other remote areas", after: null },
      "express charge zone-1": { before: 15_000, after: 16_000 },
      "working days": { before: "Mon, Tue, Wed, Thu, Fri, Sat", after: "Mon, Tue, Wed, Thu, Fri" },
    });
  });

  it("records a removed zone's figures as gone", () => {
    const after = changed((policy) => {
      policy.zones = policy.zones.filter((zone) => zone.id !== "zone-4");
    });
    expect(policyChanges(demoDeliveryPolicy, after)).toEqual({
      "zone-4 name": { before: "Zone 4", after: null },
      "zone-4 cities": { before: "Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad", after: null },
      "zone-4 areas note": { before: "and other remote areas", after: null },
      "zone-4 transit days": { before: "5-7", after: null },
      "zone-4 pricing": { before: "by quote", after: null },
      "zone-4 usually from": { before: 20_000, after: null },
    });
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/utils/form-fields";
import { demoDeliveryPolicy } from "./demo-delivery-policy";
import type { DeliveryPolicy } from "./delivery-policy";
import { deliveryPolicySchema } from "./delivery-policy.schema";

// What the editor posts is loose (text where numbers go): the changes below reach into it as a form would.
type Loose = Record<string, unknown>;
type Submitted = { zones: Loose[]; options: Loose[]; workingDays: unknown[] };

/** The demo policy with one change, as an admin might submit it. */
function submitted(change: (policy: Submitted) => void): unknown {
  const policy = structuredClone(demoDeliveryPolicy) as unknown as Submitted;
  change(policy);
  return policy;
}

/** The messages the admin would see, keyed by the field's form name. */
function problems(input: unknown): Record<string, string> {
  const result = deliveryPolicySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const zone = (policy: Submitted, index: number) => policy.zones[index]!;
const option = (policy: Submitted, index: number) => policy.options[index]!;

describe("deliveryPolicySchema", () => {
  it("refuses control and text-direction characters in names, cities and notes, however it is called", () => {
    for (const change of [
      (policy: Submitted) => (policy.zones[0]!.name = "Zone\u00001"),
      (policy: Submitted) => (policy.zones[1]!.cities = ["Islamabad", "Rawal\u202Epindi"]),
      (policy: Submitted) => (policy.zones[0]!.areasNote = "DHA\tGulberg"),
      (policy: Submitted) => (policy.options[0]!.included = "Delivery\nby our team"),
    ]) {
      const result = deliveryPolicySchema.safeParse(submitted(change));
      expect(result.success).toBe(false);
      expect(Object.values(fieldErrors(result.error!))).toContain(
        "Please use plain text: no control or text-direction characters.",
      );
    }
  });

  it("accepts the demo policy, and gives the type the quote reads", () => {
    const parsed: DeliveryPolicy = deliveryPolicySchema.parse(demoDeliveryPolicy);
    expect(parsed).toEqual(demoDeliveryPolicy);
  });

  it("reads figures posted as text, thousands commas included, and tidies the working days", () => {
    const parsed = deliveryPolicySchema.parse(
      submitted((policy) => {
        zone(policy, 0).pricing = { kind: "priced", freeAbove: " 50,000 ", standardCharge: "3500" };
        zone(policy, 0).transitDays = { min: "1", max: "2" };
        zone(policy, 3).pricing = { kind: "quote", quoteFrom: "" };
        policy.workingDays = ["6", 1, 2, 3, 4, 5, 1];
      }),
    );
    expect(parsed.zones[0]!.pricing).toEqual({ kind: "priced", freeAbove: 50_000, standardCharge: 3_500 });
    expect(parsed.zones[0]!.transitDays).toEqual({ min: 1, max: 2 });
    expect(parsed.zones[3]!.pricing).toEqual({ kind: "quote", quoteFrom: null });
    expect(parsed.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each<[string, (policy: Submitted) => void, string, string]>([
    [
      "a zone without a name",
      (policy) => (zone(policy, 1).name = "  "),
      "zones.1.name",
      "Please give the zone a name of 1 to 60 characters.",
    ],
    [
      "a zone name over 60 characters",
      (policy) => (zone(policy, 1).name = "Z".repeat(61)),
      "zones.1.name",
      "Please give the zone a name of 1 to 60 characters.",
    ],
    [
      "an option without a name",
      (policy) => (option(policy, 1).name = ""),
      "options.1.name",
      "Please give the option a name of 1 to 60 characters.",
    ],
    [
      "a blank city",
      (policy) => (zone(policy, 1).cities = ["Islamabad", " "]),
      "zones.1.cities.1",
      "Please write each city in 1 to 60 characters.",
    ],
    [
      "a city over 60 characters",
      (policy) => (zone(policy, 1).cities = ["x".repeat(61)]),
      "zones.1.cities.0",
      "Please write each city in 1 to 60 characters.",
    ],
    [
      "a zone with no city",
      (policy) => (zone(policy, 2).cities = []),
      "zones.2.cities",
      "Please list at least one city for this zone.",
    ],
    [
      "a city in two zones",
      (policy) => (zone(policy, 2).cities = ["Karachi", " lahore "]),
      "zones.2.cities.1",
      'Zone 3: "lahore" is already in Zone 1; a city can belong to one zone only.',
    ],
    [
      "a city in two zones under another name",
      (policy) => (zone(policy, 3).cities = ["Quetta", "Isb"]),
      "zones.3.cities.1",
      'Zone 4: "Isb" is already in Zone 2; a city can belong to one zone only.',
    ],
    [
      "a city twice in one zone",
      (policy) => (zone(policy, 0).cities = ["Lahore", "LAHORE"]),
      "zones.0.cities.1",
      'Zone 1: "LAHORE" is listed twice.',
    ],
    [
      "a transit time whose fastest is longer than its slowest",
      (policy) => (zone(policy, 1).transitDays = { min: 4, max: 3 }),
      "zones.1.transitDays.min",
      "Zone 2: the fastest transit time cannot be longer than the slowest.",
    ],
    [
      "a transit time over 60 working days",
      (policy) => (zone(policy, 1).transitDays = { min: 2, max: 61 }),
      "zones.1.transitDays.max",
      "Please enter a whole number of working days from 0 to 60.",
    ],
    [
      "a production time whose shortest is longer than its longest",
      (policy) => (option(policy, 1).leadDays = { min: 15, max: 14 }),
      "options.1.leadDays.min",
      "Express: the shortest production time cannot be longer than the longest.",
    ],
    [
      "a production time over 180 days",
      (policy) => (option(policy, 0).leadDays = { min: 14, max: 181 }),
      "options.0.leadDays.max",
      "Please enter a whole number of days from 0 to 180.",
    ],
    [
      "a charge in paisa",
      (policy) => (zone(policy, 0).pricing = { kind: "priced", freeAbove: 50_000, standardCharge: 3_500.5 }),
      "zones.0.pricing.standardCharge",
      "Please enter a whole number of rupees from 0 to 10,000,000.",
    ],
    [
      "a negative threshold",
      (policy) => (zone(policy, 0).pricing = { kind: "priced", freeAbove: -1, standardCharge: 3_500 }),
      "zones.0.pricing.freeAbove",
      "Please enter a whole number of rupees from 0 to 10,000,000.",
    ],
    [
      "a charge over 10 million",
      (policy) => (option(policy, 2).charges = { "zone-1": 10_000_001, "zone-2": 40_000, "zone-3": 50_000 }),
      "options.2.charges.zone-1",
      "Please enter a whole number of rupees from 0 to 10,000,000.",
    ],
    [
      "a charge that is not a number",
      (policy) => (option(policy, 1).charges = { "zone-1": "fifteen", "zone-2": 20_000, "zone-3": 25_000 }),
      "options.1.charges.zone-1",
      "Please enter a whole number of rupees from 0 to 10,000,000.",
    ],
    [
      "a pricing that is neither fixed nor by quote",
      (policy) => (zone(policy, 0).pricing = { kind: "free" }),
      "zones.0.pricing.kind",
      "Please choose whether this zone has fixed charges or is priced by quote.",
    ],
    [
      "no working day",
      (policy) => (policy.workingDays = []),
      "workingDays",
      "Please choose at least one day on which the crews deliver.",
    ],
    [
      "a day that is not a weekday",
      (policy) => (policy.workingDays = [1, 7]),
      "workingDays.1",
      "Please choose working days from Sunday to Saturday.",
    ],
    [
      "a missing option",
      (policy) => (policy.options = policy.options.slice(0, 2)),
      "options",
      "Please keep exactly the three options: Standard, Express and White Glove.",
    ],
    [
      "an option twice",
      (policy) => (policy.options = [option(policy, 0), option(policy, 1), option(policy, 1)]),
      "options",
      "Please keep exactly the three options: Standard, Express and White Glove.",
    ],
    [
      "an option the shop does not offer",
      (policy) => (option(policy, 2).id = "overnight"),
      "options.2.id",
      "Please keep exactly the three options: Standard, Express and White Glove.",
    ],
    [
      "Express without a charge for a priced zone",
      (policy) => (option(policy, 1).charges = { "zone-1": 15_000, "zone-3": 25_000 }),
      "options.1.charges.zone-2",
      "Express: please enter the charge for Zone 2.",
    ],
    [
      "a fixed charge in a zone priced by quote",
      (policy) => (option(policy, 2).charges = { "zone-1": 30_000, "zone-2": 40_000, "zone-3": 50_000, "zone-4": 1 }),
      "options.2.charges.zone-4",
      "Zone 4 is priced by quote, so White Glove has no fixed charge there: please remove it.",
    ],
    [
      "a charge for a zone that does not exist",
      (policy) => (option(policy, 1).charges = { "zone-1": 15_000, "zone-2": 20_000, "zone-3": 25_000, "zone-9": 1 }),
      "options.1.charges.zone-9",
      'Express has a charge for a zone that does not exist ("zone-9"): please remove it.',
    ],
    [
      "per-zone charges on Standard",
      (policy) => (option(policy, 0).charges = { "zone-1": 1_000 }),
      "options.0.charges",
      "Standard uses each zone's own charge: please remove its per-zone charges.",
    ],
    [
      "two zones with one id",
      (policy) => (zone(policy, 1).id = "zone-1"),
      "zones.1.id",
      'Zone 2: another zone already has the id "zone-1"; please give each zone its own.',
    ],
    [
      "an id that is not a slug",
      (policy) => (zone(policy, 1).id = "Zone 2"),
      "zones.1.id",
      "Please give the zone an id of lower-case letters, digits and hyphens, e.g. zone-1.",
    ],
    ["no zone", (policy) => (policy.zones = []), "zones", "Please add at least one zone."],
  ])("refuses %s", (_, change, field, message) => {
    expect(problems(submitted(change))).toEqual({ [field]: message });
  });
});

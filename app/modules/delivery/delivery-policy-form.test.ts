import { describe, expect, it } from "vitest";
import { UNSAFE_TEXT_MESSAGE } from "~/utils/text-safety";
import { demoDeliveryPolicy } from "./demo-delivery-policy";
import {
  CONTROL_TEXT_MESSAGE,
  fieldLabel,
  formFromPolicy,
  formIntent,
  parsePolicyForm,
  policyFromForm,
  withNewZone,
  withoutZone,
  zoneRows,
} from "./delivery-policy-form";

const demoForm = () => formFromPolicy(demoDeliveryPolicy);
/** The demo form with some fields changed, as the action checks a post. */
const post = (changes: Record<string, string | undefined>) => parsePolicyForm({ ...demoForm(), ...changes });
const problems = (changes: Record<string, string | undefined>) => {
  const result = post(changes);
  return result.success ? {} : result.errors;
};

describe("the delivery policy form", () => {
  it("turns the policy into fields and back without change", () => {
    const result = parsePolicyForm(demoForm());
    expect(result).toEqual({ success: true, data: demoDeliveryPolicy });
  });

  it("shows money with thousands commas, blank for none, and ticks the working days", () => {
    const values = demoForm();
    expect(values["zones.0.pricing.standardCharge"]).toBe("3,500");
    expect(values["zones.3.pricing.quoteFrom"]).toBe("20,000");
    expect(values["options.1.charges.zone-3"]).toBe("25,000");
    expect(values["zones.0.cities"]).toBe("Lahore");
    expect(values["zones.1.areasNote"]).toBe("");
    expect(values["workingDays.0"]).toBeUndefined();
    expect(values["workingDays.6"]).toBe("on");
  });

  it("reads cities separated by commas or lines, and a changed charge typed with commas", () => {
    const result = post({
      "zones.2.pricing.standardCharge": " 13,000 ",
      "zones.1.cities": "Islamabad,\nRawalpindi , , Murree",
      "zones.0.pricing.freeAbove": "",
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.zones[2]!.pricing).toEqual({ kind: "priced", freeAbove: 100_000, standardCharge: 13_000 });
    expect(result.data.zones[1]!.cities).toEqual(["Islamabad", "Rawalpindi", "Murree"]);
    expect(result.data.zones[0]!.pricing).toEqual({ kind: "priced", freeAbove: null, standardCharge: 3_500 });
  });

  it("switches a zone to quote, dropping its Express and White Glove charges", () => {
    const result = post({ "zones.2.pricing.kind": "quote", "zones.2.pricing.quoteFrom": "" });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.zones[2]!.pricing).toEqual({ kind: "quote", quoteFrom: null });
    expect(result.data.options[1]!.charges).toEqual({ "zone-1": 15_000, "zone-2": 20_000 });
  });

  it("asks for Express and White Glove charges when a quoted zone gets fixed charges", () => {
    expect(problems({ "zones.3.pricing.kind": "priced", "zones.3.pricing.standardCharge": "9000" })).toEqual({
      "options.1.charges.zone-4": "Express: please enter the charge for Zone 4.",
      "options.2.charges.zone-4": "White Glove: please enter the charge for Zone 4.",
    });
  });

  it("reads unticked days as not working, and refuses a week without any", () => {
    const noSaturday = post({ "workingDays.6": undefined, "workingDays.0": "on" });
    expect(noSaturday.success && noSaturday.data.workingDays).toEqual([0, 1, 2, 3, 4, 5]);
    const none = Object.fromEntries(Object.entries(demoForm()).filter(([key]) => !key.startsWith("workingDays")));
    const result = parsePolicyForm(none);
    expect(result.success ? {} : result.errors).toEqual({
      workingDays: "Please choose at least one day on which the crews deliver.",
    });
  });

  it("reports each mistake at the field that showed it", () => {
    expect(
      problems({
        "zones.0.transitDays.min": "3",
        "zones.2.pricing.standardCharge": "abc",
        "zones.3.name": "x".repeat(300),
        "options.1.leadDays.max": "",
        "options.2.charges.zone-2": "-5",
      }),
    ).toEqual({
      "zones.0.transitDays.min": "Zone 1: the fastest transit time cannot be longer than the slowest.",
      "zones.2.pricing.standardCharge": "Please enter a whole number of rupees from 0 to 10,000,000.",
      "zones.3.name": "Please give the zone a name of 1 to 60 characters.",
      "options.1.leadDays.max": "Please enter a whole number of days from 0 to 180.",
      "options.2.charges.zone-2": "Please enter a whole number of rupees from 0 to 10,000,000.",
    });
  });

  // The checks across zones run once each zone is sound on its own (the schema's order).
  it("reports a city in two zones at the second zone's cities", () => {
    expect(problems({ "zones.1.cities": "Islamabad, lahore" })).toEqual({
      "zones.1.cities": 'Zone 2: "lahore" is already in Zone 1; a city can belong to one zone only.',
    });
  });

  it("refuses control characters and text-direction controls in names, cities, notes and descriptions", () => {
    expect(
      problems({
        "zones.0.name": "Zone\u00071",
        "zones.1.cities": "Islamabad, Rawal\u0000pindi",
        "zones.2.areasNote": "near \u202Eroad",
        "options.0.included": "Delivery\u001b[31m",
      }),
    ).toEqual({
      "zones.0.name": CONTROL_TEXT_MESSAGE,
      "zones.1.cities": CONTROL_TEXT_MESSAGE,
      "zones.2.areasNote": UNSAFE_TEXT_MESSAGE,
      "options.0.included": CONTROL_TEXT_MESSAGE,
    });
    // Line breaks in the description are layout: read as spaces.
    const result = post({ "options.0.included": "Delivery by our team,\r\nwith packaging taken away." });
    expect(result.success && result.data.options[0]!.included).toBe("Delivery by our team, with packaging taken away.");
  });

  it("refuses two zones of one name", () => {
    expect(problems({ "zones.1.name": " zone 1 " })).toEqual({
      "zones.1.name": 'Another zone is already called "Zone 1": please give each zone its own name.',
    });
  });

  it("maps a missing pricing kind and an empty form to fields and to the summary", () => {
    expect(problems({ "zones.0.pricing.kind": "free" })).toMatchObject({
      "zones.0.pricing.kind": expect.stringContaining("fixed charges or is priced by quote"),
    });
    const empty = parsePolicyForm({ intent: "save", "workingDays.1": "on" });
    expect(empty.success ? {} : empty.errors).toMatchObject({ zones: "Please add at least one zone." });
  });

  it("adds a zone with a new id and name, and removes one with its charges", () => {
    const added = withNewZone(demoForm());
    expect(added.row).toBe(4);
    expect(added.values).toMatchObject({
      "zones.4.id": "zone-5",
      "zones.4.name": "Zone 5",
      "zones.4.pricing.kind": "priced",
    });
    const removed = withoutZone(added.values, 1);
    expect(zoneRows(removed)).toEqual([0, 1, 2, 3]);
    expect(removed["zones.1.id"]).toBe("zone-3");
    expect(removed["zones.3.id"]).toBe("zone-5");
    expect(removed["options.1.charges.zone-2"]).toBeUndefined();
    expect(removed["options.1.charges.zone-3"]).toBe("25,000");
    // Never an id or a name another zone has.
    expect(withNewZone(removed).values).toMatchObject({ "zones.4.id": "zone-6", "zones.4.name": "Zone 6" });
    expect(withNewZone(withoutZone(demoForm(), 3)).values["zones.3.id"]).toBe("zone-4");
  });

  it("saves a removed zone's policy without it and its charges", () => {
    const result = parsePolicyForm(withoutZone(demoForm(), 2));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.zones.map((zone) => zone.id)).toEqual(["zone-1", "zone-2", "zone-4"]);
    expect(result.data.options[2]!.charges).toEqual({ "zone-1": 30_000, "zone-2": 40_000 });
  });

  it("reads the intents of the form's buttons and nothing else", () => {
    expect(formIntent("save")).toEqual({ kind: "save" });
    expect(formIntent("add-zone")).toEqual({ kind: "add-zone" });
    expect(formIntent("remove-zone-3")).toEqual({ kind: "remove-zone", row: 3 });
    expect(formIntent("remove-zone-x")).toBeNull();
    expect(formIntent(undefined)).toBeNull();
  });

  it("names fields for the error summary", () => {
    const values = demoForm();
    expect(fieldLabel("zones.2.pricing.standardCharge", values)).toBe("Zone 3 · Standard charge");
    expect(fieldLabel("options.1.charges.zone-2", values)).toBe("Zone 2 · Express charge");
    expect(fieldLabel("options.2.leadDays.min", values)).toBe("White Glove · Production, shortest");
    expect(fieldLabel("workingDays", values)).toBe("Working days");
    expect(fieldLabel("form", values)).toBeNull();
  });

  it("ignores a zone row's gaps: a post numbered 0, 2 and 5 is three zones", () => {
    const values = demoForm();
    const shifted: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      shifted[key.replace(/^zones\.3\./, "zones.9.")] = value;
    }
    expect(zoneRows(shifted)).toEqual([0, 1, 2, 9]);
    expect(policyFromForm(shifted).zones).toHaveLength(4);
    const result = parsePolicyForm({ ...shifted, "zones.9.transitDays.min": "9" });
    expect(result.success ? {} : result.errors).toEqual({
      "zones.9.transitDays.min": "Zone 4: the fastest transit time cannot be longer than the slowest.",
    });
  });
});

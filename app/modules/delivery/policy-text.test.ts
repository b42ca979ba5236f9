import { describe, expect, it } from "vitest";
import type { DeliveryOption, DeliveryZone } from "./delivery-policy";
import { demoDeliveryPolicy } from "./demo-delivery-policy";
import {
  deliveryOptionRows,
  deliveryZoneRows,
  freeDeliveryAbove,
  leadTimeText,
  optionChargeText,
  standardChargeText,
  transitTimeText,
  zoneChargeText,
  zoneCitiesText,
} from "./policy-text";

describe("/shipping's tables from the demo policy", () => {
  // What the page showed when its tables were fixed text, but Standard's thresholds, now each zone's.
  it("has the options table the page always had, with each zone's free-delivery threshold", () => {
    expect(deliveryOptionRows(demoDeliveryPolicy)).toEqual([
      [
        "Standard",
        "2-4 weeks",
        // Each zone's own threshold (issue 33): 'Free above PKR 100,000' misled Lahore, free from PKR 50,000.
        "Free above PKR 50,000 (Zone 1), PKR 75,000 (Zone 2) or PKR 100,000 (Zone 3); zone charges below that",
        "Delivery by our own team to the room of your choice, with packaging taken away.",
      ],
      [
        "Express",
        "1-2 weeks",
        "PKR 15,000-25,000",
        "Priority production and the first available delivery slot; the charge depends on size and zone.",
      ],
      [
        "White Glove",
        "2-3 weeks",
        "PKR 30,000-50,000",
        "Full assembly, wall-mounting of mirrors and shelves, placement and a styling walk-through with a designer.",
      ],
    ]);
  });

  it("has the zones table the page always had", () => {
    expect(deliveryZoneRows(demoDeliveryPolicy)).toEqual([
      [
        "Zone 1",
        "Lahore, including DHA, Bahria Town, Gulberg, Johar Town and Raiwind Road",
        "1-2 business days",
        "Free above PKR 50,000; PKR 3,500 below",
      ],
      [
        "Zone 2",
        "Islamabad, Rawalpindi, Faisalabad, Gujranwala, Sialkot and Sheikhupura",
        "2-3 business days",
        "Free above PKR 75,000; PKR 7,500 below",
      ],
      [
        "Zone 3",
        "Karachi, Multan, Peshawar, Hyderabad, Bahawalpur and Sukkur",
        "3-5 business days",
        "Free above PKR 100,000; PKR 12,000 below",
      ],
      [
        "Zone 4",
        "Quetta, Gwadar, Gilgit, Skardu, Muzaffarabad and other remote areas",
        "5-7 business days",
        "Charged on every order, by quote (usually from PKR 20,000)",
      ],
    ]);
  });

  it("finds free delivery above PKR 100,000 everywhere with fixed charges", () => {
    expect(freeDeliveryAbove(demoDeliveryPolicy.zones)).toBe(100_000);
  });
});

describe("the words for other figures an admin may set", () => {
  it("writes production in weeks only when both ends are whole weeks", () => {
    expect(leadTimeText({ min: 7, max: 7 })).toBe("1 week");
    expect(leadTimeText({ min: 14, max: 14 })).toBe("2 weeks");
    expect(leadTimeText({ min: 10, max: 21 })).toBe("10-21 days");
    expect(leadTimeText({ min: 0, max: 7 })).toBe("0-7 days");
    expect(leadTimeText({ min: 1, max: 1 })).toBe("1 day");
  });

  it("writes transit in business days", () => {
    expect(transitTimeText({ min: 1, max: 1 })).toBe("1 business day");
    expect(transitTimeText({ min: 3, max: 3 })).toBe("3 business days");
    expect(transitTimeText({ min: 0, max: 2 })).toBe("0-2 business days");
  });

  it("lists cities with or without a note", () => {
    expect(zoneCitiesText({ cities: ["Lahore"] })).toBe("Lahore");
    expect(zoneCitiesText({ cities: ["Lahore", "Kasur"], areasNote: "  " })).toBe("Lahore and Kasur");
    expect(zoneCitiesText({ cities: ["Lahore", "Kasur"], areasNote: "with their cantonments" })).toBe(
      "Lahore and Kasur, with their cantonments",
    );
    expect(zoneCitiesText({ cities: ["Quetta", "Gwadar"], areasNote: "or nearby towns" })).toBe(
      "Quetta, Gwadar or nearby towns",
    );
  });

  it("says when a zone is never free, always free, or quoted with no figure", () => {
    expect(zoneChargeText({ kind: "priced", freeAbove: null, standardCharge: 4_000 })).toBe("PKR 4,000 on every order");
    expect(zoneChargeText({ kind: "priced", freeAbove: 50_000, standardCharge: 0 })).toBe("Free");
    expect(zoneChargeText({ kind: "priced", freeAbove: 0, standardCharge: 3_000 })).toBe("Free");
    expect(zoneChargeText({ kind: "quote", quoteFrom: null })).toBe("Charged on every order, by quote");
  });

  const zone = (id: string, pricing: DeliveryZone["pricing"]): DeliveryZone => ({
    id,
    name: id,
    cities: [id],
    transitDays: { min: 1, max: 2 },
    pricing,
  });
  const option = (id: DeliveryOption["id"], charges: Record<string, number> = {}): DeliveryOption => ({
    id,
    name: id,
    leadDays: { min: 7, max: 14 },
    included: "",
    charges,
  });

  it("gives Standard's column for zones that are never free, all free or all by quote", () => {
    const neverFree = [zone("a", { kind: "priced", freeAbove: null, standardCharge: 1 })];
    expect(freeDeliveryAbove(neverFree)).toBeNull();
    expect(optionChargeText(option("standard"), neverFree)).toBe("Zone charges (see Delivery Zones)");
    const free = [zone("a", { kind: "priced", freeAbove: null, standardCharge: 0 })];
    expect(optionChargeText(option("standard"), free)).toBe("Free");
    const quoted = [zone("a", { kind: "quote", quoteFrom: 5_000 })];
    expect(freeDeliveryAbove(quoted)).toBeNull();
    expect(optionChargeText(option("standard"), quoted)).toBe("By quote");
    expect(optionChargeText(option("express"), quoted)).toBe("By quote");
  });

  it("names one threshold shared by every priced zone once, and each zone's own otherwise", () => {
    const shared = [
      zone("a", { kind: "priced", freeAbove: 80_000, standardCharge: 1 }),
      zone("b", { kind: "priced", freeAbove: 80_000, standardCharge: 2 }),
      zone("c", { kind: "quote", quoteFrom: null }),
    ];
    expect(optionChargeText(option("standard"), shared)).toBe("Free above PKR 80,000 (zone charges below that)");
    const mixed = [
      zone("Zone 0", { kind: "priced", freeAbove: null, standardCharge: 0 }),
      zone("Zone 1", { kind: "priced", freeAbove: 60_000, standardCharge: 1 }),
      zone("Zone 2", { kind: "priced", freeAbove: 60_000, standardCharge: 2 }),
      zone("Zone 3", { kind: "priced", freeAbove: 90_000, standardCharge: 3 }),
      zone("Zone 5", { kind: "priced", freeAbove: null, standardCharge: 4 }),
    ];
    expect(optionChargeText(option("standard"), mixed)).toBe(
      "Free in Zone 0; free above PKR 60,000 (Zone 1 and Zone 2) or PKR 90,000 (Zone 3); zone charges below that; charged on every order in Zone 5",
    );
    expect(standardChargeText(mixed)).toBe(optionChargeText(option("standard"), mixed));
  });

  it("gives one figure when Express costs the same everywhere, ignoring quoted zones", () => {
    const zones = [
      zone("a", { kind: "priced", freeAbove: 1, standardCharge: 1 }),
      zone("b", { kind: "quote", quoteFrom: null }),
    ];
    expect(optionChargeText(option("express", { a: 9_000, b: 99_000 }), zones)).toBe("PKR 9,000");
  });
});

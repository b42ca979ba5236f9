import { describe, expect, it } from "vitest";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import type { DeliveryOptionId } from "./delivery-policy";
import { quoteDelivery, zoneForCity } from "./delivery-quote";

// Noon in Lahore on Thursday, Dec 10, 2026.
const placedAt = new Date("2026-12-10T07:00:00Z");

function quote(city: string, optionId: DeliveryOptionId, subtotal: number) {
  return quoteDelivery(policy, { city, optionId, subtotal, placedAt });
}

function fee(city: string, optionId: DeliveryOptionId, subtotal: number): number | "quote" {
  const result = quote(city, optionId, subtotal);
  return result.kind === "priced" ? result.fee : "quote";
}

describe("zoneForCity", () => {
  it("finds a city's zone whatever its case, spacing or common short form", () => {
    expect(zoneForCity(policy, "Lahore")?.id).toBe("zone-1");
    expect(zoneForCity(policy, "  lahore  ")?.id).toBe("zone-1");
    expect(zoneForCity(policy, "LHR")?.id).toBe("zone-1");
    expect(zoneForCity(policy, "isb")?.id).toBe("zone-2");
    expect(zoneForCity(policy, "Pindi")?.id).toBe("zone-2");
    expect(zoneForCity(policy, "Faislabad")?.id).toBe("zone-2");
    expect(zoneForCity(policy, "KARACHI.")?.id).toBe("zone-3");
    expect(zoneForCity(policy, "khi")?.id).toBe("zone-3");
    expect(zoneForCity(policy, "Gilgit")?.id).toBe("zone-4");
  });

  it("finds the zone of the city an area, a cantonment or a province suffix is written with (was: by quote)", () => {
    expect(zoneForCity(policy, "Lahore Cantt")?.id).toBe("zone-1");
    expect(zoneForCity(policy, "DHA Lahore")?.id).toBe("zone-1");
    expect(zoneForCity(policy, "Rawalpindi Cantt")?.id).toBe("zone-2");
    expect(zoneForCity(policy, "Karachi, Sindh")?.id).toBe("zone-3");
    expect(zoneForCity(policy, "Clifton")?.id).toBe("zone-3");
    expect(zoneForCity(policy, "F-7/2")?.id).toBe("zone-2");
  });

  it("puts a place it does not know, or an area of several cities alone, in no zone, rather than guess", () => {
    expect(zoneForCity(policy, "DHA")).toBeNull();
    expect(zoneForCity(policy, "Bahria Town")).toBeNull();
    expect(zoneForCity(policy, "Cantt")).toBeNull();
    expect(zoneForCity(policy, "Sargodha")).toBeNull();
    expect(zoneForCity(policy, "Multan Road")).toBeNull();
    expect(zoneForCity(policy, "")).toBeNull();
  });

  it("takes a name the policy lists as typed before the city it contains", () => {
    const cantt = { ...policy.zones[1]!, cities: ["Lahore Cantt"] };
    const own = { ...policy, zones: [policy.zones[0]!, cantt] };
    expect(zoneForCity(own, "Lahore Cantt")?.id).toBe("zone-2");
    expect(zoneForCity(own, "DHA Lahore")?.id).toBe("zone-1");
    // A city the admin adds is read inside longer text too.
    const chitral = { ...policy, zones: [{ ...policy.zones[3]!, cities: ["Chitral"] }] };
    expect(zoneForCity(chitral, "Shahi Bazaar, Chitral, KPK")?.id).toBe("zone-4");
  });
});

describe("quoteDelivery: the fee", () => {
  it("charges Standard per zone below the threshold", () => {
    expect(fee("Lahore", "standard", 10_000)).toBe(3_500);
    expect(fee("Islamabad", "standard", 10_000)).toBe(7_500);
    expect(fee("Karachi", "standard", 10_000)).toBe(12_000);
  });

  it("makes Standard free at the threshold itself, and charges one rupee below it", () => {
    expect(fee("Lahore", "standard", 49_999)).toBe(3_500);
    expect(fee("Lahore", "standard", 50_000)).toBe(0);
    expect(fee("Rawalpindi", "standard", 74_999)).toBe(7_500);
    expect(fee("Rawalpindi", "standard", 75_000)).toBe(0);
    expect(fee("Multan", "standard", 99_999)).toBe(12_000);
    expect(fee("Multan", "standard", 100_000)).toBe(0);
    expect(fee("Multan", "standard", 2_500_000)).toBe(0);
  });

  it("charges Express and White Glove per zone, never free", () => {
    for (const subtotal of [1_000, 5_000_000]) {
      expect([
        fee("Lahore", "express", subtotal),
        fee("Sialkot", "express", subtotal),
        fee("Sukkur", "express", subtotal),
      ]).toEqual([15_000, 20_000, 25_000]);
      expect([
        fee("Lahore", "white-glove", subtotal),
        fee("Sialkot", "white-glove", subtotal),
        fee("Sukkur", "white-glove", subtotal),
      ]).toEqual([30_000, 40_000, 50_000]);
    }
  });

  it("prices Zone 4 by quote for every option, with the zone's 'usually from' for Standard", () => {
    const standard = quote("Quetta", "standard", 500_000);
    expect(standard).toMatchObject({ kind: "quote", zone: { id: "zone-4" }, quoteFrom: 20_000 });
    expect(quote("Skardu", "express", 10_000)).toMatchObject({
      kind: "quote",
      zone: { id: "zone-4" },
      quoteFrom: null,
    });
    expect(quote("Gwadar", "white-glove", 10_000)).toMatchObject({ kind: "quote", quoteFrom: null });
  });

  it("prices a city in no zone by quote, with the slowest zone's window", () => {
    const unknown = quote("Sargodha", "standard", 10_000);
    expect(unknown).toMatchObject({ kind: "quote", zone: null, quoteFrom: null, option: { id: "standard" } });
    expect(unknown.window).toEqual(quote("Quetta", "standard", 10_000).window);
  });

  it("never guesses a fee an option does not give for a zone", () => {
    const express = { ...policy.options[1]!, charges: { "zone-1": 15_000 } };
    const gappy = { ...policy, options: [policy.options[0]!, express, policy.options[2]!] };
    const result = quoteDelivery(gappy, { city: "Karachi", optionId: "express", subtotal: 10_000, placedAt });
    expect(result).toMatchObject({ kind: "quote", zone: { id: "zone-3" }, quoteFrom: null });
  });

  it("prices a look-alike of a listed city as that city (was: a city in no zone, by quote)", () => {
    expect(fee("L\u0430hore", "standard", 10_000)).toBe(3_500); // Cyrillic а
    expect(quote("\u039A\u0430rachi", "express", 10_000)).toMatchObject({ kind: "priced", zone: { id: "zone-3" } });
  });

  it("prices by quote an address that names a city of another zone than the city typed", () => {
    const at = (address: string, city = "Lahore") =>
      quoteDelivery(policy, { city, address, optionId: "standard", subtotal: 10_000, placedAt });
    const karachi = at("House 5, Clifton, Karachi");
    expect(karachi).toMatchObject({ kind: "quote", zone: null, quoteFrom: null, addressCity: "Karachi" });
    expect(karachi.window).toEqual(quote("Quetta", "standard", 10_000).window);
    expect(at("House 5, Clifton, K\u0430rachi")).toMatchObject({ kind: "quote", addressCity: "Karachi" });
    // A city in no zone: by quote as well.
    expect(at("Block 3, Satellite Town, Sargodha")).toMatchObject({ kind: "quote", addressCity: "Sargodha" });
    // The typed city's own areas, streets named after other cities, and no city at all: its fee.
    for (const address of ["House 3, DHA Lahore", "45 Multan Road, Lahore", "House 12, Model Town", "12 Mall Road"]) {
      expect(at(address), address).toMatchObject({ kind: "priced", fee: 3_500 });
    }
    // Another city of the same zone costs the same: no doubt to resolve.
    expect(at("Saddar, Rawalpindi", "Islamabad")).toMatchObject({ kind: "priced", fee: 7_500 });
    // A typed city in no zone is by quote already, and says nothing of the address.
    expect(at("Clifton, Karachi", "Chitral")).toMatchObject({ kind: "quote", addressCity: null });
  });

  it("prices an area of several cities by the city its address names, and only then", () => {
    const at = (city: string, address: string) =>
      quoteDelivery(policy, { city, address, optionId: "standard", subtotal: 10_000, placedAt });
    expect(at("DHA", "House 5, Phase 6, Lahore")).toMatchObject({ kind: "priced", zone: { id: "zone-1" }, fee: 3_500 });
    expect(at("Bahria Town", "House 9, Precinct 10, Karachi")).toMatchObject({ kind: "priced", fee: 12_000 });
    expect(at("DHA", "House 5, Phase 6")).toMatchObject({ kind: "quote", zone: null, addressCity: null });
    // A city the field does not know stays by quote, whatever the address says.
    expect(at("Chitral", "House 5, Lahore")).toMatchObject({ kind: "quote", zone: null });
  });

  it("prices 'DHA Lahore' as Lahore with an address of DHA, and by quote with one in Karachi", () => {
    const at = (address: string) =>
      quoteDelivery(policy, { city: "DHA Lahore", address, optionId: "standard", subtotal: 10_000, placedAt });
    expect(at("House 5, DHA Phase 6")).toMatchObject({ kind: "priced", zone: { id: "zone-1" }, fee: 3_500 });
    expect(at("House 5, Clifton, Karachi")).toMatchObject({ kind: "quote", addressCity: "Karachi" });
  });

  it("refuses a subtotal that is not whole rupees", () => {
    expect(() => quote("Lahore", "standard", 10_000.5)).toThrow(RangeError);
    expect(() => quote("Lahore", "standard", -1)).toThrow(RangeError);
  });
});

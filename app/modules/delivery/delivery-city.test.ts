import { describe, expect, it } from "vitest";
import type { DeliveryPolicy } from "./delivery-policy";
import {
  DELIVERY_CITY_NOTES,
  deliveryCityNote,
  deliveryCityOf,
  deliveryCitySuggestions,
  unknownCityMessage,
} from "./delivery-city";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";

describe("the city a buyer types on a product page", () => {
  it("is read as checkout's City field reads it: a listed city, a short form, an area, a sector", () => {
    expect(deliveryCityOf(policy, "Karachi")).toBe("Karachi");
    expect(deliveryCityOf(policy, "  karachi ")).toBe("Karachi");
    expect(deliveryCityOf(policy, "KHI")).toBe("Karachi");
    expect(deliveryCityOf(policy, "DHA Lahore")).toBe("Lahore");
    expect(deliveryCityOf(policy, "Karachi, Sindh")).toBe("Karachi");
    expect(deliveryCityOf(policy, "Clifton")).toBe("Karachi");
    expect(deliveryCityOf(policy, "F-7")).toBe("Islamabad");
    expect(deliveryCityOf(policy, "Pindi")).toBe("Rawalpindi");
  });

  it("keeps a city of Pakistan the policy lists in no zone (delivered by quote), and the policy's own spelling", () => {
    expect(deliveryCityOf(policy, "Sargodha")).toBe("Sargodha");
    const spelled: DeliveryPolicy = {
      ...policy,
      zones: [{ ...policy.zones[0]!, cities: ["Lahore", "Lahore Cantt"] }, ...policy.zones.slice(1)],
    };
    expect(deliveryCityOf(spelled, "lahore cantt")).toBe("Lahore Cantt");
  });

  it("names no city for text that is none, or an area several cities have", () => {
    for (const text of ["", "   ", "Narnia", "DHA", "Bahria Town", "12345"])
      expect(deliveryCityOf(policy, text)).toBeNull();
  });

  it("asks which city an area of several cities is in, as checkout does", () => {
    const now = new Date("2026-12-10T07:00:00Z");
    expect(unknownCityMessage(policy, "DHA", now)).toBe(
      "DHA is in more than one city: please add yours, as in 'DHA, Lahore'.",
    );
    expect(unknownCityMessage(policy, "Narnia", now)).toBe(DELIVERY_CITY_NOTES.unknown);
    // A policy with nothing to quote still gets a plain answer.
    expect(unknownCityMessage({ ...policy, zones: [] }, "DHA", now)).toBe(DELIVERY_CITY_NOTES.unknown);
  });

  it("suggests the policy's cities, once each and A to Z", () => {
    const cities = deliveryCitySuggestions(policy);
    expect(cities).toHaveLength(new Set(policy.zones.flatMap((zone) => zone.cities)).size);
    expect(cities.slice(0, 3)).toEqual(["Bahawalpur", "Faisalabad", "Gilgit"]);
    expect(cities).toContain("Karachi");
  });

  it("turns only a known code of the address into a note", () => {
    expect(deliveryCityNote("unknown")).toBe(DELIVERY_CITY_NOTES.unknown);
    expect(deliveryCityNote("constructor")).toBeNull();
    expect(deliveryCityNote("<script>")).toBeNull();
    expect(deliveryCityNote(null)).toBeNull();
  });
});

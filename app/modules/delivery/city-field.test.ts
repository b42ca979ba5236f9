import { describe, expect, it } from "vitest";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { citySuggestions, sharedAreaNote } from "./city-field";
import { demoDeliveryPolicy as policy } from "./demo-delivery-policy";
import { quoteDelivery } from "./delivery-quote";

const placedAt = new Date("2026-12-10T07:00:00Z");
const quote = (city: string, address = "") =>
  quoteDelivery(policy, { city, address, optionId: "standard", subtotal: 10_000, placedAt });

describe("citySuggestions", () => {
  it("offers every city the policy names, and the main cities, once each and alphabetical", () => {
    const chitral = { ...policy, zones: [...policy.zones, { ...policy.zones[3]!, id: "zone-5", cities: ["Chitral"] }] };
    const offered = citySuggestions(chitral);
    expect(offered).toContain("Chitral");
    for (const city of [...policy.zones.flatMap((zone) => zone.cities), ...PAKISTAN_CITIES]) {
      expect(offered).toContain(city);
    }
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort((a, b) => a.localeCompare(b, "en"))).toEqual(offered);
  });

  it("takes the policy's spelling of a city the list spells otherwise", () => {
    const spelled = { ...policy, zones: [{ ...policy.zones[0]!, cities: ["LAHORE"] }] };
    expect(citySuggestions(spelled)).toContain("LAHORE");
    expect(citySuggestions(spelled)).not.toContain("Lahore");
  });

  it("builds the list once per policy", () => {
    expect(citySuggestions(policy)).toBe(citySuggestions(policy));
  });
});

describe("sharedAreaNote", () => {
  it("asks which city an area of several cities is in, with an example the policy delivers to", () => {
    expect(sharedAreaNote(policy, "DHA", quote("DHA"))).toBe(
      "DHA is in more than one city: please add yours, as in 'DHA, Lahore'.",
    );
    expect(sharedAreaNote(policy, "satellite town", quote("satellite town"))).toBe(
      "Satellite Town is in more than one city: please add yours, as in 'Satellite Town, Rawalpindi'.",
    );
  });

  it("says nothing once the city is known, from the field or the address, or for a place it does not know", () => {
    expect(sharedAreaNote(policy, "DHA Lahore", quote("DHA Lahore"))).toBeNull();
    expect(sharedAreaNote(policy, "DHA", quote("DHA", "House 5, Lahore"))).toBeNull();
    expect(sharedAreaNote(policy, "Chitral", quote("Chitral"))).toBeNull();
    expect(sharedAreaNote(policy, "DHA", null)).toBeNull();
  });
});

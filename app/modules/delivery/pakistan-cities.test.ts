import { describe, expect, it } from "vitest";
import { demoDeliveryPolicy } from "./demo-delivery-policy";
import { PAKISTAN_CITIES } from "~/utils/pakistan-cities";
import { normaliseCity } from "./pakistan-cities";

describe("the list of cities", () => {
  it("holds Pakistan's main cities once each, every demo zone's among them", () => {
    expect(PAKISTAN_CITIES.length).toBeGreaterThanOrEqual(40);
    expect(PAKISTAN_CITIES.length).toBeLessThanOrEqual(60);
    const keys = PAKISTAN_CITIES.map(normaliseCity);
    expect(new Set(keys).size).toBe(keys.length);
    for (const zone of demoDeliveryPolicy.zones) {
      for (const city of zone.cities) expect(PAKISTAN_CITIES).toContain(city);
    }
  });

  it("is alphabetical, so the suggestions read in a predictable order", () => {
    expect([...PAKISTAN_CITIES].sort((a, b) => a.localeCompare(b, "en"))).toEqual([...PAKISTAN_CITIES]);
  });
});

describe("normaliseCity", () => {
  it("ignores case, surrounding and repeated spaces, dots and commas", () => {
    expect(normaliseCity("  LAHORE ")).toBe("lahore");
    expect(normaliseCity("Rahim   Yar Khan")).toBe("rahim yar khan");
    expect(normaliseCity("Karachi.")).toBe("karachi");
    expect(normaliseCity("Lahore,")).toBe("lahore");
  });

  it("maps the common short forms and misspellings to their city", () => {
    expect(normaliseCity("Isb")).toBe(normaliseCity("Islamabad"));
    expect(normaliseCity("pindi")).toBe(normaliseCity("Rawalpindi"));
    expect(normaliseCity("LHR")).toBe(normaliseCity("Lahore"));
    expect(normaliseCity("Khi")).toBe(normaliseCity("Karachi"));
    expect(normaliseCity("Faislabad")).toBe(normaliseCity("Faisalabad"));
    expect(normaliseCity("D.G. Khan")).toBe(normaliseCity("Dera Ghazi Khan"));
    expect(normaliseCity("DG Khan")).toBe(normaliseCity("Dera Ghazi Khan"));
  });

  it("knows the spellings and short forms of city-areas.ts, old names among them", () => {
    expect(normaliseCity("Lyallpur")).toBe(normaliseCity("Faisalabad"));
    expect(normaliseCity("MUX")).toBe(normaliseCity("Multan"));
    expect(normaliseCity("Isloo")).toBe(normaliseCity("Islamabad"));
    expect(normaliseCity("Rawal Pindi")).toBe(normaliseCity("Rawalpindi"));
    expect(normaliseCity("Pishawar")).toBe(normaliseCity("Peshawar"));
    expect(normaliseCity("Sakhar")).toBe(normaliseCity("Sukkur"));
    expect(normaliseCity("اسلام آباد")).toBe(normaliseCity("Islamabad"));
  });

  it("reads a look-alike of a city as that city: Cyrillic and Greek letters, full-width, accents, invisible characters", () => {
    const lahore = normaliseCity("Lahore");
    expect(normaliseCity("L\u0430hore")).toBe(lahore); // Cyrillic а
    expect(normaliseCity("L\u0410HORE")).toBe(lahore); // Cyrillic А, upper case
    expect(normaliseCity("\u041Cult\u0430n")).toBe(normaliseCity("Multan")); // Cyrillic М, а
    expect(normaliseCity("\u039A\u03B1r\u03B1chi")).toBe(normaliseCity("Karachi")); // Greek Κ, α
    expect(normaliseCity("\u0399slamabad")).toBe(normaliseCity("Islamabad")); // Greek Ι: 'i', not 'l'
    expect(normaliseCity("\uFF2C\uFF41\uFF48\uFF4F\uFF52\uFF45")).toBe(lahore); // full-width
    expect(normaliseCity("La\u200Bho\u00ADre")).toBe(lahore); // zero-width space, soft hyphen
    expect(normaliseCity("L\u0101h\u00F3re")).toBe(lahore); // ā, ó
    expect(normaliseCity("La\u0301hore")).toBe(lahore); // a combining accent
    expect(normaliseCity("Dera-Ghazi-Khan")).toBe(normaliseCity("Dera Ghazi Khan"));
    expect(normaliseCity("لاہور")).toBe(lahore);
  });

  it("leaves any other place as typed, never turning it into a known city", () => {
    expect(normaliseCity("Lahore Cantt")).toBe("lahore cantt");
    expect(normaliseCity("DHA")).toBe("dha");
    expect(normaliseCity("Gujrat")).not.toBe(normaliseCity("Gujranwala"));
    expect(normaliseCity("   ")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { cityNamedInAddress, cityOfField, readPlace } from "./address-city";

const named = (address: string, extra: string[] = []) => cityNamedInAddress(address, extra)?.name ?? null;

describe("cityNamedInAddress", () => {
  it("finds the city an address ends with", () => {
    expect(named("House 5, Clifton, Karachi")).toBe("Karachi");
    expect(named("Flat 2, F-7/2, Islamabad, Pakistan")).toBe("Islamabad");
    expect(named("Plot 9, Satellite Town, Rahim Yar Khan")).toBe("Rahim Yar Khan");
    expect(named("House 1, Mirpur Khas")).toBe("Mirpur Khas");
    expect(named("Sector F, Mirpur")).toBe("Mirpur");
  });

  it("names no city for an address inside one that does not say which", () => {
    expect(named("House 12, Street 4, Model Town")).toBeNull();
    expect(named("12 Mall Road, Gulberg")).toBeNull();
    expect(named("DHA Phase 6, Block C")).toBeNull();
    expect(named("")).toBeNull();
  });

  it("takes a city's areas and cantonments as that city", () => {
    expect(named("House 3, DHA Lahore")).toBe("Lahore");
    expect(named("12 Mall Road, Lahore Cantt")).toBe("Lahore");
    expect(named("Street 7, Wah Cantt")).toBe("Wah Cantt");
  });

  it("does not take a street, market or neighbourhood named after a city for that city", () => {
    expect(named("45 Multan Road, Lahore")).toBe("Lahore");
    expect(named("45 Multan Road")).toBeNull();
    expect(named("Shop 4, Karachi Company, G-9 Markaz, Islamabad")).toBe("Islamabad");
    expect(named("House 8, Hyderabad Colony")).toBeNull();
    expect(named("Lahore Road, Sheikhupura")).toBe("Sheikhupura");
  });

  it("is the last city named: an address ends with its city", () => {
    expect(named("Near Lahore Hotel, Saddar, Karachi")).toBe("Karachi");
  });

  it("sees through look-alike letters, case, punctuation and short forms", () => {
    expect(named("House 5, Clifton, K\u0430r\u0430chi")).toBe("Karachi"); // Cyrillic а
    expect(named("house 5, clifton, KARACHI.")).toBe("Karachi");
    expect(named("Block 2, D.G. Khan")).toBe("Dera Ghazi Khan");
    expect(named("Gulshan-e-Iqbal, KHI")).toBe("Karachi");
    expect(named("مکان 5، کلفٹن، کراچی")).toBe("Karachi");
  });

  it("matches whole names only", () => {
    expect(named("Gujrati Street")).toBeNull();
    expect(named("Block 4, Gujranwala")).toBe("Gujranwala");
    expect(named("Lahori Gate")).toBeNull();
  });

  it("knows the extra cities it is given (a delivery policy's own)", () => {
    expect(named("Shahi Bazaar, Chitral")).toBeNull();
    expect(named("Shahi Bazaar, Chitral", ["Chitral"])).toBe("Chitral");
  });

  it("reads no area as a city: an address's area words repeat across cities", () => {
    expect(named("House 5, DHA Phase 6")).toBeNull();
    expect(named("House 5, Clifton")).toBeNull();
    expect(named("Flat F-7, Liberty Market")).toBeNull();
    expect(named("House 9, Johar Town")).toBeNull();
  });

  it("does not take a place whose name begins with a city's for that city", () => {
    expect(named("Main Bazaar, Pindi Bhattian")).toBeNull();
    expect(named("Aliabad, Skardu, Gilgit-Baltistan")).toBe("Skardu");
    expect(named("Shop 3, Peshawar More, Islamabad")).toBe("Islamabad");
    expect(named("Shop 3, Peshawar More")).toBeNull();
  });

  it("knows the spellings and short forms of city-areas.ts", () => {
    expect(named("House 2, Satellite Town, RWP")).toBe("Rawalpindi");
    expect(named("Street 4, Lyallpur")).toBe("Faisalabad");
    expect(named("Flat 3, Hayatabad, Pishawar")).toBe("Peshawar");
  });
});

describe("readPlace", () => {
  it("tells a city, an area of one city, an area of several and a sector apart", () => {
    expect(readPlace("DHA Phase 6, Lahore")).toEqual({
      city: { key: "lahore", name: "Lahore" },
      areaCity: null,
      sharedArea: "DHA",
      sector: false,
    });
    expect(readPlace("Clifton Block 5")).toMatchObject({ city: null, areaCity: { name: "Karachi" } });
    expect(readPlace("Gulberg")).toMatchObject({ city: null, areaCity: null, sharedArea: "Gulberg" });
    // The longest name wins: 'Gulberg III' is Lahore's, 'Gulberg Greens' Islamabad's.
    expect(readPlace("Gulberg III")).toMatchObject({ areaCity: { name: "Lahore" }, sharedArea: null });
    expect(readPlace("Gulberg Greens")).toMatchObject({ areaCity: { name: "Islamabad" } });
    expect(readPlace("G-11/3")).toMatchObject({ city: null, sector: true });
    // Lower numbers are other cities' blocks (Johar Town's G-1 in Lahore).
    expect(readPlace("G-1")).toMatchObject({ sector: false });
  });
});

describe("cityOfField", () => {
  const city = (text: string, extra: string[] = []) => cityOfField(text, extra)?.name ?? null;

  it("is the city named, else the city of an area only it has, else Islamabad for a sector", () => {
    expect(city("Clifton, Lahore")).toBe("Lahore");
    expect(city("Johar Town")).toBe("Lahore");
    expect(city("F-7/2")).toBe("Islamabad");
    expect(city("DHA")).toBeNull();
    expect(city("Cantt")).toBeNull();
  });

  it("reads a policy's own city as a city, even one a table has as an area", () => {
    expect(city("Near Cantt, Chitral", ["Chitral"])).toBe("Chitral");
    expect(city("Clifton", ["Clifton"])).toBe("Clifton");
  });
});

import { describe, expect, it } from "vitest";
import { cityNamedInAddress } from "./address-city";

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
});

import { describe, expect, it } from "vitest";
import { claimedNumber, claimedSource, shownStats, statContradiction, type ShopFigures } from "./stat-figures";

const figures: ShopFigures = { products: 48, projects: 6, years: 17, cities: 12 };

describe("the statistics as shown", () => {
  it("fills a counted figure from the shop and keeps a typed one as typed", () => {
    expect(
      shownStats(
        [
          { value: "", label: "Premium Products", source: "products" },
          { value: "200+", label: "Happy Clients", source: "" },
          { value: "999", label: "Design Projects", source: "projects" },
          { value: "", label: "Years Experience", source: "years" },
          { value: "", label: "Cities", source: "cities" },
        ],
        { ...figures, products: 1_240 },
      ),
    ).toEqual([
      { value: "1,240", label: "Premium Products" },
      { value: "200+", label: "Happy Clients" },
      { value: "6", label: "Design Projects" },
      { value: "17", label: "Years Experience" },
      { value: "12", label: "Cities" },
    ]);
  });

  it("leaves out a counted figure the shop cannot give: no year founded, nothing for sale", () => {
    const stats = [
      { value: "", label: "Years Experience", source: "years" as const },
      { value: "", label: "Premium Products", source: "products" as const },
    ];
    expect(shownStats(stats, { ...figures, years: null, products: 0 })).toEqual([]);
  });
});

describe("a typed figure against the shop's own", () => {
  it("reads what a label speaks of and the number a figure claims", () => {
    expect(claimedSource("Premium Products")).toBe("products");
    expect(claimedSource("Pieces made")).toBe("products");
    expect(claimedSource("Design Projects")).toBe("projects");
    expect(claimedSource("Years Experience")).toBe("years");
    expect(claimedSource("Cities served")).toBe("cities");
    expect(claimedSource("Happy Clients")).toBeNull();
    expect(claimedNumber("500+")).toBe(500);
    expect(claimedNumber("1,200")).toBe(1200);
    expect(claimedNumber("15 yrs")).toBe(15);
    expect(claimedNumber("Many")).toBeNull();
  });

  it("refuses one that claims more than the shop has, and lets a smaller or unrelated one stand", () => {
    expect(statContradiction({ value: "500+", label: "Premium Products", source: "" }, figures)).toBe(
      "The shop has 48 products for sale: '500+' claims more. Let the shop count it, or enter at most 48.",
    );
    expect(statContradiction({ value: "15+", label: "Years Experience", source: "" }, figures)).toBeNull();
    expect(statContradiction({ value: "40+", label: "Premium Products", source: "" }, figures)).toBeNull();
    expect(statContradiction({ value: "200+", label: "Happy Clients", source: "" }, figures)).toBeNull();
    expect(statContradiction({ value: "", label: "Premium Products", source: "products" }, figures)).toBeNull();
    expect(
      statContradiction({ value: "15+", label: "Years Experience", source: "" }, { ...figures, years: null }),
    ).toBe("The shop has no founding year: set 'Year founded' in Settings, or leave this figure out.");
  });
});

import { describe, expect, it } from "vitest";
import { returnWindows, warrantyTiers, type TermsSource } from "./terms-pages";
import { termsSummary } from "./terms-summary";

const source: TermsSource = {
  shop: {
    returnDays: 30,
    warranty: [
      { part: "frame", years: 5 },
      { part: "mechanisms", years: 2 },
    ],
  },
  categories: [
    { id: "living", name: "Living Room", returnDays: null, warranty: null },
    { id: "bedroom", name: "Bedroom", returnDays: null, warranty: [{ part: "solid-wood", years: "lifetime" }] },
    { id: "office", name: "Office", returnDays: 7, warranty: null },
  ],
  products: [
    { name: "Noor Sofa", categoryId: "living", returnDays: 14, warranty: null },
    // The same as its room's: listed nowhere of its own.
    { name: "Desk", categoryId: "office", returnDays: 7, warranty: [{ part: "frame", years: 5 }] },
    { name: "Upholstered Bed", categoryId: "bedroom", returnDays: 0, warranty: [{ part: "upholstery", years: 1 }] },
  ],
};

describe("the /returns windows", () => {
  it("group the rooms and the pieces by the days the rules give them, defects only last", () => {
    expect(returnWindows(source).map(({ period, title, products }) => ({ period, title, products }))).toEqual([
      { period: "30 days", title: "Living Room and Bedroom", products: [] },
      { period: "14 days", title: "One piece", products: ["Noor Sofa"] },
      { period: "7 days", title: "Office", products: [] },
      { period: "Defects only", title: "Made-to-order and custom pieces", products: ["Upholstered Bed"] },
    ]);
  });

  it("say 'Every room' when all share a window, and always offer the made-to-order window", () => {
    const windows = returnWindows({ ...source, categories: source.categories.slice(0, 2), products: [] });
    expect(windows.map((window) => [window.period, window.title])).toEqual([
      ["30 days", "Every room"],
      ["Defects only", "Made-to-order and custom pieces"],
    ]);
  });
});

describe("the /warranty tiers", () => {
  it("are the terms' years, longest first, each part with where it applies", () => {
    const tiers = warrantyTiers(source);
    expect(tiers.map((tier) => tier.term)).toEqual(["Lifetime", "5 Years", "2 Years", "1 Year"]);
    expect(tiers[1]!.parts).toMatchObject([{ part: "frame", categories: ["Living Room", "Office"], products: [] }]);
    expect(tiers[3]!.parts).toMatchObject([{ part: "upholstery", categories: [], products: ["Upholstered Bed"] }]);
    expect(tiers[0]!.parts[0]!.covers.length).toBeGreaterThan(0);
  });
});

describe("the product page's line", () => {
  it("names the return window and the longest cover", () => {
    expect(termsSummary(30, source.shop.warranty)).toBe("30-day returns · 5-year frame warranty");
    expect(termsSummary(0, [{ part: "solid-wood", years: "lifetime" }])).toBe(
      "Returns for defects only · Lifetime solid-wood frame warranty",
    );
    expect(termsSummary(7, [])).toBe("7-day returns");
  });
});

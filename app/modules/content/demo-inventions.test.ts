import { describe, expect, it } from "vitest";
import { defaultCompanyContent } from "./company-content.defaults";
import { demoInventions, type DemoInventionFacts } from "./demo-inventions";
import { defaultHomeContent } from "./home";

const demo: DemoInventionFacts = {
  foundedYear: "2009",
  ownSections: new Set(),
  company: defaultCompanyContent("Shahkaar Interiors"),
  homeStats: defaultHomeContent.stats,
  demoPartners: 6,
};

describe("what the demo invented about the business", () => {
  it("lists each invention of a fresh install with where it is changed", () => {
    expect(demoInventions(demo)).toEqual([
      "the founding year 2009 (Settings)",
      "the story and the founders' quote (Company pages)",
      "9 milestones (Company pages)",
      "4 press releases (Company pages)",
      "4 open positions (Company pages)",
      "the figure '200+ Happy Clients' (Home page content)",
      "6 client logos (Home page content)",
    ]);
  });

  it("drops what the owner saved, changed or removed; the year counts as theirs with their own story", () => {
    const owned: DemoInventionFacts = {
      ...demo,
      ownSections: new Set(["story", "milestones", "press", "positions"]),
      homeStats: [{ value: "300+", label: "Happy Clients", source: "" }],
      demoPartners: 0,
    };
    expect(demoInventions(owned)).toEqual([]);
    expect(demoInventions({ ...demo, foundedYear: "1998", ownSections: new Set(["milestones"]) })).toEqual([
      "the story and the founders' quote (Company pages)",
      "4 press releases (Company pages)",
      "4 open positions (Company pages)",
      "the figure '200+ Happy Clients' (Home page content)",
      "6 client logos (Home page content)",
    ]);
  });
});
